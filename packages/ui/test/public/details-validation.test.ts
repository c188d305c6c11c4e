import { describe, expect, it } from 'vitest';
import { DETAILS } from '@tm/core/fixtures';
import { messages } from '@tm/core/messages';
import { firstInvalid, validateDetails, type Details } from '../../src/pages/purchase/details-validation';
import { EMPTY_DETAILS } from '../../src/pages/purchase/empty-details';

const ok: Details = DETAILS;

describe('details form rules (spec §5)', () => {
  it('accepts a complete form', () => {
    expect(validateDetails(ok)).toEqual({});
  });

  it('names every missing field, the spec message for the terms, focus on the first', () => {
    // The form as nobody typed into it, but for a first name that is only a space.
    const errors = validateDetails({ ...EMPTY_DETAILS, firstName: ' ' });
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Enter an email',
      address: 'Address is required',
      phone: 'Phone number is required',
      terms: 'Please tick to agree to the Terms & Conditions',
    });
    expect(firstInvalid(errors)).toBe('firstName');
  });

  it("a detail over the order's limit names the limit (a 300-character last name is not 'required')", () => {
    expect(validateDetails({ ...ok, lastName: 'L'.repeat(300), address: 'A'.repeat(603) })).toEqual({
      lastName: 'Last name can be at most 60 characters',
      address: 'Address can be at most 300 characters',
    });
    expect(validateDetails({ ...ok, lastName: 'L'.repeat(60), address: 'A'.repeat(300) })).toEqual({});
  });

  it('checks the email and phone shapes', () => {
    expect(validateDetails({ ...ok, email: 'nope' })).toEqual({ email: 'Enter a valid email' });
    expect(validateDetails({ ...ok, phone: 'call me' })).toEqual({ phone: messages.enterValidPhone });
    expect(firstInvalid(validateDetails({ ...ok, terms: false }))).toBe('terms');
  });
});
