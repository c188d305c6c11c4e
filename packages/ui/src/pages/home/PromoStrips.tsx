/** The promise strip under the hero (spec §1's claims). */
const PROMISES = [
  { title: 'Zero commission', text: 'No commission and no hidden charges.' },
  { title: 'Competitive rates', text: 'Rates checked against the market every day.' },
  { title: 'Click and collect', text: 'Order online, pay and collect in store.' },
  { title: '70+ currencies', text: 'Over 70 currencies for almost any trip.' },
] as const;

export function PromoStrips() {
  return (
    <section className="promo" aria-label="Why choose us">
      <ul className="promo__list container">
        {PROMISES.map((p) => (
          <li key={p.title} className="promo__item">
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
