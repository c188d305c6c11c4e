import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { labels } from '@tm/core/labels';
import { rateRange } from '@tm/core/rate-history';
import type { RateHistory } from '@tm/core';
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  PAD,
  chartGeometry,
  labelWithTime,
  linePath,
  pointLabel,
} from './rate-chart-geometry';
import { TableHead } from './TableHead';
import './rate-chart.css';

const R = labels.exchangeRates;

/** Below this the box is drawn smaller than its units (the dates would overlap): 240 px is below any phone. */
const MIN_CHART_WIDTH = 240;

/**
 * A currency's two customer rates over a period, drawn by hand in SVG (no chart library: the customer pages
 * keep their JavaScript budget). Accessible three ways: a data table for screen readers with every point,
 * the points themselves reachable by keyboard (one tab stop, then the arrow keys, Home and End; each point
 * names its date and both rates), and the period's high and low in words beside it. Sample data says so.
 */
export function RateChart({ history }: { history: RateHistory }) {
  const id = useId();
  const { points } = history;
  const [active, setActive] = useState(points.length - 1);
  const refs = useRef<Array<SVGCircleElement | null>>([]);
  // The SVG box is as wide in its own units as it is drawn in CSS px, so the 12 px axis text is 12 px on a
  // phone too (issue 31.9: a 640-unit box drawn 280 px wide made it ~5 px). CHART_WIDTH until measured.
  const figureRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(CHART_WIDTH);
  useEffect(() => {
    const el = figureRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.clientWidth);
      if (w > 0) setWidth(Math.max(MIN_CHART_WIDTH, w));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const label = (i: number) => pointLabel(points[i]!.at, labelWithTime(points, i, history.days));
  const current = Math.min(active, points.length - 1);
  const caption = `${history.value} customer rates for 1 GBP over the last ${history.days} days${history.sample ? ' (sample data)' : ''}`;

  if (points.length === 0) return <p className="muted">No rates recorded for this period yet.</p>;

  const g = chartGeometry(points, width);
  const collect = rateRange(points.map((p) => p.collect));
  const sell = rateRange(points.map((p) => p.sell));
  const describe = (i: number) => {
    const p = points[i]!;
    return `${label(i)}: ${R.clickCollectTab} ${p.collect}, ${R.clickSellTab} ${p.sell}`;
  };

  const move = (e: KeyboardEvent<SVGCircleElement>, i: number) => {
    const to =
      e.key === 'ArrowRight' || e.key === 'ArrowUp'
        ? i + 1
        : e.key === 'ArrowLeft' || e.key === 'ArrowDown'
          ? i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? points.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(points.length - 1, to));
    setActive(next);
    refs.current[next]?.focus();
  };

  const ticks = [g.max, (g.max + g.min) / 2, g.min];
  const digits = Math.min(4, Math.max(2, 4 - Math.floor(Math.log10(Math.max(1, g.max)))));

  return (
    <figure className="rate-chart" aria-labelledby={`${id}-caption`} ref={figureRef}>
      <figcaption id={`${id}-caption`} className="rate-chart__caption">
        {caption}
        {history.sample && <span className="rate-chart__sample">Sample data</span>}
      </figcaption>
      <ul className="rate-chart__legend" aria-hidden="true">
        <li className="rate-chart__key rate-chart__key--collect">{R.clickCollectTab} (we sell)</li>
        <li className="rate-chart__key rate-chart__key--sell">{R.clickSellTab} (we buy)</li>
      </ul>
      <svg
        className="rate-chart__svg"
        viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
        role="group"
        aria-label={`${caption}. Use the arrow keys to move between points.`}
      >
        {ticks.map((t) => (
          <g key={t} aria-hidden="true">
            <line
              className="rate-chart__grid"
              x1={PAD.left}
              x2={width - PAD.right}
              y1={g.yOf(t)}
              y2={g.yOf(t)}
            />
            <text className="rate-chart__axis" x={PAD.left - 6} y={g.yOf(t) + 4} textAnchor="end">
              {t.toFixed(digits)}
            </text>
          </g>
        ))}
        <g aria-hidden="true">
          <text className="rate-chart__axis" x={PAD.left} y={CHART_HEIGHT - 8}>
            {pointLabel(points[0]!.at, false)}
          </text>
          <text className="rate-chart__axis" x={width - PAD.right} y={CHART_HEIGHT - 8} textAnchor="end">
            {pointLabel(points.at(-1)!.at, false)}
          </text>
          <path className="rate-chart__line rate-chart__line--collect" d={linePath(g.xs, g.collectYs)} />
          <path className="rate-chart__line rate-chart__line--sell" d={linePath(g.xs, g.sellYs)} />
          <line
            className="rate-chart__cursor"
            x1={g.xs[current]}
            x2={g.xs[current]}
            y1={PAD.top}
            y2={CHART_HEIGHT - PAD.bottom}
          />
          <circle
            className="rate-chart__dot rate-chart__dot--sell"
            cx={g.xs[current]}
            cy={g.sellYs[current]}
            r={4}
          />
        </g>
        {points.map((p, i) => (
          <circle
            key={p.at}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className={`rate-chart__point${i === current ? ' rate-chart__point--active' : ''}`}
            cx={g.xs[i]}
            cy={g.collectYs[i]}
            r={i === current ? 5 : 3}
            tabIndex={i === current ? 0 : -1}
            role="img"
            aria-label={describe(i)}
            data-testid="rate-chart-point"
            onFocus={() => setActive(i)}
            onMouseEnter={() => setActive(i)}
            onKeyDown={(e) => move(e, i)}
          />
        ))}
      </svg>
      <p className="rate-chart__readout" aria-hidden="true">
        {describe(current)}
      </p>
      {collect && sell && (
        <dl className="rate-chart__range" data-testid="rate-chart-range">
          {[
            [`${R.clickCollectTab} high`, collect.high],
            [`${R.clickCollectTab} low`, collect.low],
            [`${R.clickSellTab} high`, sell.high],
            [`${R.clickSellTab} low`, sell.low],
          ].map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {/* A table ignores the 1px width of .visually-hidden and would widen the page: its wrapper is hidden. */}
      <div className="visually-hidden">
        <table data-testid="rate-chart-table">
          <caption>{caption}</caption>
          <TableHead columns={['Date', `${R.clickCollectTab} rate`, `${R.clickSellTab} rate`]} />
          <tbody>
            {points.map((p, i) => (
              <tr key={p.at}>
                <th scope="row">
                  <time dateTime={p.at}>{label(i)}</time>
                  {p.sample ? ' (sample)' : ''}
                </th>
                <td>{p.collect}</td>
                <td>{p.sell}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
