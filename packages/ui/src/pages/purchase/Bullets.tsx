import { beforeYouStartTexts, purchaseBullets } from '@tm/core/order-texts';
import type { OrderLimits } from '@tm/core/order-limits';
import type { Branch, Way } from '@tm/core';

/**
 * The spec's purchase bullets, made true for each way by the one policy (policy-texts.ts), then what the UK
 * peers say before a customer starts: the limits, the opening hours and the notes (issue 31).
 */
export function Bullets({ way, branch, limits }: { way: Way; branch: Branch; limits: OrderLimits | null }) {
  return (
    <ul className="bullets">
      {[...purchaseBullets(way), ...beforeYouStartTexts(way, branch, limits)].map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}
