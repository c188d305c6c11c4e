import type { ZodType } from 'zod';
import { apiFetch } from './client';

/**
 * A GET the app asks once per page load and remembers on the device (localStorage), so an offline visit still
 * has the last answer the server gave. The loader answers that, or null when the device never had one; a failed
 * ask is tried again on the next call (e.g. once back online).
 *
 * The schema comes from `loadSchema`, asked for only when the answer is: callers on every page (the footer, the
 * calculator on Home) pass a dynamic import, so zod stays out of the first screen's JavaScript.
 */
export function rememberedAnswer<T>(path: string, loadSchema: () => Promise<ZodType<T>>, storageKey: string) {
  let asked: Promise<T | null> | undefined;

  async function remembered(): Promise<T | null> {
    try {
      const saved = globalThis.localStorage?.getItem(storageKey);
      return saved ? (await loadSchema()).parse(JSON.parse(saved)) : null;
    } catch {
      return null;
    }
  }

  return function load(): Promise<T | null> {
    asked ??= loadSchema()
      .then((schema) => apiFetch(path, { schema }))
      .then((answer) => {
        try {
          globalThis.localStorage?.setItem(storageKey, JSON.stringify(answer));
        } catch {
          // Storage full or blocked: the answer still holds for this page.
        }
        return answer;
      })
      .catch(() => {
        asked = undefined;
        return remembered();
      });
    return asked;
  };
}
