import { z } from 'zod';
import { CUSTOMER_LIMITS } from '../constants';
import { messages } from '../messages';
import { emailField, nameField, requiredText } from './customer-details';

/** The longest contact message kept. */
const MESSAGE_MAX = 5000;

/**
 * Contact form (beyond the spec: the form really sends). The order's field rules, so a field left out or too
 * long is named in the form's words ("Name is required"), not zod's ("Invalid input: expected string, received
 * undefined", which POST /contact {} answered for each field).
 */
export const contactMessageRequestSchema = z.object({
  name: nameField,
  email: emailField,
  // Optional, so no pattern: a number the branch can read back is enough. Only its type and length are judged.
  phone: z
    .string({ error: messages.enterValidPhone })
    .trim()
    .max(CUSTOMER_LIMITS.phone, messages.tooLong('Phone number', CUSTOMER_LIMITS.phone))
    .optional()
    .default(''),
  message: requiredText(messages.messageRequired, 'Message', MESSAGE_MAX),
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
