import { z } from 'zod';
import { sessionUserSchema } from './user';

/** The answers of the account calls, shared by the server's route definitions and the app's client. */

/** GET /auth/me: the signed-in user, or null. */
export const meSchema = z.object({ user: sessionUserSchema.nullable() });

/** Sign in and sign up: the user, and the session token for a client that sends it as a bearer header. */
export const authResultSchema = z.object({ user: sessionUserSchema, token: z.string().optional() });

/** GET /auth/providers: whether "Continue with" (OIDC) is configured, and the provider's name. */
export const providersSchema = z.object({ oidc: z.object({ name: z.string() }).nullable() });

/** POST /box: the Secure Box credentials were right. */
export const boxGrantedSchema = z.object({ ok: z.literal(true) });
