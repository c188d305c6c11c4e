import { AMOUNT_DECIMALS, BASE_CURRENCY } from './constants';
import { Dec, toDec } from './decimal';
import { foreignCode, type LineCodes } from './line-sides';
import type { Way } from './ways';

/**
 * The smallest banknote the branch hands over or takes, per currency (Terms: banknotes only, no coins). GBP is
 * not listed: it is the base, and the remainder of every line is settled in it (coins included). Values are
 * in units of the currency, as decimal text.
 */
export const SMALLEST_NOTE: Readonly<Record<string, string>> = {
  EUR: '5',
  USD: '1',
  JPY: '1000',
  TRY: '5',
  AED: '5',
  CHF: '10',
  AUD: '5',
  CAD: '5',
  NZD: '5',
  THB: '20',
  INR: '10',
  CNY: '1',
  HKD: '10',
  SGD: '2',
  ZAR: '10',
  MXN: '20',
  PLN: '10',
  CZK: '100',
  HUF: '500',
  DKK: '50',
  NOK: '50',
  SEK: '20',
  ISK: '500',
  EGP: '5',
  MAD: '20',
  ILS: '20',
  SAR: '5',
  QAR: '1',
  KRW: '1000',
  IDR: '1000',
  VND: '10000',
  PHP: '20',
  MYR: '1',
  BRL: '2',
  KWD: '0.25',
};

/** Steps of the usual 1-2-5 note series, for a currency the table does not know. */
const NOTE_SERIES = ['1', '2', '5'] as const;

/**
 * The smallest note of `code`. For a currency not in SMALLEST_NOTE no fixed number fits (a 5 would be a
 * coin in forints and not exist in rupiah), so the default follows the rate: the smallest value of the
 * 1-2-5 series worth at least £1 at `rate`. Almost every currency's smallest note is worth less than that, so
 * the guess is a real note or a multiple of one: the branch is never asked for a note that does not exist,
 * and at worst a little more of the line is settled in GBP.
 */
export function smallestNote(code: string, rate: string): Dec {
  const known = SMALLEST_NOTE[code.trim().toUpperCase()];
  if (known !== undefined) return new Dec(known);
  const perPound = toDec(rate);
  if (perPound === null || !perPound.gt(0)) throw new RangeError(`Not a rate: ${rate}`);
  let scale = new Dec(10).pow(perPound.log(10).floor().minus(1));
  for (;;) {
    for (const step of NOTE_SERIES) {
      const note = scale.mul(step);
      if (note.gte(perPound)) return note;
    }
    scale = scale.mul(10);
  }
}

/** A foreign amount split into what changes hands in notes and what is left, with the latter's GBP value. */
export interface NotesSplit {
  /** The foreign code. */
  code: string;
  /** The smallest note used, decimal text ("5", "1000"). */
  note: string;
  /** The part handed over in notes, 2 dp: the largest multiple of `note` not above the amount. */
  notes: string;
  /** The rest, 2 dp, in the foreign currency (below one note). */
  remainder: string;
  /** The rest in GBP at the line's 4-dp customer rate, 2 dp half-up. */
  remainderGbp: string;
}

const fixed2 = (d: Dec) => d.toDecimalPlaces(AMOUNT_DECIMALS, Dec.ROUND_HALF_UP).toFixed(AMOUNT_DECIMALS);

/**
 * Splits a priced foreign amount (the spec's numbers, unchanged) into notes and remainder: €115.22 at 1.1522 is
 * €115 in notes and €0.22, worth £0.19. `rate` is units of the currency per 1 GBP, as on the line.
 */
export function splitIntoNotes(amount: string, code: string, rate: string): NotesSplit {
  const fx = toDec(amount);
  if (fx === null || fx.isNeg()) throw new RangeError(`Not an amount: ${amount}`);
  const perPound = toDec(rate);
  if (perPound === null || !perPound.gt(0)) throw new RangeError(`Not a rate: ${rate}`);
  const note = smallestNote(code, rate);
  const notes = fx.div(note).floor().mul(note);
  const remainder = fx.minus(notes);
  return {
    code: code.trim().toUpperCase(),
    note: note.toString(),
    notes: fixed2(notes),
    remainder: fixed2(remainder),
    remainderGbp: fixed2(remainder.div(perPound)),
  };
}

/** What a line needs to be split: its codes, its foreign amount on its way's side, and its rate. */
export interface NotesLine extends LineCodes {
  currencyTake: string;
  currencyMy?: string;
  Rate?: string;
}

/**
 * The notes split of a line's foreign side: what a Collect customer receives (`currencyMy`), what a Sell
 * customer brings (`currencyTake`). Null while the line has no rate or no foreign amount yet (an outbox quote).
 */
export function lineNotesSplit(line: NotesLine, way: Way): NotesSplit | null {
  const code = foreignCode(line, way);
  const amount = way === 'buy' ? line.currencyMy : line.currencyTake;
  if (!amount || !line.Rate || code === BASE_CURRENCY) return null;
  return splitIntoNotes(amount, code, line.Rate);
}

/** "€115.00" → "€115", "115.00 EUR" → "115 EUR": a sum of notes reads as whole notes. */
const withoutZeroPence = (text: string) => text.replace(/\.00(?!\d)/, '');

/**
 * The sentence the screens and emails show for a split, with their own money format (`formatMoney` or
 * `formatAmountWithCode`):
 * - Collect: "€115 in notes, €0.22 (£0.19) paid back in GBP"; "€115 in notes" when nothing is left;
 * - Sell: "€115 in notes; the branch takes notes only, so €2.67 (£2.27) is not exchanged".
 * A statement, not an instruction ("Bring …"): the same words serve a live order, a receipt and the staff
 * screens (what to bring is said once, in core order-texts.ts's paymentText).
 */
export function notesText(
  split: NotesSplit,
  way: Way,
  formatAmount: (amount: string, code: string) => string,
): string {
  const notes = withoutZeroPence(formatAmount(split.notes, split.code));
  const left = new Dec(split.remainder).gt(0)
    ? `${formatAmount(split.remainder, split.code)} (${formatAmount(split.remainderGbp, BASE_CURRENCY)})`
    : null;
  if (way === 'buy') return left ? `${notes} in notes, ${left} paid back in GBP` : `${notes} in notes`;
  return left
    ? `${notes} in notes; the branch takes notes only, so ${left} is not exchanged`
    : `${notes} in notes`;
}
