import type { Logger } from '../logger';

/**
 * Runs a job's round every `everyMs` in this process, never two rounds at once (a slow round makes the next
 * tick a no-op instead of piling up). A failed round is logged and the next one tries again: each job's rows
 * are claimed in the database, so a round that died half-way leaves nothing another round cannot finish.
 * The first round runs after `firstAfterMs` (at once by default); timers never keep the process alive.
 */
export function every(
  what: string,
  round: () => Promise<unknown>,
  options: { everyMs: number; logger: Logger; firstAfterMs?: number },
): { stop: () => void } {
  let running = false;
  const once = async () => {
    if (running) return;
    running = true;
    try {
      await round();
    } catch (error) {
      options.logger.error(`${what} failed; the next round tries again`, { error: String(error) });
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const begin = () => {
    void once();
    timer = setInterval(() => void once(), options.everyMs);
    timer.unref();
  };
  const first = options.firstAfterMs ? setTimeout(begin, options.firstAfterMs) : undefined;
  first?.unref();
  if (!first) begin();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
