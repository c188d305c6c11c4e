import { SW_VERSION_MESSAGE } from './sync-protocol';

/** The service worker as a page sees it, for the sync inspector. */
export interface ServiceWorkerInfo {
  /** False where the browser has no service workers. */
  supported: boolean;
  /** The controlling worker's state ('activated'), or null when no worker controls the page. */
  controller: string | null;
  /** The registration's workers' states (null: none in that slot). */
  installing: string | null;
  waiting: string | null;
  active: string | null;
  scriptUrl: string | null;
  /** What the controlling worker says its version is (null: it did not answer, e.g. an older worker). */
  version: string | null;
}

const NONE: ServiceWorkerInfo = {
  supported: false,
  controller: null,
  installing: null,
  waiting: null,
  active: null,
  scriptUrl: null,
  version: null,
};

/** Asks the worker its version over a MessageChannel (apps/pwa/src/sw.ts answers); null after a second. */
function askVersion(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 1_000);
    channel.port1.onmessage = (e: MessageEvent<{ version?: unknown }>) => {
      clearTimeout(timer);
      resolve(typeof e.data?.version === 'string' ? e.data.version : null);
    };
    worker.postMessage({ type: SW_VERSION_MESSAGE }, [channel.port2]);
  });
}

/** Reads the registration and asks the controlling worker its version. */
export async function readServiceWorker(): Promise<ServiceWorkerInfo> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return NONE;
  const container = navigator.serviceWorker;
  const reg = await container.getRegistration().catch(() => undefined);
  const controller = container.controller;
  return {
    supported: true,
    controller: controller?.state ?? null,
    installing: reg?.installing?.state ?? null,
    waiting: reg?.waiting?.state ?? null,
    active: reg?.active?.state ?? null,
    scriptUrl: (controller ?? reg?.active)?.scriptURL ?? null,
    version: controller ? await askVersion(controller) : null,
  };
}

/** Calls `fn` when the page's worker changes: a new one controls it, or an update is found. */
export function onServiceWorkerChange(fn: () => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
  const container = navigator.serviceWorker;
  let reg: ServiceWorkerRegistration | undefined;
  void container.getRegistration().then((r) => {
    reg = r;
    reg?.addEventListener('updatefound', fn);
  });
  container.addEventListener('controllerchange', fn);
  return () => {
    container.removeEventListener('controllerchange', fn);
    reg?.removeEventListener('updatefound', fn);
  };
}
