/** A dashboard screen's search box: a labelled search input with a hint under it (lists and Currency). */
export function DashSearch({
  id,
  label,
  hint,
  value,
  maxLength,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}) {
  return (
    <div className="field dash-search">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        maxLength={maxLength}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
