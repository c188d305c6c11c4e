/** The answers of GET /auth/me and of sign in / sign up; loaded on demand so zod stays off the first screen. */
export { authResultSchema, meSchema } from '@tm/core/schemas';
