/** The part of the Web Locks API the outbox uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable?: boolean }, cb: (lock: unknown) => Promise<T>): Promise<T>;
}

export function browserLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || !('locks' in navigator) || !navigator.locks) return null;
  return navigator.locks as unknown as LockManagerLike;
}

/**
 * Runs `fn` while holding the outbox lock: a Web Lock shared by every tab of the origin where the browser has
 * them, else a promise chain local to this store. (Across stores without Web Locks, the transactional claim
 * on each row still keeps two senders off the same row.)
 */
export function createOutboxLock(locks: LockManagerLike | null, name: string) {
  let tail: Promise<unknown> = Promise.resolve();
  return function withLock<T>(fn: () => Promise<T>): Promise<T> {
    if (locks) return locks.request(name, {}, () => fn());
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}
