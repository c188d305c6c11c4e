import { sessionUserSchema, signUpAnswerSchema } from '@tm/core/schemas';
import { z } from 'zod';

/**
 * The answers of GET /auth/me, of sign in and of a verification link (the user), and of sign up ("check your
 * email"); loaded on demand so zod stays off the first screen.
 */
export const meSchema = z.object({ user: sessionUserSchema.nullable() });
export const authResultSchema = z.object({ user: sessionUserSchema, token: z.string().optional() });
export { signUpAnswerSchema };
