import type { AppDeps } from '../deps';
import type { Logger } from '../logger';
import { pruneRateHistory } from '../rates/rate-history';

/** Six hours: the five-year line moves slowly, and a missed round is made up by the next. */
const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Keeps rate history to five years in this process (every process may run it: the delete is idempotent and
 * touches only rows past the line). The first round runs at start; stop() ends it.
 */
export function startRateHistoryRetention(
  deps: Pick<AppDeps, 'db' | 'clock'> & { logger: Logger },
  everyMs = EVERY_MS,
) {
  const round = async () => {
    try {
      const gone = await pruneRateHistory(deps.db, deps.clock());
      if (gone > 0) deps.logger.info('rate history past five years deleted', { rows: gone });
    } catch (error) {
      deps.logger.error('rate history retention failed; the next round tries again', {
        error: String(error),
      });
    }
  };
  const timer = setInterval(() => void round(), everyMs);
  timer.unref();
  void round();
  return { stop: () => clearInterval(timer) };
}
