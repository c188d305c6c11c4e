import { sessionUserSchema } from '@tm/core/schemas';
import { z } from 'zod';

/** The answers of GET /auth/me and of sign in / sign up; loaded on demand so zod stays off the first screen. */
export const meSchema = z.object({ user: sessionUserSchema.nullable() });
export const authResultSchema = z.object({ user: sessionUserSchema, token: z.string().optional() });
