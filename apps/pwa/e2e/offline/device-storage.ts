import type { Page } from '@playwright/test';

/** Every row of every table of the app's IndexedDB database ("tm", @tm/offline), read from inside the page. */
export function readIndexedDb(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('tm');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    const all = (name: string) =>
      new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    const tables: Record<string, unknown[]> = {};
    for (const name of Array.from(db.objectStoreNames)) tables[name] = await all(name);
    db.close();
    return tables;
  });
}

/** Every entry of Cache Storage: its cache, URL, and whether its body mentions `needle` (e.g. an email). */
export function readCacheStorage(
  page: Page,
  needle: string,
): Promise<{ cache: string; url: string; mentions: boolean }[]> {
  return page.evaluate(async (text) => {
    const entries: { cache: string; url: string; mentions: boolean }[] = [];
    for (const cache of await caches.keys()) {
      const store = await caches.open(cache);
      for (const request of await store.keys()) {
        const body = (await (await store.match(request))?.text()) ?? '';
        entries.push({ cache, url: request.url, mentions: body.includes(text) });
      }
    }
    return entries;
  }, needle);
}

/** localStorage and sessionStorage keys of the app (`tm.`…). */
export function readWebStorageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => k.startsWith('tm.')),
    session: Object.keys(sessionStorage).filter((k) => k.startsWith('tm.')),
  }));
}
