import { messages } from '@tm/core/messages';
import { z } from 'zod';

export interface Details {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  phone: string;
  terms: boolean;
}

export type DetailsErrors = Partial<Record<keyof Details, string>>;

/** Field order, so focus goes to the first problem on the page. */
export const DETAILS_FIELDS: (keyof Details)[] = [
  'firstName',
  'lastName',
  'email',
  'address',
  'phone',
  'terms',
];

/**
 * The details form's rules (spec §5): every field required, the email an email, the phone a phone number
 * (the same pattern the API checks), and the terms ticked, else 'Please select the rules'.
 * The spec words only the last; the others match the API's wording so a customer sees one voice.
 */
export function validateDetails(d: Details): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!d.firstName.trim()) errors.firstName = 'First name is required';
  if (!d.lastName.trim()) errors.lastName = 'Last name is required';
  if (!d.email.trim()) errors.email = messages.enterEmail;
  else if (!z.email().safeParse(d.email.trim()).success) errors.email = messages.enterValidEmail;
  if (!d.address.trim()) errors.address = 'Address is required';
  if (!d.phone.trim()) errors.phone = 'Phone number is required';
  else if (!/^\+?[0-9 ()-]{7,}$/.test(d.phone.trim())) errors.phone = 'Enter a valid phone number';
  if (!d.terms) errors.terms = messages.selectRules;
  return errors;
}

export function firstInvalid(errors: DetailsErrors): keyof Details | undefined {
  return DETAILS_FIELDS.find((f) => errors[f] !== undefined);
}
