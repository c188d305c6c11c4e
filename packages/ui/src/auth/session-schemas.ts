/**
 * The answers of GET /auth/me, of sign in and of a verification link (the user, or whether it is still
 * open), and of sign up ("check your email"); loaded on demand so zod stays off the first screen.
 */
export { authResultSchema, meSchema, signUpAnswerSchema, verifyLinkCheckSchema } from '@tm/core/schemas';
