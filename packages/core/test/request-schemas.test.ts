import { describe, expect, it } from 'vitest';
import {
  addCurrencyRequestSchema,
  customerDetailsSchema,
  messages,
  signUpSchema,
  trackRequestSchema,
  updateCurrencyRequestSchema,
} from '../src/index';

/** The account, tracking, customer-name and currency-admin request schemas (the order's are in schemas.test.ts). */
describe('signUpSchema', () => {
  it('needs a password of at least 6 characters', () => {
    expect(signUpSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
    const r = signUpSchema.safeParse({ email: 'a@b.co', password: '12345' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([messages.passwordTooShort(6)]);
    const empty = signUpSchema.safeParse({ email: '', password: '' });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toContain('Enter a password');
  });
});

describe('what is too long says so', () => {
  const said = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.success ? [] : r.error!.issues.map((i) => i.message);

  it('a password past 1,024 characters is too long, not missing', () => {
    expect(said(signUpSchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(60_000) }))).toEqual([
      'Passwords can be up to 1024 characters',
    ]);
  });

  it("a currency's country name past 100 characters says its limit in words", () => {
    expect(
      said(updateCurrencyRequestSchema.safeParse({ label: 'x'.repeat(101), Sell: '1', Buy: '1' })),
    ).toEqual(['Country name can be up to 100 characters']);
  });
});

describe("a customer's name on the staff's screens", () => {
  const said = (name: string) => {
    const r = customerDetailsSchema.shape.firstName.safeParse(name);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('refuses the hidden characters that make it read otherwise (a right-to-left override, controls)', () => {
    const hidden = 'First name has a hidden character that changes how it reads: please type it again';
    for (const name of ['\u202Eevil\u202C', 'Ada\u2066x\u2069', 'Ada\u0007', 'Ada\tLovelace']) {
      expect(said(name), JSON.stringify(name)).toEqual([hidden]);
    }
  });

  it('keeps every alphabet, accents and the joiners some scripts need', () => {
    for (const name of ['José', 'محمد', 'میر\u200Cعلی', "O'Brien-Smith", '李小龍']) {
      expect(said(name), name).toEqual([]);
    }
  });
});

describe('trackRequestSchema', () => {
  it('takes the order number sent as a JSON number, as amounts are taken', () => {
    expect(trackRequestSchema.parse({ Order_Id: 12345678, Email: 'A@B.co' })).toEqual({
      Order_Id: '12345678',
      Email: 'a@b.co',
    });
    const short = trackRequestSchema.safeParse({ Order_Id: 1234, Email: 'a@b.co' });
    expect(short.success ? [] : short.error.issues.map((i) => i.message)).toEqual([
      'Your order number has 8 digits',
    ]);
  });
});

describe('addCurrencyRequestSchema', () => {
  it('says which field is missing, in words, rather than "Invalid input"', () => {
    const r = addCurrencyRequestSchema.safeParse({ value: 'XAG' });
    expect(r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['label', 'Country name is required'],
      ['Sell', 'Sell margin is required'],
      ['Buy', 'Buy margin is required'],
    ]);
    const word = addCurrencyRequestSchema.safeParse({ value: 'XAG', label: 'Silver', Sell: 'abc', Buy: 2 });
    expect(word.success ? [] : word.error.issues.map((i) => i.message)).toEqual(['Must be a number']);
  });
});
