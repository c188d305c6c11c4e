import fc from 'fast-check';

/** Markers that must never come back unescaped in HTML (emails, pages). */
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'; DROP TABLE orders; --",
  '{{constructor.constructor("alert(1)")()}}',
  '&lt;b&gt;',
];

const nasty = fc.constantFrom(
  ...HTML_PAYLOADS,
  '',
  ' ',
  '\u0000',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  '\u202eevil\u202c',
  'Zoë Ñúñez 😀 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ﷽',
  '%',
  '%E0%A4%A',
  '%00',
  '../../etc/passwd',
  'EUR',
  'eur',
  'GBP',
  'XXX',
  '12345678',
  '00000000',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(5000),
  '9'.repeat(400),
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '0x10',
  '1.005',
  '-0',
  'null',
  'true',
  '[]',
  '{}',
  'staff@reliab.test',
  'buy',
  'sell',
  'Dagenham',
);

/** Strings with Unicode, HTML, control characters, path tricks and number-lookalikes. */
export const weirdString = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Numbers a schema might not expect: huge, tiny, negative, fractional, unsafe integers. */
export const weirdNumber = fc.oneof(
  fc.constantFrom(0, -0, 1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 63), 100.005, 0.1 + 0.2, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON-ish value, biased to the odd. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: weirdString },
  { weight: 2, arbitrary: weirdNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(weirdString, weirdNumber), { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(weirdString, weirdNumber), { maxKeys: 3 }),
  },
);

/** Every field name any request schema of the API reads, so generated objects get past the outer shape. */
const FIELDS = [
  'Name',
  'Email',
  'Phone_Number',
  'Address',
  'CheckingPoint',
  'status',
  'title',
  'Orders',
  'email',
  'password',
  'username',
  'on',
  'value',
  'label',
  'Sell',
  'Buy',
  'Rate',
  'name',
  'phone',
  'message',
  '__proto__',
  'constructor',
];

const line = fc.record(
  {
    Id: fc.oneof(weirdString, fc.uuid()),
    currencyTake: fc.oneof(weirdValue, fc.constantFrom('100', '0.01', '999999999', '10.555', 250, -5)),
    currencyTakecurrent: fc.oneof(weirdString, fc.constantFrom('GBP', 'EUR', 'JPY', 'IDR')),
    currencyMycurrent: fc.oneof(weirdString, fc.constantFrom('GBP', 'EUR', 'JPY', 'IDR')),
    currencyMy: weirdValue,
    Rate: weirdValue,
    status: fc.oneof(weirdValue, fc.constantFrom('buy', 'sell')),
  },
  { requiredKeys: [] },
);

/** Order-shaped bodies: mostly right, one or more fields wrong, so validation and pricing are both reached. */
const orderish = fc.record(
  {
    Name: fc.oneof(weirdString, fc.constant('Ada Lovelace')),
    Email: fc.oneof(weirdString, fc.constant('ada@example.test'), fc.emailAddress()),
    Phone_Number: fc.oneof(weirdString, fc.constant('07700 900123')),
    Address: fc.oneof(weirdString, fc.constant('1 High Street')),
    CheckingPoint: fc.oneof(weirdString, fc.constant('Dagenham')),
    status: fc.oneof(weirdValue, fc.constantFrom('buy', 'sell')),
    title: fc.oneof(weirdValue, fc.constantFrom('Click & Collect', 'Click & Sell')),
    Orders: fc.oneof(fc.array(line, { maxLength: 6 }), weirdValue),
  },
  { requiredKeys: [] },
);

const fieldsObject = fc.dictionary(fc.constantFrom(...FIELDS), weirdValue, { maxKeys: 6 });

/** A request body: arbitrary JSON, objects with the API's field names and wrong values, or order-shaped. */
export const weirdBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: fieldsObject },
  { weight: 3, arbitrary: orderish },
  { weight: 1, arbitrary: weirdValue },
);

/** A query string of odd keys and values (and the ones the API reads: q, page, limit, redirect...). */
export const weirdQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom('q', 'page', 'limit', 'offset', 'redirect', 'code', 'state', 'from', 'to', 'days'),
    fc.string({ maxLength: 6 }),
  ),
  fc.oneof(weirdString, weirdNumber.map(String)),
  { maxKeys: 3 },
);
