import { describe, expect, it } from 'vitest';
import { currencyName } from '../../src/components/currency-name';
import { CURRENCY_NAMES } from '../../src/components/currency-names';

describe('currencyName', () => {
  it("names the currency in en-GB rather than the API's country label", () => {
    expect(currencyName('EUR', 'Europe')).toBe('Euro');
    expect(currencyName('USD', 'United States')).toBe('US Dollar');
  });

  it('falls back to the label for a code the runtime does not know or refuses', () => {
    expect(currencyName('XQZ', 'Somewhere')).toBe('Somewhere');
    expect(currencyName('E1', 'Broken')).toBe('Broken');
  });

  it('knows without Intl what Intl would say, for every code in its table', () => {
    const intl = new Intl.DisplayNames(['en-GB'], { type: 'currency', fallback: 'none' });
    const codes = Object.keys(CURRENCY_NAMES);
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) expect(CURRENCY_NAMES[code], code).toBe(intl.of(code));
  });
});
