import { useId, type Ref } from 'react';
import type { Currency } from '@tm/core';
import { useHydrated } from '../hooks/use-hydrated';
import { FieldFrame } from './Field';

/**
 * A currency picker. The names come in as `nameOf` (currency-name.ts's `currencyName`), not from an import:
 * the names table is ~2 KB gzip that Home's calculator loads with its pricing code, after the first render
 * (docs/performance-home-js.md).
 */
export function CurrencySelect({
  label,
  currencies,
  nameOf,
  value,
  onChange,
  selectRef,
  exclude = [],
}: {
  label: string;
  currencies: Currency[];
  nameOf(code: string, label: string): string;
  value: string;
  onChange(code: string): void;
  selectRef?: Ref<HTMLSelectElement>;
  exclude?: string[];
}) {
  const id = useId();
  // On a prerendered page, a currency chosen before the page works would be forgotten as it hydrates.
  const hydrated = useHydrated();
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        ref={selectRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!hydrated}
      >
        {currencies.length === 0 && <option value={value}>{value}</option>}
        {currencies
          .filter((c) => c.value === value || !exclude.includes(c.value))
          .map((c) => (
            <option key={c.value} value={c.value}>
              {c.value} {nameOf(c.value, c.label)}
            </option>
          ))}
      </select>
    </FieldFrame>
  );
}
