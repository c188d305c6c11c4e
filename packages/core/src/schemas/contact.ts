import { z } from 'zod';

/** Contact form (beyond the spec: the form really sends). */
export const contactMessageRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.string().trim().pipe(z.email('Enter a valid email')),
  phone: z.string().trim().max(30).optional().default(''),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;

export const contactMessageSchema = contactMessageRequestSchema.extend({ _id: z.string(), time: z.string() });
export type ContactMessage = z.infer<typeof contactMessageSchema>;
