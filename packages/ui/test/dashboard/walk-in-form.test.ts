import { describe, expect, it } from 'vitest';
import { EUR, USD } from '@tm/core/fixtures';
import { messages } from '@tm/core/messages';
import { formatMoney } from '@tm/core/money';
import { lineNotesSplit } from '@tm/core/notes';
import { lineGbpSettled } from '@tm/core/order-money';
import {
  canAddLine,
  draftWalkIn,
  emptyWalkIn,
  walkInLineText,
  type WalkInForm,
} from '../../src/dashboard/walk-in-form';

const JPY = { ...EUR, value: 'JPY', label: 'Japan', Rate: '188.0000' };
const CURRENCIES = [EUR, USD, JPY];
const LIMITS = { minGbp: '0', maxGbp: '5000' };

const filled = (over: Partial<WalkInForm> = {}): WalkInForm => ({
  ...emptyWalkIn('dagenham'),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700 900123',
  address: '1 High Road, Dagenham',
  lines: [{ code: 'EUR', gives: '100' }],
  ...over,
});

const fields = (form: WalkInForm) => {
  const draft = draftWalkIn(form, CURRENCIES, LIMITS);
  return draft.ok ? [] : draft.problems.map((p) => p.field);
};

describe('the walk-in form (issue 30)', () => {
  it('makes the order the website would: £100 of euros is €115.22 at 1.1522, Click & Collect', () => {
    const draft = draftWalkIn(filled(), CURRENCIES, LIMITS);
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    expect(draft.totalGbp).toBe('100.00');
    expect(draft.request).toMatchObject({
      Name: 'Ada Lovelace',
      CheckingPoint: 'dagenham',
      status: 'buy',
      title: 'Click & Collect',
      Orders: [
        {
          currencyTake: '100.00',
          currencyTakecurrent: 'GBP',
          currencyMy: '115.22',
          currencyMycurrent: 'EUR',
          Rate: '1.1522',
        },
      ],
    });
  });

  it('rounds a Collect amount up to the next £10, as the calculator does', () => {
    const draft = draftWalkIn(filled({ lines: [{ code: 'EUR', gives: '95.50' }] }), CURRENCIES, LIMITS);
    expect(draft.totalGbp).toBe('100.00');
  });

  it('prices a Sell line from the currency the customer brings, and pays them pounds', () => {
    const draft = draftWalkIn(
      filled({ way: 'sell', lines: [{ code: 'USD', gives: '200' }] }),
      CURRENCIES,
      LIMITS,
    );
    expect(draft.ok).toBe(true);
    if (!draft.ok) return;
    expect(draft.request.title).toBe('Click & Sell');
    expect(draft.request.Orders[0]).toMatchObject({ currencyTake: '200.00', currencyTakecurrent: 'USD' });
    expect(draft.request.Orders[0]?.currencyMycurrent).toBe('GBP');
  });

  it('names every empty field of an empty form, details first, the line after', () => {
    expect(fields(emptyWalkIn('dagenham'))).toEqual(['name', 'email', 'phone', 'address', 'line-0-code']);
  });

  it('refuses a bad email and phone with the order schema’s own words', () => {
    const draft = draftWalkIn(filled({ email: 'ada@', phone: 'call me' }), CURRENCIES, LIMITS);
    expect(draft.ok).toBe(false);
    if (draft.ok) return;
    expect(draft.problems).toEqual([
      { field: 'email', message: messages.enterValidEmail },
      { field: 'phone', message: expect.stringMatching(/phone/i) },
    ]);
  });

  it('refuses an amount that is not one, a yen fraction, and a Sell below the smallest note', () => {
    expect(fields(filled({ lines: [{ code: 'EUR', gives: 'ten' }] }))).toEqual(['line-0-gives']);
    expect(fields(filled({ way: 'sell', lines: [{ code: 'JPY', gives: '38000.50' }] }))).toEqual([
      'line-0-gives',
    ]);
    const draft = draftWalkIn(
      filled({ way: 'sell', lines: [{ code: 'EUR', gives: '3' }] }),
      CURRENCIES,
      LIMITS,
    );
    expect(draft.ok ? null : draft.problems[0]?.message).toMatch(/^The smallest EUR note we take is €5/);
  });

  it('refuses a second line of the same currency and an order over the limit, naming the line', () => {
    expect(
      fields(
        filled({
          lines: [
            { code: 'EUR', gives: '100' },
            { code: 'EUR', gives: '50' },
          ],
        }),
      ),
    ).toEqual(['line-1-code']);
    const over = draftWalkIn(
      filled({
        lines: [
          { code: 'EUR', gives: '3000' },
          { code: 'USD', gives: '2500' },
        ],
      }),
      CURRENCIES,
      LIMITS,
    );
    expect(over.ok ? null : over.problems).toEqual([
      { field: 'line-1-code', message: expect.stringContaining('£5,000.00') },
    ]);
  });

  it('says the lower limit once the lines are right', () => {
    const draft = draftWalkIn(filled(), CURRENCIES, { minGbp: '150', maxGbp: '5000' });
    expect(draft.ok ? null : draft.problems).toEqual([
      { field: 'lines', message: expect.stringContaining('£150.00') },
    ]);
  });

  it('takes up to four lines', () => {
    const line = { code: '', gives: '' };
    expect(canAddLine(filled({ lines: [line, line, line] }))).toBe(true);
    expect(canAddLine(filled({ lines: [line, line, line, line] }))).toBe(false);
  });
});

// An audit found the form saying "The customer is paid £257.22" for €302.67, and the order then saying
// £254.95 on its page and in the email: a Sell customer is paid for the notes the branch takes.
describe('what the walk-in form says a Sell customer is paid', () => {
  const draft = draftWalkIn(
    filled({ way: 'sell', lines: [{ code: 'EUR', gives: '302.67' }] }),
    CURRENCIES,
    LIMITS,
  );
  const [line] = draft.lines;

  it('totals the notes the branch takes, as the email will', () => {
    expect(draft.totalGbp).toBe(lineGbpSettled(line!, 'sell'));
    expect(Number(draft.totalGbp)).toBeLessThan(Number(line!.currencyMy));
  });

  it('says it per line, with what is not exchanged', () => {
    expect(walkInLineText(line!, 'sell')).toBe(
      `Gets ${formatMoney(draft.totalGbp, 'GBP')} at ${line!.Rate} for €300 in notes; the branch takes notes only, so €2.67 (${formatMoney(lineNotesSplit(line!, 'sell')!.remainderGbp, 'GBP')}) is not exchanged`,
    );
  });

  it('still weighs the limits on the priced amount', () => {
    const near = draftWalkIn(filled({ way: 'sell', lines: [{ code: 'EUR', gives: '302.67' }] }), CURRENCIES, {
      minGbp: '0',
      maxGbp: draft.totalGbp,
    });
    expect(near.ok).toBe(false);
  });
});
