import { WAY_TITLE } from '@tm/core/ways';
import { formatMoney } from '@tm/core/money';
import type { Way } from '@tm/core';

/**
 * GBP volume per way (Click & Collect vs Click & Sell) as two horizontal SVG bars, each labelled with its
 * amount in text, so the numbers read the same with or without the drawing.
 */
export function VolumeByWayChart({ volume }: { volume: Record<Way, string> }) {
  const ways: Way[] = ['buy', 'sell'];
  const values = ways.map((w) => Math.max(0, Number(volume[w]) || 0));
  const max = Math.max(...values, 1);
  return (
    <figure className="dash-chart">
      <figcaption className="dash-chart__title">GBP volume by way</figcaption>
      <dl className="dash-volume">
        {ways.map((w, i) => (
          <div key={w} className="dash-volume__row">
            <dt>{WAY_TITLE[w]}</dt>
            <dd>
              <svg
                viewBox="0 0 100 10"
                preserveAspectRatio="none"
                className="dash-volume__bar"
                aria-hidden="true"
                focusable="false"
              >
                <rect x="0" y="0" width="100" height="10" rx="2" className="dash-volume__track" />
                <rect
                  x="0"
                  y="0"
                  width={((values[i] ?? 0) / max) * 100}
                  height="10"
                  rx="2"
                  className={`dash-volume__fill dash-volume__fill--${w}`}
                />
              </svg>
              <span className="dash-volume__amount">{formatMoney(volume[w], 'GBP')}</span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
