import type { Env } from '../env-schema';
import type { Logger } from '../logger';
import { createHttpRateProvider } from './http-provider';
import { createOfflineRateProvider } from './offline-provider';
import type { RateProvider } from './provider';

/**
 * The rate provider the configuration asks for: the exchange-rate service when RATES_API_URL is set (helper
 * AUTH's http-provider.ts), else the bundled offline sample rates.
 */
export function selectRateProvider(config: Env, logger: Logger): RateProvider {
  if (config.RATES_API_URL) {
    if (!config.RATES_API_KEY)
      logger.warn('RATES_API_URL is set without RATES_API_KEY; the service may refuse us');
    return createHttpRateProvider({
      baseUrl: config.RATES_API_URL,
      apiKey: config.RATES_API_KEY,
      timeoutMs: config.RATES_TIMEOUT_MS,
    });
  }
  return createOfflineRateProvider();
}
