import { useId, type Ref } from 'react';
import type { Currency } from '@tm/core';
import { currencyName } from './currency-name';

export function CurrencySelect({
  label,
  currencies,
  value,
  onChange,
  selectRef,
  exclude = [],
}: {
  label: string;
  currencies: Currency[];
  value: string;
  onChange(code: string): void;
  selectRef?: Ref<HTMLSelectElement>;
  exclude?: string[];
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <select id={id} ref={selectRef} value={value} onChange={(e) => onChange(e.target.value)}>
          {currencies.length === 0 && <option value={value}>{value}</option>}
          {currencies
            .filter((c) => c.value === value || !exclude.includes(c.value))
            .map((c) => (
              <option key={c.value} value={c.value}>
                {c.value} {currencyName(c.value, c.label)}
              </option>
            ))}
        </select>
      </div>
    </div>
  );
}
