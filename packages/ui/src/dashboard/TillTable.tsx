import { formatMoney } from '@tm/core/money';
import type { TillLine } from '@tm/core';
import { CardTable } from '../components/CardTable';

const COLUMNS = [
  'Collect: notes to hand over',
  'Collect: GBP paid back',
  'Collect: GBP taken',
  'Sell: notes coming in',
  'Sell: GBP to pay out',
] as const;

/** "€690 (2)" — an amount and the number of orders it is for; a dash when there are none. */
const forOrders = (amount: string, code: string, orders: number) =>
  orders === 0 ? (
    '—'
  ) : (
    // One element: a stacked cell (phone) lays its label and value out as two grid items.
    <span>
      {formatMoney(amount, code)} <span className="muted">({orders})</span>
    </span>
  );

/**
 * Per currency what the till needs for the open orders, line by line as each customer was told (core's
 * `tillLines`): Collect hands over whole notes, pays back in GBP what is below the smallest note and takes the
 * GBP; Sell takes notes in and pays GBP out.
 */
export function TillTable({ till }: { till: TillLine[] }) {
  return (
    <section className="dash-today__block" aria-labelledby="today-till">
      <h3 id="today-till">For the till (open orders)</h3>
      {till.length === 0 ? (
        <p className="dash-empty">Nothing to prepare.</p>
      ) : (
        // The table holds nothing focusable: its scrolling box takes focus instead (scrollRegion).
        <CardTable
          caption="What the till needs per currency"
          columns={['Currency', ...COLUMNS]}
          testId="till"
          scrollRegion="Till per currency"
        >
          {till.map((t) => {
            const cells = [
              forOrders(t.collectNotes, t.code, t.collectOrders),
              t.collectOrders === 0 ? '—' : formatMoney(t.collectGbpBack, 'GBP'),
              t.collectOrders === 0 ? '—' : formatMoney(t.collectGbp, 'GBP'),
              forOrders(t.sellNotes, t.code, t.sellOrders),
              t.sellOrders === 0 ? '—' : formatMoney(t.sellGbp, 'GBP'),
            ];
            return (
              <tr key={t.code}>
                <th scope="row" data-label="Currency" className="mono">
                  {t.code}
                </th>
                {cells.map((cell, i) => (
                  <td key={COLUMNS[i]} data-label={COLUMNS[i]} className="dash-amount">
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </CardTable>
      )}
    </section>
  );
}
