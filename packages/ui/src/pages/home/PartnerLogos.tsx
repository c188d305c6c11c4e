/** Ways to pay in the branch, drawn as simple word marks (no third-party artwork is shipped). */
const PARTNERS = ['Visa Debit', 'Mastercard', 'Maestro', 'Cash', 'Apple Pay', 'Google Pay'] as const;

export function PartnerLogos() {
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <h2 id="partners-title" className="partners__title">
          Pay in store with
        </h2>
        <ul className="partners__list">
          {PARTNERS.map((p) => (
            <li key={p} className="partners__mark">
              {p}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
