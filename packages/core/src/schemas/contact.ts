import { z } from 'zod';
import { messages } from '../messages';

/** Contact form (beyond the spec: the form really sends). */
export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, messages.nameRequired).max(120),
  email: z.string().trim().pipe(z.email(messages.enterValidEmail)),
  phone: z.string().trim().max(30).optional().default(''),
  message: z.string().trim().min(1, messages.messageRequired).max(5000),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageSchema = contactMessageRequestSchema.extend({
  _id: z.string(),
  time: z.string(),
  /** Staff marked it dealt with. */
  handled: z.boolean(),
  /** Who marked it handled, when, and what they noted (issue 29); null while open. */
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledNote: z.string().nullable(),
});

/** PUT /contactMessages/{id}/handled. */
export const markHandledRequestSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
  /** What was done about it, kept with who and when; ignored when reopening. */
  note: z.string().trim().max(500, 'A note has at most 500 characters').optional(),
});
export type MarkHandledRequest = z.infer<typeof markHandledRequestSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /contact: the stored message. */
export const contactSentSchema = z.object({ message: contactMessageSchema });
