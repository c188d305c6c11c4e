import { labels } from '@tm/core/messages';
import type { Way } from '@tm/core';

/** The spec's purchase bullets; a Click & Sell page adds what applies to selling (issue 16.7). */
export function Bullets({ way }: { way: Way }) {
  const bullets =
    way === 'sell' ? [...labels.purchase.bullets, ...labels.purchase.sellBullets] : labels.purchase.bullets;
  return (
    <ul className="bullets">
      {bullets.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}
