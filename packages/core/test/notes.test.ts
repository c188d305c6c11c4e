import { describe, expect, it } from 'vitest';
import {
  formatAmountWithCode,
  formatMoney,
  lineNotesSplit,
  makeCartLine,
  notesText,
  smallestNote,
  splitIntoNotes,
} from '../src/index';
import { EUR, USD, orderLine } from '../fixtures';

const JPY = { value: 'JPY', Rate: '167.3420', Sell: '-2.5', Buy: '3' };

describe('smallest notes', () => {
  // [code, customer rate, smallest note]
  it.each([
    ['EUR', '1.1522', '5'],
    ['usd', '1.3233', '1'],
    ['JPY', '163.1585', '1000'],
    ['CHF', '1.1', '10'],
    ['THB', '44', '20'],
  ])('knows the common currencies: %s', (code, rate, note) => {
    expect(smallestNote(code, rate).toString()).toBe(note);
  });

  it.each([
    ['1.1522', '2'],
    ['0.9', '1'],
    ['450.1234', '500'],
    ['21000', '50000'],
    ['0.3900', '0.5'],
    ['5', '5'],
  ])('defaults, for an unknown currency at %s, to the 1-2-5 value worth at least £1 (%s)', (rate, note) => {
    expect(smallestNote('XAA', rate).toString()).toBe(note);
  });
});

describe('splitIntoNotes (worked numbers of docs/pricing.md, pricing unchanged)', () => {
  // Each case: the line a customer makes, its customer rate, the foreign amount it receives (Collect) or
  // brings (Sell), and how that amount splits into notes and a remainder.
  it.each([
    {
      title: 'EUR: £100 collect gives €115.22: €115 in notes, €0.22 worth £0.19 at 1.1522',
      line: { currency: EUR, way: 'buy', gbp: '95' },
      at: ['1.1522', '115.22'],
      split: { code: 'EUR', note: '5', notes: '115.00', remainder: '0.22', remainderGbp: '0.19' },
    },
    {
      title: 'JPY: £500 collect gives ¥81,579 (whole yen): ¥81,000 in notes, ¥579 worth £3.55 at 163.1585',
      line: { currency: JPY, way: 'buy', gbp: '500' },
      at: ['163.1585', '81579.00'],
      split: { code: 'JPY', note: '1000', notes: '81000.00', remainder: '579.00', remainderGbp: '3.55' },
    },
    {
      title: 'USD: £100 collect gives $132.33 at 1.3233: $132 in notes, $0.33 worth £0.25',
      line: { currency: USD, way: 'buy', gbp: '100' },
      at: ['1.3233', '132.33'],
      split: { code: 'USD', note: '1', notes: '132.00', remainder: '0.33', remainderGbp: '0.25' },
    },
    {
      title:
        'Sell: the customer brings notes only; €117.67 (sell £100) is €115 in notes and €2.67 worth £2.27',
      line: { currency: EUR, way: 'sell', gbp: '100' },
      at: ['1.1767', '117.67'],
      split: { code: 'EUR', note: '5', notes: '115.00', remainder: '2.67', remainderGbp: '2.27' },
    },
  ] as const)('$title', ({ line: typed, at: [rate, amount], split }) => {
    const line = makeCartLine({ ...typed, id: 'a' });
    expect(line.Rate).toBe(rate);
    expect(typed.way === 'buy' ? line.currencyMy : line.currencyTake).toBe(amount);
    expect(lineNotesSplit(line, typed.way)).toEqual(split);
  });

  it('an amount below one note is all remainder; an exact multiple has none', () => {
    expect(splitIntoNotes('4.99', 'EUR', '1.1522')).toMatchObject({ notes: '0.00', remainder: '4.99' });
    expect(splitIntoNotes('300', 'EUR', '1.1767')).toMatchObject({
      notes: '300.00',
      remainder: '0.00',
      remainderGbp: '0.00',
    });
  });

  it('has nothing to split for a quote with no received amount yet', () => {
    expect(lineNotesSplit(orderLine({ currencyMy: undefined }), 'buy')).toBeNull();
  });
});

describe('notesText', () => {
  it('says what is handed over in notes and what comes back in GBP', () => {
    const split = splitIntoNotes('115.22', 'EUR', '1.1522');
    expect(notesText(split, 'buy', formatMoney)).toBe('€115 in notes, €0.22 (£0.19) paid back in GBP');
    expect(notesText(split, 'buy', formatAmountWithCode)).toBe(
      '115 EUR in notes, 0.22 EUR (0.19 GBP) paid back in GBP',
    );
    expect(notesText(splitIntoNotes('81579', 'JPY', '163.1585'), 'buy', formatMoney)).toBe(
      'JP¥81,000 in notes, JP¥579 (£3.55) paid back in GBP',
    );
    expect(notesText(splitIntoNotes('120', 'EUR', '1.1522'), 'buy', formatMoney)).toBe('€120 in notes');
  });

  it('tells a seller the branch takes notes only', () => {
    expect(notesText(splitIntoNotes('117.67', 'EUR', '1.1767'), 'sell', formatMoney)).toBe(
      '€115 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged',
    );
  });
});
