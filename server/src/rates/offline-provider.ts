import { SEED_CURRENCIES } from '../db/seed-currencies';
import { RateLookupError, type RateProvider } from './provider';

/**
 * Answers from the bundled sample rates, so the dashboard's Check button works with no network and no API
 * key. Only codes in the bundled list are "recognised", like a real service would refuse an unknown one.
 */
export function createOfflineRateProvider(): RateProvider {
  const rates = new Map(SEED_CURRENCIES.map((c) => [c.code, c.rate]));
  return {
    name: 'offline sample rates',
    async lookup(code: string) {
      const rate = rates.get(code.trim().toUpperCase());
      if (!rate) throw new RateLookupError(code, 'unknown-currency');
      return rate;
    },
  };
}
