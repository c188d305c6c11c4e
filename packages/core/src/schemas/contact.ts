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
});

/** PUT /contactMessages/{id}/handled. */
export const markHandledRequestSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /contact: the stored message. */
export const contactSentSchema = z.object({ message: contactMessageSchema });
