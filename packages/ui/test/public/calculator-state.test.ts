import { describe, expect, it } from 'vitest';
import {
  amountFormView,
  calculate,
  cartLineFor,
  displayRate,
  fieldValue,
  pricingUnavailable,
} from '../../src/pages/home/calculator-state';
import { EUR } from './fake-store';

const JPY = { ...EUR, value: 'JPY', label: 'Japan', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

/** What the euro form says at its GBP field (Collect's rounding, Sell's whole notes) for what was typed. */
const gbpFieldNote = (way: 'buy' | 'sell', side: 'gbp' | 'fx', text: string) =>
  amountFormView({
    way,
    currency: EUR,
    code: 'EUR',
    currencies: [EUR],
    loading: false,
    typed: { side, text },
    submitted: false,
  }).rounding;

// docs/pricing.md worked numbers (EUR Rate 1.1650, Sell -1.1, Buy 1).
describe('calculator both ways', () => {
  it('Collect from GBP: £95 rounds up to £100 and gives €115.22', () => {
    const r = calculate({ way: 'buy', currency: EUR, side: 'gbp', text: '95' });
    expect(r).toEqual({ ok: true, quote: { gbp: '100.00', fx: '115.22', rate: '1.1522' } });
  });

  it('Collect from the foreign side: €250 gives £220 and €253.48', () => {
    const r = calculate({ way: 'buy', currency: EUR, side: 'fx', text: '250' });
    expect(r).toEqual({ ok: true, quote: { gbp: '220.00', fx: '253.48', rate: '1.1522' } });
  });

  it('Sell: €300 gives £254.95; £100 gives €117.67', () => {
    expect(calculate({ way: 'sell', currency: EUR, side: 'fx', text: '300' })).toMatchObject({
      ok: true,
      quote: { gbp: '254.95', fx: '300.00' },
    });
    expect(calculate({ way: 'sell', currency: EUR, side: 'gbp', text: '100' })).toMatchObject({
      ok: true,
      quote: { gbp: '100.00', fx: '117.67' },
    });
  });

  it('an empty field is not an error yet; 0, negatives, words and 3 dp are', () => {
    expect(calculate({ way: 'buy', currency: EUR, side: 'gbp', text: '  ' })).toEqual({
      ok: false,
      error: null,
    });
    for (const text of ['0', '-5', 'abc', '1e3', '1,00']) {
      expect(calculate({ way: 'buy', currency: EUR, side: 'gbp', text })).toEqual({
        ok: false,
        error: 'Please give correct amount',
      });
    }
    expect(calculate({ way: 'buy', currency: EUR, side: 'gbp', text: '12.345' })).toEqual({
      ok: false,
      error: 'Please give the amount in pounds and pence: at most 2 decimal places',
    });
  });

  it('takes amounts as people type them: "1,000", "£50", " 50 "', () => {
    const gbp = (text: string) => calculate({ way: 'sell', currency: EUR, side: 'gbp', text });
    expect(gbp('1,000')).toMatchObject({ ok: true, quote: { gbp: '1000.00' } });
    expect(gbp('£50')).toMatchObject({ ok: true, quote: { gbp: '50.00' } });
    expect(gbp(' 50 ')).toMatchObject({ ok: true, quote: { gbp: '50.00' } });
    expect(gbp('£1,250.50')).toMatchObject({ ok: true, quote: { gbp: '1250.50' } });
    // A bare decimal point as people write it: ".5" is 50p (Collect rounds it up to £10), "50." is £50 half typed.
    expect(calculate({ way: 'buy', currency: EUR, side: 'gbp', text: '.5' })).toMatchObject({
      ok: true,
      quote: { gbp: '10.00' },
    });
    expect(gbp('50.')).toMatchObject({ ok: true, quote: { gbp: '50.00' } });
    expect(calculate({ way: 'sell', currency: EUR, side: 'fx', text: '100.' })).toMatchObject({
      ok: true,
      quote: { fx: '100.00' },
    });
    expect(cartLineFor(EUR, 'sell', { side: 'gbp', text: '£1,000' })).toMatchObject({
      currencyMy: '1000.00',
    });
  });

  it('no currency known yet: a correct amount is not priced, and not called wrong', () => {
    expect(calculate({ way: 'buy', currency: undefined, side: 'gbp', text: '100' })).toEqual({
      ok: false,
      error: null,
    });
    expect(calculate({ way: 'buy', currency: undefined, side: 'gbp', text: 'abc' })).toEqual({
      ok: false,
      error: 'Please give correct amount',
    });
  });

  it('says why an amount cannot be priced: loading, an unknown currency, or no rates at all', () => {
    const base = { code: 'XYZ', anyRates: true, loading: false };
    expect(pricingUnavailable({ ...base, currency: EUR })).toBeNull();
    expect(pricingUnavailable({ ...base, currency: undefined, loading: true })).toBe(
      "Getting today's rates…",
    );
    expect(pricingUnavailable({ ...base, currency: undefined })).toBe(
      'Sorry, we do not offer XYZ at the moment.',
    );
    expect(pricingUnavailable({ ...base, currency: undefined, anyRates: false })).toBe(
      "Today's rates are not available right now. Please try again shortly.",
    );
  });

  it('an amount form: the quote, the rate, and "Please give correct amount" only once submitted empty', () => {
    const base = { way: 'buy', currency: EUR, code: 'EUR', currencies: [EUR], loading: false } as const;
    const quoted = amountFormView({ ...base, typed: { side: 'gbp', text: '95' }, submitted: false });
    expect(quoted).toMatchObject({ rate: '1.1522', unavailable: null, amountError: null });
    expect(quoted.result).toMatchObject({ ok: true, quote: { gbp: '100.00', fx: '115.22' } });
    const empty = { ...base, typed: { side: 'gbp', text: '' } } as const;
    expect(amountFormView({ ...empty, submitted: false }).amountError).toBeNull();
    expect(amountFormView({ ...empty, submitted: true }).amountError).toBe('Please give correct amount');
    const waiting = { ...base, currency: undefined, currencies: [], loading: true };
    expect(
      amountFormView({ ...waiting, typed: { side: 'gbp', text: '100' }, submitted: true }),
    ).toMatchObject({
      rate: null,
      unavailable: "Getting today's rates…",
      amountError: 'Please give correct amount',
    });
  });

  it('the cart line of what was typed, on either side', () => {
    expect(cartLineFor(EUR, 'buy', { side: 'gbp', text: ' 95 ' })).toMatchObject({
      currencyTake: '100.00',
      currencyTakecurrent: 'GBP',
      currencyMy: '115.22',
      currencyMycurrent: 'EUR',
      status: 'buy',
    });
    expect(cartLineFor(EUR, 'sell', { side: 'fx', text: '300' })).toMatchObject({
      currencyTake: '300.00',
      currencyMy: '254.95',
      status: 'sell',
    });
  });

  it("today's rate per way, 4 dp", () => {
    expect(displayRate(EUR, 'buy')).toBe('1.1522');
    expect(displayRate(EUR, 'sell')).toBe('1.1767');
    expect(displayRate(undefined, 'buy')).toBeNull();
  });

  it('the typed field keeps what was typed, the other shows the computed amount', () => {
    const r = calculate({ way: 'buy', currency: EUR, side: 'gbp', text: '95' });
    expect(fieldValue('gbp', 'gbp', '95', r)).toBe('95');
    expect(fieldValue('fx', 'gbp', '95', r)).toBe('115.22');
    expect(fieldValue('fx', 'gbp', '0', { ok: false, error: 'x' })).toBe('');
  });

  it('the order limits: a line over the maximum is refused with it, a line under the minimum is left to the cart', () => {
    const base = { way: 'buy', currency: EUR, code: 'EUR', currencies: [EUR], loading: false } as const;
    const limits = { minGbp: '50.00', maxGbp: '5000.00' };
    const over = amountFormView({ ...base, typed: { side: 'fx', text: '6000' }, submitted: false, limits });
    expect(over).toMatchObject({
      result: { ok: false },
      amountError: 'Orders can be up to £5,000.00',
      otherFieldHint: 'Enter a valid amount in EUR to see the GBP amount',
    });
    // Pounds past anything the API takes are over the limit too, said the same way.
    const huge = amountFormView({
      ...base,
      typed: { side: 'gbp', text: '99999999999999999999' },
      submitted: false,
      limits,
    });
    expect(huge).toMatchObject({ result: { ok: false }, amountError: 'Orders can be up to £5,000.00' });
    // Other lines may bring the order over the minimum: the cart checks the total.
    const small = amountFormView({ ...base, typed: { side: 'gbp', text: '20' }, submitted: false, limits });
    expect(small).toMatchObject({ result: { ok: true }, amountError: null, otherFieldHint: null });
  });
});

describe('amounts follow the currency (issue 31.4)', () => {
  const JPY = { ...EUR, value: 'JPY', label: 'Japan', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

  it('refuses a fraction of a yen typed on the yen side, both ways; pounds keep their pence', () => {
    for (const way of ['buy', 'sell'] as const) {
      expect(calculate({ way, currency: JPY, side: 'fx', text: '38000.50' })).toEqual({
        ok: false,
        error: 'JPY has no smaller unit: give a whole number of JPY',
      });
    }
    expect(calculate({ way: 'sell', currency: JPY, side: 'fx', text: '38000.00' }).ok).toBe(true);
    expect(calculate({ way: 'sell', currency: EUR, side: 'fx', text: '300.50' }).ok).toBe(true);
  });

  it('refuses selling less than the smallest note, naming it, typed on either side', () => {
    const refused = {
      ok: false,
      error: 'The smallest JPY note we take is JP¥1,000: sell at least JP¥1,000',
    };
    expect(calculate({ way: 'sell', currency: JPY, side: 'fx', text: '500' })).toEqual(refused);
    expect(calculate({ way: 'sell', currency: JPY, side: 'gbp', text: '2' })).toEqual(refused);
    expect(calculate({ way: 'sell', currency: JPY, side: 'fx', text: '1000' }).ok).toBe(true);
    // Collect is never refused for it: the remainder is paid back in GBP.
    expect(calculate({ way: 'buy', currency: JPY, side: 'gbp', text: '2' }).ok).toBe(true);
  });

  it('says the £10 rounding at the GBP field only when it changed the amount', () => {
    const view = gbpFieldNote;
    const said = 'Click & Collect amounts are rounded up to the next £10';
    expect(view('buy', 'gbp', '600.50')).toBe(said);
    expect(view('buy', 'gbp', '5')).toBe(said);
    expect(view('buy', 'fx', '700')).toBe(said);
    expect(view('buy', 'gbp', '600')).toBeNull();
    expect(view('buy', 'gbp', '600.00')).toBeNull();
  });

  it("says at the GBP field when Click & Sell's whole notes pay other than the pounds typed", () => {
    const view = (side: 'gbp' | 'fx', text: string) => gbpFieldNote('sell', side, text);
    // £100 wanted is €117.67; the branch buys the €115.00 in notes, which pay £97.73 (the customer walk's case).
    expect(view('gbp', '100')).toBe('We buy whole notes only: €115.00 in notes pays you £97.73');
    // The foreign side typed: the GBP field already shows what the notes pay, so there is nothing to explain.
    expect(view('fx', '117.67')).toBeNull();
    expect(view('fx', '300')).toBeNull();
    // Not an amount yet: the field's own error speaks.
    expect(view('gbp', 'abc')).toBeNull();
  });
});

describe('yen in whole units (issue 31.4)', () => {
  it('Collect £500 of yen computes ¥81,579 and the field shows it without decimals', () => {
    const r = calculate({ way: 'buy', currency: JPY, side: 'gbp', text: '500' });
    expect(r).toMatchObject({ ok: true, quote: { gbp: '500.00', fx: '81579.00' } });
    expect(fieldValue('fx', 'gbp', '500', r, true)).toBe('81579');
    expect(fieldValue('fx', 'gbp', '500', r, false)).toBe('81579.00');
  });

  it('Sell by the pound computes whole yen to bring, and the pounds they buy', () => {
    const r = calculate({ way: 'sell', currency: JPY, side: 'gbp', text: '100' });
    expect(r.ok && r.quote.fx).toMatch(/^\d+\.00$/);
  });

  it('a typed fraction of a yen is refused, naming the rule', () => {
    expect(calculate({ way: 'sell', currency: JPY, side: 'fx', text: '38000.5' })).toEqual({
      ok: false,
      error: 'JPY has no smaller unit: give a whole number of JPY',
    });
  });
});
