import { describe, expect, it } from 'vitest';
import { currencyName } from '../../src/components/currency-name';

describe('currencyName', () => {
  it("names the currency in en-GB rather than the API's country label", () => {
    expect(currencyName('EUR', 'Europe')).toBe('Euro');
    expect(currencyName('USD', 'United States')).toBe('US Dollar');
  });

  it('falls back to the label for a code the runtime does not know or refuses', () => {
    expect(currencyName('XQZ', 'Somewhere')).toBe('Somewhere');
    expect(currencyName('E1', 'Broken')).toBe('Broken');
  });
});
