import { afterEach, describe, expect, it } from 'vitest';
import { LEGACY_CART_KEY, type OfflineStore } from '../src';
import { collectLine, setup } from './helpers';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  removeItem = (k: string) => void this.map.delete(k);
  setItem = (k: string, v: string) => void this.map.set(k, v);
}

let store: OfflineStore;
afterEach(() => store?.close());

/** The previous site's cart items: numbers, no `status`. */
const legacyItem = (id: string, code = 'EUR') => ({
  currencyMy: 115.22,
  currencyMycurrent: code,
  currencyTake: 100,
  currencyTakecurrent: 'GBP',
  Id: id,
  Rate: 1.1522,
});

describe('taking over the old localStorage cart', () => {
  it('moves the `purchase` array into the cart once and removes it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_CART_KEY, JSON.stringify([legacyItem('old-1'), legacyItem('old-2', 'USD')]));
    const s = setup({ legacyStorage: storage });
    store = s.store;
    const lines = await store.cart.list();
    expect(lines.map((l) => [l.Id, l.status, l.currencyTake, l.Rate])).toEqual([
      ['old-1', 'buy', '100', '1.1522'],
      ['old-2', 'buy', '100', '1.1522'],
    ]);
    expect(storage.getItem(LEGACY_CART_KEY)).toBeNull();

    // Something writes the old key again (an old tab still open): a second start must not import it again.
    await store.cart.clear();
    storage.setItem(LEGACY_CART_KEY, JSON.stringify([legacyItem('old-3')]));
    store.close();
    store = s.open();
    expect(await store.cart.list()).toEqual([]);
  });

  it('infers Click & Sell lines and drops items that break the cart rules', async () => {
    const storage = new MemoryStorage();
    const sell = {
      currencyMy: 84.98,
      currencyMycurrent: 'GBP',
      currencyTake: 100,
      currencyTakecurrent: 'EUR',
      Id: 's1',
      Rate: 1.1767,
    };
    const bad = { ...sell, Id: 's2', currencyTake: -5 };
    const collect = legacyItem('c1');
    storage.setItem(LEGACY_CART_KEY, JSON.stringify([sell, bad, collect, 'junk']));
    ({ store } = setup({ legacyStorage: storage }));
    const lines = await store.cart.list();
    expect(lines.map((l) => [l.Id, l.status])).toEqual([['s1', 'sell']]);
  });

  it('survives a corrupt value and leaves an existing cart alone', async () => {
    const storage = new MemoryStorage();
    storage.setItem(LEGACY_CART_KEY, '{not json');
    ({ store } = setup({ legacyStorage: storage }));
    const line = collectLine();
    await store.cart.add(line);
    expect(await store.cart.list()).toEqual([line]);
    expect(storage.getItem(LEGACY_CART_KEY)).toBeNull();
  });
});
