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
  z.string({ error: missing }).trim().min(1, missing).max(max, messages.tooLong(what, max));
/** For other forms' required text (the contact message), with the same words for missing and too long. */
export { text as requiredText };

/** Same pattern on both sides: digits, spaces, brackets and dashes, an optional leading +, at least 7. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,}$/;

/**
 * A person's name: required text with at least one letter (any alphabet), since staff match it to photo ID.
 * An empty one is only "required" (the empty match), not also "must have letters".
 */
const personName = (missing: string, what: string, max: number) =>
  text(missing, what, max).regex(/^$|\p{L}/u, messages.nameNeedsLetters(what));

export const nameField = personName(messages.nameRequired, 'Name', CUSTOMER_LIMITS.name);
export const firstNameField = personName(messages.firstNameRequired, 'First name', CUSTOMER_LIMITS.firstName);
export const lastNameField = personName(messages.lastNameRequired, 'Last name', CUSTOMER_LIMITS.lastName);
export const addressField = text(messages.addressRequired, 'Address', CUSTOMER_LIMITS.address);
export const phoneField = text(messages.phoneRequired, 'Phone number', CUSTOMER_LIMITS.phone).regex(
  PHONE_PATTERN,
  messages.enterValidPhone,
);
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
