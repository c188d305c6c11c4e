/** The brand mark: a drawn coin and the name, so no image request is needed for the header. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className={inverted ? 'logo logo--inverted' : 'logo'}>
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#c8961e" />
        <circle cx="16" cy="16" r="11" fill="none" stroke="#0b2545" strokeWidth="2" />
        <text x="16" y="21" textAnchor="middle" fontSize="14" fontWeight="700" fill="#0b2545">
          £
        </text>
      </svg>
      <span className="logo__text">
        Travel<strong>Money</strong>
      </span>
    </span>
  );
}
