import type { Currency } from '@tm/core';

const MARKS = {
  up: { glyph: '▲', words: 'up' },
  down: { glyph: '▼', words: 'down' },
  flat: { glyph: '▬', words: 'flat' },
} as const;

/**
 * The small 7-day trend beside a currency (up: the pound buys more than a week ago), from the list's own
 * `trend7d`, so no row asks the server for anything. Shape and words, not colour alone, carry it.
 */
export function TrendMark({ currency }: { currency: Currency }) {
  if (!currency.trend7d) return null;
  const { glyph, words } = MARKS[currency.trend7d];
  const text = `${words} over 7 days${currency.sample ? ' (sample data)' : ''}`;
  return (
    <span className={`trend trend--${currency.trend7d}`} title={text} data-testid="trend">
      <span aria-hidden="true">{glyph}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
