import { addToCart, type CartRules } from '@tm/core/cart';
import { cartLineSchema } from '@tm/core/schemas';
import type { CartLine } from '@tm/core';
import type { CartRow, TmDb } from './db';
import { watch } from './live';
import type { AddResult, Unsubscribe } from './types';

const toLine = ({ position: _position, ...line }: CartRow): CartLine => line;

export async function listCart(db: TmDb): Promise<CartLine[]> {
  const rows = await db.cart.orderBy('position').toArray();
  return rows.map(toLine);
}

/**
 * Adds lines by the core cart rules inside one transaction, so two tabs adding at once still cannot pass 4
 * lines or mix ways. Returns the first refusal; lines before it stay added.
 */
export async function addLines(
  db: TmDb,
  lines: readonly CartLine[],
  rules: CartRules = {},
): Promise<AddResult> {
  return db.transaction('rw', db.cart, async () => {
    const rows = await db.cart.orderBy('position').toArray();
    let cart = rows.map(toLine);
    let position = (rows.at(-1)?.position ?? 0) + 1;
    for (const line of lines) {
      const result = addToCart(cart, line, rules);
      if (!result.ok) return result;
      cart = result.cart;
      await db.cart.put({ ...line, position: position++ });
    }
    return { ok: true } as const;
  });
}

export function createCart(deps: { db: TmDb; ready: Promise<void>; invalidLine: () => string }) {
  const { db, ready } = deps;
  return {
    async list(): Promise<CartLine[]> {
      await ready;
      return listCart(db);
    },
    async add(line: CartLine, rules?: CartRules): Promise<AddResult> {
      await ready;
      const parsed = cartLineSchema.safeParse(line);
      if (!parsed.success) return { ok: false, message: deps.invalidLine() };
      return addLines(db, [parsed.data], rules);
    },
    async remove(id: string): Promise<void> {
      await ready;
      await db.cart.delete(id);
    },
    async clear(): Promise<void> {
      await ready;
      await db.cart.clear();
    },
    subscribe(cb: (lines: CartLine[]) => void): Unsubscribe {
      return watch(async () => {
        await ready;
        return listCart(db);
      }, cb);
    },
  };
}
