import { PAYMENT_MARKS } from '@tm/core/payment';

/** Ways to pay in the branch, the policy's (core payment.ts), drawn as simple word marks. */
export function PartnerLogos() {
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="partners__title">
          Pay in store with
        </h2>
        <ul className="partners__list">
          {PAYMENT_MARKS.map((p) => (
            <li key={p} className="partners__mark">
              {p}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
