import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_LIMITS,
  cartLineSchema,
  contactMessageRequestSchema,
  customerDetailsSchema,
  credentialsSchema,
  currencySchema,
  messages,
  orderRequestSchema,
  orderSchema,
  type OrderRequest,
} from '../src/index';
import { DETAILS, EUR_LINE } from '../fixtures';

const validOrder = () => ({
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Phone_Number: '+44 20 7946 0000',
  Address: '1 High Road, Dagenham',
  CheckingPoint: 'Dagenham',
  status: 'buy',
  title: 'Click & Collect',
  Orders: [{ currencyTake: 95, currencyTakecurrent: 'GBP', currencyMycurrent: 'eur', status: 'buy' }],
});

/** The messages of a failed parse, for comparison. */
const issues = (input: unknown) => {
  const r = orderRequestSchema.safeParse(input);
  expect(r.success).toBe(false);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('orderRequestSchema', () => {
  it('accepts the spec order object and normalises numbers and codes', () => {
    const r = orderRequestSchema.parse(validOrder());
    expect(r.Orders[0]).toMatchObject({
      currencyTake: '95',
      currencyMycurrent: 'EUR',
      currencyTakecurrent: 'GBP',
    });
    const typed: OrderRequest = r;
    expect(typed.status).toBe('buy');
  });

  it('accepts a sell order: gives foreign, receives GBP', () => {
    const order = {
      ...validOrder(),
      status: 'sell',
      title: 'Click & Sell',
      Orders: [{ currencyTake: '300', currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP' }],
    };
    expect(orderRequestSchema.safeParse(order).success).toBe(true);
  });

  it("missing or empty collection point: 'Select the checking point'", () => {
    const { CheckingPoint: _omit, ...missing } = validOrder();
    expect(issues(missing)).toEqual(['Select the checking point']);
    expect(issues({ ...validOrder(), CheckingPoint: '' })).toEqual(['Select the checking point']);
    expect(issues({ ...validOrder(), CheckingPoint: '   ' })).toEqual(['Select the checking point']);
    // Which branches exist is data: the server refuses an unknown one against its branches table.
    expect(orderRequestSchema.safeParse({ ...validOrder(), CheckingPoint: 'Mars' }).success).toBe(true);
  });

  it("missing or empty Orders: 'Please add currency item'", () => {
    const { Orders: _omit, ...missing } = validOrder();
    expect(issues(missing)).toEqual(['Please add currency item']);
    expect(issues({ ...validOrder(), Orders: [] })).toEqual(['Please add currency item']);
  });

  it("more than 4 lines: 'Please clear your cart'", () => {
    const line = validOrder().Orders[0];
    expect(issues({ ...validOrder(), Orders: [line, line, line, line, line] })).toEqual([
      'Please clear your cart',
    ]);
  });

  it('refuses an order whose lines mix ways', () => {
    const order = validOrder();
    order.Orders.push({
      currencyTake: 300,
      currencyTakecurrent: 'EUR',
      currencyMycurrent: 'GBP',
      status: 'sell',
    });
    expect(issues(order)).toEqual([messages.orderWayMismatch]);
  });

  it('refuses a title that disagrees with the way', () => {
    expect(issues({ ...validOrder(), title: 'Click & Sell' })).toEqual([messages.orderWayMismatch]);
  });

  it('refuses lines with GBP on the wrong side, or GBP on both', () => {
    const wrongSide = { currencyTake: 95, currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP' };
    const bothGbp = { currencyTake: 95, currencyTakecurrent: 'GBP', currencyMycurrent: 'GBP' };
    expect(issues({ ...validOrder(), Orders: [wrongSide] })).toEqual([messages.lineSidesMismatch]);
    expect(issues({ ...validOrder(), Orders: [bothGbp] })).toEqual([messages.lineSidesMismatch]);
  });

  it("amounts <= 0: 'Please give correct amount'", () => {
    for (const currencyTake of [0, -10, '0.00']) {
      const order = { ...validOrder(), Orders: [{ ...validOrder().Orders[0], currencyTake }] };
      expect(issues(order)).toEqual(['Please give correct amount']);
    }
  });

  it("an amount that is no number at all is said once, in the spec's words, for Collect and Sell", () => {
    for (const currencyTake of ['NaN', '1e3', 'ten', '£100', '1,000', 'Infinity', '.5', '100.', true]) {
      const collect = { ...validOrder(), Orders: [{ ...validOrder().Orders[0], currencyTake }] };
      expect(issues(collect), String(currencyTake)).toEqual(['Please give correct amount']);
    }
    const sell = {
      ...validOrder(),
      status: 'sell',
      title: 'Click & Sell',
      Orders: [{ currencyTake: 'NaN', currencyTakecurrent: 'EUR', currencyMycurrent: 'GBP' }],
    };
    expect(issues(sell)).toEqual(['Please give correct amount']);
  });

  it('refuses missing or malformed personal details', () => {
    expect(issues({ ...validOrder(), Name: '  ' })).toEqual(['Name is required']);
    expect(issues({ ...validOrder(), Email: 'not-an-email' })).toEqual(['Enter a valid email']);
    expect(issues({ ...validOrder(), Phone_Number: 'call me' })).toEqual([messages.enterValidPhone]);
    expect(issues({ ...validOrder(), Address: '' })).toEqual(['Address is required']);
  });

  it.each([
    ['(((((((', false],
    ['1234567', false],
    ['0770 0900', false],
    ['+44 7700 900123 4567', false],
    ['07700 +900123', false],
    ['07700 900123', true],
    ['+44 7700 900123', true],
    ['0044 (0)7700 900123', true],
    ['(020) 7946-0000', true],
    ['+33 1 23 45 67 89', true],
    ['7700 900123', true],
  ])('a phone of "%s" is one the branch can call: %s', (phone, callable) => {
    const r = orderRequestSchema.safeParse({ ...validOrder(), Phone_Number: phone });
    expect(r.error?.issues.map((i) => i.message) ?? []).toEqual(callable ? [] : [messages.enterValidPhone]);
  });

  it.each(['07911 1234567', '0791 12345', '020 7946 00000'])(
    'a UK number "%s" with a digit too many or too few is told so (it could dodge the phone link)',
    (phone) => {
      const r = orderRequestSchema.safeParse({ ...validOrder(), Phone_Number: phone });
      expect(r.error?.issues.map((i) => i.message)).toEqual([messages.ukPhoneLength]);
    },
  );

  it('a detail over its limit says so, naming the field, instead of calling it missing', () => {
    const long = { ...validOrder(), Name: `Ada ${'L'.repeat(300)}`, Address: 'A'.repeat(603) };
    const r = orderRequestSchema.safeParse(long);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Name', `Name can be at most ${CUSTOMER_LIMITS.name} characters`],
      ['Address', 'Address can be at most 300 characters'],
    ]);
    expect(issues({ ...validOrder(), Phone_Number: '0'.repeat(31) })).toEqual([
      'Phone number can be at most 30 characters',
    ]);
    expect(issues({ ...validOrder(), Email: `${'a'.repeat(250)}@example.com` })).toEqual([
      'Email can be at most 254 characters',
    ]);
    // Exactly at the limit passes: the form's maxlength lets the customer type that much.
    const atLimit = 'F'.repeat(CUSTOMER_LIMITS.firstName) + ' ' + 'L'.repeat(CUSTOMER_LIMITS.lastName);
    expect(
      orderRequestSchema.safeParse({ ...validOrder(), Name: atLimit, Address: 'A'.repeat(300) }).success,
    ).toBe(true);
  });

  it('refuses an unknown way', () => {
    expect(orderRequestSchema.safeParse({ ...validOrder(), status: 'swap' }).success).toBe(false);
  });
});

describe('other schemas', () => {
  it('the details form: the same field rules as the order, plus the terms', () => {
    const ok = DETAILS;
    expect(customerDetailsSchema.safeParse(ok).success).toBe(true);
    const r = customerDetailsSchema.safeParse({ ...ok, lastName: 'L'.repeat(300), terms: false });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lastName', 'Last name can be at most 60 characters'],
      ['terms', 'Please tick to agree to the Terms & Conditions'],
    ]);
  });

  it('a name has letters, in any alphabet: digits or symbols alone match no photo ID', () => {
    const r = customerDetailsSchema.safeParse({ ...DETAILS, firstName: '12345', lastName: '$$$' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', 'First name must have letters, as on your photo ID'],
      ['lastName', 'Last name must have letters, as on your photo ID'],
    ]);
    expect(orderRequestSchema.safeParse({ ...validOrder(), Name: '123 456' }).error?.issues[0]?.message).toBe(
      'Name must have letters, as on your photo ID',
    );
    for (const name of ['Zoë', 'Ólafur', 'Łukasz', 'محمد', '李', "O'Brien-2"]) {
      expect(customerDetailsSchema.safeParse({ ...DETAILS, firstName: name }).success, name).toBe(true);
    }
  });

  it('the contact form names each field left out or too long in its own words, as the order does', () => {
    // POST /contact {} answered "Invalid input: expected string, received undefined" for every field.
    const empty = contactMessageRequestSchema.safeParse({});
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name is required'],
      ['email', 'Enter an email'],
      ['message', 'Message is required'],
    ]);
    const wrong = contactMessageRequestSchema.safeParse({
      name: 7,
      email: 'nope',
      phone: '0'.repeat(31),
      message: 'm'.repeat(5001),
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'Name must be text'],
      ['email', 'Enter a valid email'],
      ['phone', 'Phone number can be at most 30 characters'],
      ['message', 'Message can be at most 5000 characters'],
    ]);
    expect(
      contactMessageRequestSchema.parse({ name: ' Bea ', email: 'bea@example.com', message: 'Hi' }),
    ).toEqual({ name: 'Bea', email: 'bea@example.com', phone: '', message: 'Hi' });
  });

  it('credentials use the spec messages for empty fields', () => {
    const r = credentialsSchema.safeParse({ email: '', password: '' });
    expect(r.success).toBe(false);
    if (r.success) return;
    const messages = r.error.issues.map((i) => i.message);
    expect(messages).toContain('Enter an email');
    expect(messages).toContain('Enter a password');
  });

  it('currency rates cross the API as decimal strings', () => {
    const c = currencySchema.parse({
      value: 'eur',
      label: 'Europe',
      Rate: 1.165,
      Sell: '-1.1',
      Buy: '1',
      updatedAt: '2024-03-03T00:00:00Z',
      sample: true,
    });
    expect(c).toMatchObject({ value: 'EUR', Rate: '1.165', Sell: '-1.1' });
    expect(currencySchema.safeParse({ ...c, Rate: '1e3' }).success).toBe(false);
  });

  it('cart lines and stored orders parse', () => {
    expect(cartLineSchema.parse(EUR_LINE)).toEqual(EUR_LINE);
    expect(orderSchema.safeParse({ Order_Id: '1234567' }).success).toBe(false);
  });
});
