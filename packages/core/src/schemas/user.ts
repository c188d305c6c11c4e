import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { messages } from '../messages';

/**
 * 'user' is a customer; the staff roles (issue 29) each hold the one before's capabilities (core permissions.ts).
 * 'Admin' keeps the spec's spelling.
 */
export const roleSchema = z.enum(['user', 'Cashier', 'Manager', 'Admin']);
export type Role = z.infer<typeof roleSchema>;

/** The product's own user record (spec §3). */
export const userRecordSchema = z.object({ _id: z.string(), email: z.string(), role: roleSchema });
export type UserRecord = z.infer<typeof userRecordSchema>;
export const userListSchema = z.array(userRecordSchema);

/** POST /user. */
export const createUserRequestSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  role: z.literal('user').default('user'),
});

/**
 * GET /admincheck/{email}: `admin` is the spec's flag, true for anyone who may enter the dashboard (any staff
 * role, issue 29); `role` says which, so a screen can hide what the role cannot do.
 */
export const adminCheckSchema = z.object({ admin: z.boolean(), role: roleSchema });

/** PUT /users/{email}/role: an Admin sets anyone else's role (customer or staff). */
export const setRoleRequestSchema = z.object({
  role: z.enum(['user', 'Cashier', 'Manager', 'Admin'], {
    error: 'Choose a role: user, Cashier, Manager or Admin',
  }),
});
export type SetRoleRequest = z.infer<typeof setRoleRequestSchema>;
export type AdminCheck = z.infer<typeof adminCheckSchema>;

/** Longer is not a password but a payload: hashing it would cost the server for nothing. */
const MAX_PASSWORD_LENGTH = 1024;

/** Sign up / sign in body. Messages verbatim from spec §5. */
export const credentialsSchema = z.object({
  email: z
    .string({ error: messages.enterEmail })
    .trim()
    .min(1, messages.enterEmail)
    .toLowerCase()
    .pipe(z.email(messages.enterValidEmail)),
  password: z
    .string({ error: messages.enterPassword })
    .min(1, messages.enterPassword)
    .max(MAX_PASSWORD_LENGTH, messages.passwordTooLong(MAX_PASSWORD_LENGTH)),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Sign up: the same fields, and the spec's default password policy (minimum length 6, spec §5 / §9). */
export const signUpSchema = credentialsSchema.extend({
  password: credentialsSchema.shape.password.min(
    MIN_PASSWORD_LENGTH,
    messages.passwordTooShort(MIN_PASSWORD_LENGTH),
  ),
});

/** POST /auth/signup's answer, the same whether or not the address has an account (the email tells). */
export const signUpAnswerSchema = z.object({ message: z.string() });
export type SignUpAnswer = z.infer<typeof signUpAnswerSchema>;

/**
 * POST /auth/verify: the token of the emailed link, and the password chosen at sign-up. Asking for the
 * password means a link only proves the address for the person who signed up: someone who signs up with
 * another person's address cannot have that person open the link and hand them a verified account.
 */
export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: messages.verifyLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, messages.verifyLinkInvalid),
  password: credentialsSchema.shape.password,
});

/**
 * POST /auth/verify/check: whether an emailed link is still open, asked when its page opens, so a used or
 * expired link says so at once instead of after the password is typed. Changes nothing.
 */
export const verifyLinkCheckRequestSchema = verifyEmailRequestSchema.pick({ token: true });
export const verifyLinkCheckSchema = z.object({ open: z.boolean() });

/** The signed-in user as GET /api/auth/me returns it (the spec's provider fields that apply here). */
export const sessionUserSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
  role: roleSchema,
  /** Whether this session passed the Secure Box. */
  boxGranted: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Secure Box (`/box`). */
export const boxRequestSchema = z.object({
  username: z.string().min(1).max(200),
  password: z.string().min(1).max(1024),
});
