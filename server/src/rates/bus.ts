/**
 * Announces that rates changed, so every listener (the currency snapshot, SSE clients) refreshes. In one
 * process this is a plain event emitter (memory-bus.ts); across PostgreSQL-backed instances helper KIOSK's
 * LISTEN/NOTIFY bus implements the same interface.
 */
export interface RateBus {
  notify(): Promise<void>;
  /** Returns an unsubscribe function. */
  subscribe(cb: () => void): () => void;
}
