import { purchaseBullets } from '@tm/core/order-texts';
import type { Way } from '@tm/core';

/** The spec's purchase bullets, made true for each way by the one policy (policy-texts.ts). */
export function Bullets({ way }: { way: Way }) {
  return (
    <ul className="bullets">
      {purchaseBullets(way).map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}
