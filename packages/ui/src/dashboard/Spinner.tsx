/** A loading indicator that screen readers announce; `label` says what is loading. */
export function Spinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  return (
    <span
      className={inline ? 'dash-spinner dash-spinner--inline' : 'dash-spinner'}
      role="status"
      aria-live="polite"
    >
      <span className="dash-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
