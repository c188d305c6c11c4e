import type { CartLine, Currency, ErrorIssue, Order, OrderRequest, OrderStatus, RateHistory } from '@tm/core';
import type { ServiceWorkerInfo } from './service-worker-info';
import type { CartRules } from '@tm/core/cart';

/** What screens read: the cached list and when it was last confirmed by the server (null = never). */
export interface RatesSnapshot {
  currencies: Currency[];
  /** ISO date-time of the last 200 or 304 from GET /currency; null when the device has no rates at all. */
  fetchedAt: string | null;
}

/** A currency's chart for one period as this device last fetched it. */
export interface CachedRateHistory {
  history: RateHistory;
  /** ISO date-time of the last 200 or 304 for it. */
  fetchedAt: string;
}

/**
 * `shareRecent`: the caller wants rates no older than now, and a request already on its way, or one answered
 * within the last moment (`SHARE_RECENT_MS`), is that. Every page load asked twice (the sync engine's start and
 * the page's rates hook), so the list was sent, checked and stored twice. A caller acting on news of a change
 * (the wall board's live events) or on a reconnect leaves it out: a request sent before the change, or before
 * the connection came back, would not answer it.
 */
export interface RefreshOptions {
  shareRecent?: boolean;
}

export type RefreshOutcome =
  | { status: 'updated' }
  | { status: 'not-modified' }
  /** The server could not be reached or answered an error; the cache is unchanged. */
  | { status: 'failed'; error: string; httpStatus?: number };

export type OutboxState = 'queued' | 'sending' | 'delivered' | 'failed';

/** One order waiting to be sent (or sent) from this device. */
export interface OutboxEntry {
  /** The idempotency key, made on this device; the same key is sent on every attempt. */
  key: string;
  body: OrderRequest;
  createdAt: string;
  attempts: number;
  /** ISO date-time before which the sync engine leaves the row alone (back-off). */
  nextAttemptAt: string;
  lastError: string | null;
  /**
   * The fields the server named when it refused the order (a 400's `issues`), so the app can take the customer
   * to the one to correct. Absent on rows written before it was kept.
   */
  lastIssues?: ErrorIssue[] | null;
  state: OutboxState;
  /** Set while a sender holds the row, so a second tab or a second drain leaves it alone. */
  claimedAt: string | null;
  claimedBy: string | null;
  /** The server's Order_Id once delivered. */
  orderId: string | null;
  /**
   * The server's Retry-After (a 429 or 503) as a time: no attempt before it, not even one asked for by a
   * reconnect or "Retry now". Absent on rows written before it was kept.
   */
  notBefore?: string | null;
  /** The server's last answer to this row, when one came (null after a failure to connect or a timeout). */
  lastAnswer?: OutboxAnswer | null;
}

/** An HTTP answer to an order POST, as the outbox keeps it for the sync inspector. */
export interface OutboxAnswer {
  status: number;
  at: string;
  /** The error envelope's message, or the Order_Id of a 201. */
  summary: string;
}

/** A line whose server price differs from the quote the customer saw. */
export interface RepricedLine {
  Id: string | null;
  /** The foreign currency of the line. */
  currency: string;
  quotedRate: string | null;
  rate: string;
  /** What the customer receives, quoted vs confirmed, in `receiveCode`. */
  receiveCode: string;
  quotedReceive: string | null;
  receive: string;
  /** What the customer gives, sent vs confirmed, in `giveCode`. */
  giveCode: string;
  quotedGive: string;
  give: string;
}

/** A confirmation this device received. */
export interface MyOrder {
  key: string;
  order: Order;
  deliveredAt: string;
  /** Empty when the server confirmed exactly the quote. */
  repricing: RepricedLine[];
  /** The status tracking last gave (absent until the device asks); an offline visit shows it with its age. */
  known?: KnownOrderStatus;
}

/** An order's status as this device last heard it from tracking. */
export interface KnownOrderStatus {
  status: OrderStatus;
  /** When tracking answered. */
  checkedAt: string;
  /** When the order was completed, cancelled or expired; null while it is open. Starts its time to be forgotten. */
  endedAt: string | null;
}

/** What "Forget this device" (and signing out) removed, and what it kept because it has not been sent yet. */
export interface ForgetOutcome {
  /** Orders taken off the device: sent, refused, their confirmations. */
  removed: number;
  /** Orders still waiting to be sent: kept, sent when the device is back online, then taken off too. */
  waiting: number;
}

export type SubmitResult =
  | { status: 'delivered'; key: string; queued: false; order: Order; repricing: RepricedLine[] }
  /** Saved in the outbox; it will be sent when the server can be reached. No order number yet. */
  | { status: 'queued'; key: string; queued: true; order?: undefined }
  /**
   * The server (or the local check) refused the order; `error` is the message to show, `issues` the fields it
   * named (the error envelope's, e.g. `{ path: ['Address'], message }`), if any. The cart is kept.
   */
  | { status: 'failed'; key: string; queued: false; order?: undefined; error: string; issues: ErrorIssue[] };

/**
 * A refused order taken back to be corrected: its lines are the cart again, and the app shows `issues` on the
 * fields they name. `cart-busy`: the cart holds other lines, kept until the customer chooses to replace them.
 */
export type ReopenResult =
  | { ok: true; order: OrderRequest; error: string; issues: ErrorIssue[] }
  | { ok: false; reason: 'cart-busy' | 'not-refused' };

export interface OnlineState {
  /** True when the browser says it is online and the last request to the server did not fail to connect. */
  online: boolean;
  browserOnline: boolean;
  serverReachable: boolean;
}

export type AddResult = { ok: true } | { ok: false; message: string };
export type Unsubscribe = () => void;

export interface OfflineStore {
  rates: {
    read(): Promise<RatesSnapshot>;
    refresh(options?: RefreshOptions): Promise<RefreshOutcome>;
    subscribe(cb: (snapshot: RatesSnapshot) => void): Unsubscribe;
  };
  /** Currency pages' charts (GET /rateHistory/{code}?days=), cached per currency and period. */
  rateHistory: {
    read(code: string, days: number): Promise<CachedRateHistory | null>;
    refresh(code: string, days: number): Promise<RefreshOutcome>;
  };
  cart: {
    list(): Promise<CartLine[]>;
    /** `rules`: the order's upper limit when known, so a line over it is refused before it is added. */
    add(line: CartLine, rules?: CartRules): Promise<AddResult>;
    remove(id: string): Promise<void>;
    clear(): Promise<void>;
    subscribe(cb: (lines: CartLine[]) => void): Unsubscribe;
  };
  outbox: {
    submit(order: OrderRequest): Promise<SubmitResult>;
    /**
     * Puts a refused order's lines back in the cart and forgets the refused row, so the customer can correct
     * and send it again. With lines already in the cart it changes nothing unless `replaceCart`.
     */
    reopen(key: string, options?: { replaceCart?: boolean }): Promise<ReopenResult>;
    list(): Promise<OutboxEntry[]>;
    subscribe(cb: (entries: OutboxEntry[]) => void): Unsubscribe;
  };
  myOrders: {
    list(): Promise<MyOrder[]>;
    subscribe(cb: (orders: MyOrder[]) => void): Unsubscribe;
    /** Keeps what tracking said of a sent order (its status, and when it ended), by its idempotency key. */
    noteStatus(key: string, known: KnownOrderStatus): Promise<void>;
  };
  /** The personal data this device keeps (shared devices: docs/shared-devices.md). */
  device: {
    /**
     * Takes the customer's orders and cart off the device. Orders not sent yet are kept (and said so): they are
     * sent when the device is back online, then taken off too.
     */
    forget(): Promise<ForgetOutcome>;
    /** How many orders are waiting to be sent (asked before signing out). */
    waiting(): Promise<number>;
  };
  sync: {
    /** Drains now, then on the `online` event, on a back-off timer and on Background Sync messages. */
    start(): void;
    stop(): void;
    /**
     * Tries every waiting row once (with `dueOnly`, only those whose back-off is over); resolves when the pass
     * is over. Each row is sent with its own idempotency key, so calling this too often costs nothing.
     */
    drain(options?: { dueOnly?: boolean }): Promise<void>;
  };
  online: {
    get(): OnlineState;
    subscribe(cb: (state: OnlineState) => void): Unsubscribe;
  };
  /** Stops the engine and closes the database (tests, and a page that is going away). */
  close(): void;
}

/** A cached GET as the sync inspector shows it: what it is, when the server last confirmed it, its ETag. */
export interface CacheInfo {
  /** "rates", or a chart's "EUR:30" (currency and period in days). */
  id: string;
  fetchedAt: string;
  etag: string | null;
}

/** Everything the device holds for sync, read together. */
export interface SyncSnapshot {
  outbox: OutboxEntry[];
  /** Null when the device has never fetched the rates. */
  rates: (CacheInfo & { currencies: number }) | null;
  charts: CacheInfo[];
  myOrders: MyOrder[];
  cart: CartLine[];
}

export type DropResult = { ok: true; dropped: OutboxEntry } | { ok: false; reason: 'sending' | 'gone' };

/**
 * The store createOfflineStore makes: the app's OfflineStore plus the developers' window into it (the /dev/sync
 * page; docs/offline-sync.md). Kept off OfflineStore so the lazy store the first screen loads has none of it.
 */
export type InspectableStore = OfflineStore & { inspector: SyncInspector };

export interface SyncInspector {
  /** The snapshot now and after every change, in this tab or another. */
  watch(cb: (snapshot: SyncSnapshot) => void): Unsubscribe;
  /** Tries every waiting order now, back-off or not (a server's Retry-After still holds). */
  retryNow(): Promise<void>;
  /** Forgets a waiting or refused order for good; never one being sent at this moment. */
  drop(key: string): Promise<DropResult>;
  /** Cuts this tab's requests off the server (the app's own network layer, not the browser's). */
  simulateOffline(on: boolean): void;
  isSimulatedOffline(): boolean;
  /** The service worker's state and version now, and after every change. */
  watchServiceWorker(cb: (info: ServiceWorkerInfo) => void): Unsubscribe;
}
