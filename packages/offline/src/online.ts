import type { OnlineState, Unsubscribe } from './types';

/** What the online tracker needs from the page; tests pass a fake. */
export interface OnlineHost {
  onLine(): boolean;
  addEventListener(type: 'online' | 'offline', fn: () => void): void;
  removeEventListener(type: 'online' | 'offline', fn: () => void): void;
}

export function browserHost(): OnlineHost | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  return {
    onLine: () => navigator.onLine,
    addEventListener: (t, fn) => window.addEventListener(t, fn),
    removeEventListener: (t, fn) => window.removeEventListener(t, fn),
  };
}

/**
 * navigator.onLine only knows whether there is a network at all; a captive portal or a server that is down
 * looks "online". So the state also carries what the last request to our server taught us.
 */
export class OnlineTracker {
  private browserOnline: boolean;
  private serverReachable = true;
  private readonly listeners = new Set<(s: OnlineState) => void>();
  private readonly onOnline = () => {
    this.browserOnline = true;
    // A fresh network deserves a fresh try; the next request will say otherwise if the server is still down.
    this.serverReachable = true;
    this.emit();
  };
  private readonly onOffline = () => {
    this.browserOnline = false;
    this.emit();
  };

  constructor(private readonly host: OnlineHost | null) {
    this.browserOnline = host ? host.onLine() : true;
    host?.addEventListener('online', this.onOnline);
    host?.addEventListener('offline', this.onOffline);
  }

  private snapshot: OnlineState | null = null;

  /** The same object until something changes, so React's useSyncExternalStore can compare by identity. */
  get(): OnlineState {
    this.snapshot ??= {
      online: this.browserOnline && this.serverReachable,
      browserOnline: this.browserOnline,
      serverReachable: this.serverReachable,
    };
    return this.snapshot;
  }

  subscribe(cb: (s: OnlineState) => void): Unsubscribe {
    this.listeners.add(cb);
    cb(this.get());
    return () => this.listeners.delete(cb);
  }

  /** Called after every request to the server: true when it answered (any status), false when it did not. */
  reportServer(reachable: boolean): void {
    if (reachable === this.serverReachable) return;
    this.serverReachable = reachable;
    this.emit();
  }

  onReconnect(fn: () => void): Unsubscribe {
    if (!this.host) return () => {};
    this.host.addEventListener('online', fn);
    return () => this.host?.removeEventListener('online', fn);
  }

  dispose(): void {
    this.host?.removeEventListener('online', this.onOnline);
    this.host?.removeEventListener('offline', this.onOffline);
    this.listeners.clear();
  }

  private emit(): void {
    this.snapshot = null;
    const s = this.get();
    for (const cb of this.listeners) cb(s);
  }
}
