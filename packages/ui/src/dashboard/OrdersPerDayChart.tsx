import { format, parseISO } from 'date-fns';
import type { DayCount } from './chart-data';
import { niceMax } from './chart-data';
import { useWidth } from './use-width';

const H = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/**
 * Orders per day over the last 30 days as an SVG bar chart. The picture is for sighted staff; the same numbers
 * are in a table for screen readers, so no one depends on the drawing.
 */
export function OrdersPerDayChart({ days }: { days: DayCount[] }) {
  const [boxRef, W] = useWidth<HTMLDivElement>(640);
  // Fewer date labels when narrow, so they never overlap.
  const labelEvery = W < 480 ? 14 : 7;
  const max = niceMax(Math.max(...days.map((d) => d.count), 0));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(days.length, 1);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const total = days.reduce((s, d) => s + d.count, 0);
  // Orders are whole numbers: a half-way gridline only when it is one.
  const ticks = max % 2 === 0 ? [0, max / 2, max] : [0, max];

  return (
    <figure className="dash-chart">
      <figcaption className="dash-chart__title">Orders per day, last 30 days</figcaption>
      <div ref={boxRef}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          width={W}
          height={H}
          className="dash-chart__svg"
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="dash-chart__grid" />
              <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className="dash-chart__tick">
                {Number.isInteger(t) ? t : t.toFixed(1)}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const x = PAD.left + i * slot + slot * 0.15;
            const h = (d.count / max) * plotH;
            return (
              <rect
                key={d.date}
                x={x}
                y={y(d.count)}
                width={slot * 0.7}
                height={h}
                rx={2}
                className="dash-chart__bar"
              >
                <title>{`${format(parseISO(d.date), 'd MMM')}: ${d.count}`}</title>
              </rect>
            );
          })}
          {days.map((d, i) =>
            // Weekly labels counted back from today, so the last two never collide.
            (days.length - 1 - i) % labelEvery === 0 ? (
              <text
                key={d.date}
                x={i === days.length - 1 ? W - PAD.right : PAD.left + i * slot + slot / 2}
                y={H - 8}
                // Today's label ends at the edge rather than being cut by it.
                textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                className="dash-chart__tick"
              >
                {format(parseISO(d.date), 'd MMM')}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {/* Every order placed but those the branch deleted, unlike the tiles above it, which count the open and
          completed ones only. Said in full: "cancelled ones included" alone read as if deleted ones were too. */}
      <p className="dash-chart__note">
        {total} orders placed in 30 days, cancelled and expired ones included, not those the branch deleted
      </p>
      <div className="visually-hidden">
        <table>
          <caption>Orders per day, last 30 days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{format(parseISO(d.date), 'd MMMM yyyy')}</th>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
