/**
 * Announces that rates changed, so every listener (the currency snapshot, SSE clients) refreshes. In one
 * process this is a plain event emitter (memory-bus.ts); across PostgreSQL-backed instances
 * the LISTEN/NOTIFY bus (live/pg-bus.ts) implements the same interface.
 */
export interface RateBus {
  notify(): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(cb: () => void): () => void;
}
