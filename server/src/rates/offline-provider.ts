import { SEED_CURRENCIES } from '../db/seed-currencies';
import { RateLookupError, type RateProvider } from './provider';

/**
 * Answers from the bundled sample rates, so the dashboard's Check button works with no network and no API
 * key. Only codes in the bundled list are "recognised", like a real service would refuse an unknown one.
 */
/** The offline provider's name: where it is in use, the rates are samples (db/sample-history.ts). */
export const OFFLINE_PROVIDER_NAME = 'offline sample rates';

/** True while the bundled sample rates are the provider: every rate is then a sample, whatever its row says. */
export function isSampleProvider(provider: Pick<RateProvider, 'name'>): boolean {
  return provider.name === OFFLINE_PROVIDER_NAME;
}

export function createOfflineRateProvider(): RateProvider {
  const rates = new Map(SEED_CURRENCIES.map((c) => [c.code, c.rate]));
  return {
    name: OFFLINE_PROVIDER_NAME,
    async lookup(code: string) {
      const rate = rates.get(code.trim().toUpperCase());
      if (!rate) throw new RateLookupError(code, 'unknown-currency');
      return rate;
    },
  };
}
