/**
 * Runs `task` when the browser is idle, or after `timeoutMs` where it never is. Returns a function that
 * cancels it. For work the first screen does not need. Without requestIdleCallback (Safari) it waits a
 * second, by when a page's start-up is over.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}
