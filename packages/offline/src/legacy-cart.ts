import { wayOfCodes } from '@tm/core/line-sides';
import { cartLineSchema } from '@tm/core/schemas';
import type { CartLine } from '@tm/core';
import { addLines } from './cart';
import type { TmDb } from './db';

/** The browser-storage key the original product kept its cart under (spec §3). */
export const LEGACY_CART_KEY = 'purchase';
const TAKEN_OVER = 'legacyCartTakenOver';

export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/**
 * Old cart items carry no `status` until they are in an order; the way follows from which side is GBP
 * (a Collect line gives GBP, a Sell line receives it).
 */
function toCartLine(item: unknown): CartLine | null {
  if (typeof item !== 'object' || item === null) return null;
  const raw = item as Record<string, unknown>;
  const status =
    raw.status ??
    wayOfCodes({
      currencyMycurrent: String(raw.currencyMycurrent).toUpperCase(),
      currencyTakecurrent: String(raw.currencyTakecurrent).toUpperCase(),
    });
  const parsed = cartLineSchema.safeParse({
    ...raw,
    Id: raw.Id === undefined ? undefined : String(raw.Id),
    status,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Moves a cart left in localStorage by the previous version of the site into Dexie, once per device: a flag
 * in `meta` (written in the same transaction as the lines) makes a second run, or a second tab, a no-op.
 * Lines that break the cart rules are dropped, as the old site would have refused them too.
 */
export async function takeOverLegacyCart(db: TmDb, storage: LegacyStorage | null): Promise<void> {
  if (!storage) return;
  let text: string | null;
  try {
    text = storage.getItem(LEGACY_CART_KEY);
  } catch {
    return; // Storage can throw when it is disabled; there is nothing to take over then.
  }
  if (text === null) return;
  const done = await db.transaction('rw', db.cart, db.meta, async () => {
    if (await db.meta.get(TAKEN_OVER)) return false;
    let items: unknown = [];
    try {
      items = JSON.parse(text);
    } catch {
      // A corrupt old cart is not worth failing the app for.
    }
    const lines = (Array.isArray(items) ? items : [])
      .map(toCartLine)
      .filter((l): l is CartLine => l !== null);
    for (const line of lines) await addLines(db, [line]);
    await db.meta.put({ key: TAKEN_OVER, value: true });
    return true;
  });
  if (done) storage.removeItem(LEGACY_CART_KEY);
}
