import type { Config } from '../env';
import type { Logger } from '../logger';
import { createOfflineRateProvider } from './offline-provider';
import type { RateProvider } from './provider';

/**
 * The rate provider the configuration asks for: the exchange-rate service when RATES_API_URL is set (helper
 * AUTH's http-provider.ts plugs in at the marked spot), else the bundled offline sample rates.
 */
export function selectRateProvider(config: Config, logger: Logger): RateProvider {
  // --- integration point (helper AUTH): return the HTTP provider when config.RATES_API_URL is set. ---
  if (config.RATES_API_URL) {
    logger.warn(
      'RATES_API_URL is set but no HTTP rate provider is wired in yet; using the offline sample rates',
    );
  }
  return createOfflineRateProvider();
}
