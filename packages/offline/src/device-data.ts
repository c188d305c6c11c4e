import { shouldForgetDeviceOrder } from '@tm/core/device-orders';
import { holdStart } from '@tm/core/order-policy';
import type { TmDb } from './db';
import type { ForgetOutcome, OutboxEntry } from './types';

/**
 * The personal data a shared device keeps, and how it leaves (docs/shared-devices.md): orders (outbox rows,
 * which hold the customer's name, email, phone and address, and the confirmations in myOrders) and the cart.
 * Rates and charts are public and stay.
 */

/**
 * Outbox keys of orders that were still waiting when the customer asked the device to forget them: they are
 * sent as usual (never dropped), and then taken off the device by the next prune instead of staying listed.
 */
export const FORGET_WHEN_SENT = 'forgetWhenSent';

const isWaiting = (row: OutboxEntry) => row.state === 'queued' || row.state === 'sending';

async function readMarked(db: TmDb): Promise<Set<string>> {
  const row = await db.meta.get(FORGET_WHEN_SENT);
  return new Set(Array.isArray(row?.value) ? row.value.filter((k) => typeof k === 'string') : []);
}

async function writeMarked(db: TmDb, keys: Set<string>): Promise<void> {
  if (keys.size === 0) await db.meta.delete(FORGET_WHEN_SENT);
  else await db.meta.put({ key: FORGET_WHEN_SENT, value: [...keys] });
}

/**
 * "Forget this device" and signing out: one transaction, so a delivery landing at the same moment either
 * comes before (and is removed) or after (its row was waiting, so it is marked and removed once sent).
 */
export async function forgetDeviceOrders(db: TmDb): Promise<ForgetOutcome> {
  return db.transaction('rw', [db.outbox, db.myOrders, db.cart, db.meta], async () => {
    const rows = await db.outbox.toArray();
    const waiting = rows.filter(isWaiting).map((r) => r.key);
    const settled = rows.filter((r) => !isWaiting(r)).map((r) => r.key);
    const confirmed = (await db.myOrders.toCollection().primaryKeys()) as string[];
    await db.outbox.bulkDelete(settled);
    await db.myOrders.clear();
    await db.cart.clear();
    const marked = await readMarked(db);
    for (const key of waiting) marked.add(key);
    await writeMarked(db, marked);
    return { removed: new Set([...settled, ...confirmed]).size, waiting: waiting.length };
  });
}

export function countWaiting(db: TmDb): Promise<number> {
  return db.outbox.where('state').anyOf('queued', 'sending').count();
}

/**
 * Run by the app at start and after every sync pass, with the store's clock: drops orders the core rule says
 * the device has kept long enough, and orders marked by a forget that have been sent since. A refused order
 * counts as ended when it was placed (the device keeps no time of the refusal). Rows still waiting are never
 * touched. Returns how many orders it dropped.
 */
export async function pruneDeviceOrders(db: TmDb, now: Date): Promise<number> {
  return db.transaction('rw', [db.outbox, db.myOrders, db.meta], async () => {
    const marked = await readMarked(db);
    const drop = new Set<string>();
    for (const mine of await db.myOrders.toArray()) {
      const dates = { placedAt: holdStart(mine.order), endedAt: mine.known?.endedAt ?? null };
      if (marked.has(mine.key) || shouldForgetDeviceOrder(dates, now)) drop.add(mine.key);
    }
    const rows = await db.outbox.toArray();
    for (const row of rows) {
      if (row.state === 'delivered' && marked.has(row.key)) drop.add(row.key);
      if (
        row.state === 'failed' &&
        shouldForgetDeviceOrder({ placedAt: row.createdAt, endedAt: row.createdAt }, now)
      )
        drop.add(row.key);
    }
    await db.myOrders.bulkDelete([...drop]);
    await db.outbox.bulkDelete([...drop]);
    // A mark lives only while its row still waits (or was refused, and stays for the customer to see).
    const stillThere = new Set(rows.filter((r) => !drop.has(r.key)).map((r) => r.key));
    await writeMarked(db, new Set([...marked].filter((k) => stillThere.has(k))));
    return drop.size;
  });
}
