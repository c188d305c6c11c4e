import { labels } from '@tm/core/messages';

export function Bullets() {
  return (
    <ul className="bullets">
      {labels.purchase.bullets.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}
