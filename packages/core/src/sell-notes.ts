import { toDec } from './decimal';
import { formatMoney } from './money';
import { smallestNote } from './notes';
import type { Way } from './ways';

/** A note's value as people say it: "JP¥1,000", "€5", "KWD 0.25" keeps its fraction. */
const noteText = (note: string, code: string) => formatMoney(note, code).replace(/\.00$/, '');

/**
 * A Sell line the branch cannot take (issue 31.4): less than its smallest banknote, so the branch would buy
 * nothing and the remainder would be all of it. Null when at least one note is sold, or for Collect.
 */
export function belowSmallestNote(way: Way, fxAmount: string, code: string, rate: string): string | null {
  if (way !== 'sell') return null;
  const fx = toDec(fxAmount);
  if (fx === null) return null;
  const note = smallestNote(code, rate);
  if (fx.gte(note)) return null;
  const named = noteText(note.toString(), code);
  return `The smallest ${code.trim().toUpperCase()} note we take is ${named}: sell at least ${named}`;
}
