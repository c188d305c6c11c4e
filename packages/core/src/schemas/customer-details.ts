import { z } from 'zod';
import { CUSTOMER_LIMITS } from '../constants';
import { messages } from '../messages';

/**
 * The customer's details as an order carries them, one rule per field, shared by the order request (the
 * server's check) and the purchase page's details form (the check before sending), so both refuse the same
 * input with the same words. Each check names its own message: a message given to `z.string()` alone would
 * also answer a too-long value ("Name is required" for 300 characters).
 */
const text = (missing: string, what: string, max: number) =>
  z
    // Absent is "required" (the spec's words); a number or an object sent instead says what is expected.
    .string({ error: (issue) => (issue.input == null ? missing : messages.mustBeText(what)) })
    .trim()
    .min(1, missing)
    // Too long says only that: the field's own format (a phone's digits) is not checked on top of it.
    .max(max, { error: messages.tooLong(what, max), abort: true });
/** For other forms' required text (the contact message), with the same words for missing and too long. */
export { text as requiredText };

/** Same pattern on both sides: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

/**
 * How many digits a number the branch can call has: a UK one 10 or 11 with its leading 0 (9 or 10 without it),
 * an international one at most E.164's 15 (with "00 44 (0)" still 15). Without this "(((((((" and "1234567"
 * were phone numbers: an order nobody could ring, and no phone for the linked-transaction check to match.
 */
export const PHONE_DIGITS = { min: 9, max: 15 } as const;

/** The phone rule both sides check: the allowed characters, and a callable count of digits. */
export function isCallablePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/**
 * A number written the UK way, with its leading 0 (not 00), has 10 or 11 digits: "07911 1234567" is no
 * number anyone can ring, and no phone the linked-transaction check can read, so one customer's orders
 * written with a digit too many would not link by phone.
 */
export function isUkLengthPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return !/^0(?!0)/.test(digits) || digits.length === 10 || digits.length === 11;
}

/**
 * Characters a name never needs that change what staff read: control characters, and the bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which "\u202Eevil" shows as "live" reversed.
 * The joiners some scripts need (U+200C, U+200D) stay allowed. U+0000 is left to the guard every text field
 * has, which refuses it in its own words (`invalid_text`): the database cannot store it.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
const HIDDEN_IN_NAMES = /[\u0001-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

/**
 * A person's name: required text with at least one letter (any alphabet), since staff match it to photo ID,
 * and nothing hidden that would make it read otherwise on the staff's screens. An empty one is only
 * "required" (the empty match), not also "must have letters".
 */
const personName = (missing: string, what: string, max: number) =>
  text(missing, what, max)
    .regex(/^$|\p{L}/u, messages.nameNeedsLetters(what))
    .refine((name) => !HIDDEN_IN_NAMES.test(name), messages.nameHiddenCharacters(what));

export const nameField = personName(messages.nameRequired, 'Name', CUSTOMER_LIMITS.name);
export const firstNameField = personName(messages.firstNameRequired, 'First name', CUSTOMER_LIMITS.firstName);
export const lastNameField = personName(messages.lastNameRequired, 'Last name', CUSTOMER_LIMITS.lastName);
export const addressField = text(messages.addressRequired, 'Address', CUSTOMER_LIMITS.address);
export const phoneField = text(messages.phoneRequired, 'Phone number', CUSTOMER_LIMITS.phone)
  // An empty one is only "required".
  .refine((phone) => phone === '' || isCallablePhone(phone), { error: messages.enterValidPhone, abort: true })
  .refine((phone) => phone === '' || isUkLengthPhone(phone), messages.ukPhoneLength);
export const emailField = text(messages.enterEmail, 'Email', CUSTOMER_LIMITS.email).pipe(
  z.email(messages.enterValidEmail),
);

/** The purchase page's step 2 (spec §5): every field required, and the terms ticked (messages.agreeToTerms). */
export const customerDetailsSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  address: addressField,
  phone: phoneField,
  terms: z.literal(true, { error: messages.agreeToTerms }),
});
export type CustomerDetails = z.input<typeof customerDetailsSchema>;
