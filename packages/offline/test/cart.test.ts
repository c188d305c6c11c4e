import { messages } from '@tm/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineStore } from '../src';
import { collectLine, nextValue, sellLine, setup } from './helpers';
import { EUR } from '../testing';

/** Lines of different currencies: a cart takes one line per currency (issue 31.10). */
const inCurrency = (code: string) => ({ ...EUR, value: code });
const CODES = ['EUR', 'USD', 'JPY', 'CHF', 'AUD', 'CAD'];

let store: OfflineStore;
afterEach(() => store?.close());

describe('cart', () => {
  it('keeps lines in the order they were added', async () => {
    ({ store } = setup());
    const a = collectLine('100');
    const b = collectLine('200', inCurrency('USD'));
    expect(await store.cart.add(a)).toEqual({ ok: true });
    expect(await store.cart.add(b)).toEqual({ ok: true });
    expect((await store.cart.list()).map((l) => l.Id)).toEqual([a.Id, b.Id]);
  });

  it('refuses a fifth line with the spec message and writes nothing', async () => {
    ({ store } = setup());
    for (const code of CODES.slice(0, 4))
      expect(await store.cart.add(collectLine('100', inCurrency(code)))).toEqual({ ok: true });
    expect(await store.cart.add(collectLine('100', inCurrency('AUD')))).toEqual({
      ok: false,
      message: messages.clearCart,
    });
    expect(await store.cart.list()).toHaveLength(4);
  });

  it('refuses to mix Click & Collect with Click & Sell', async () => {
    ({ store } = setup());
    await store.cart.add(collectLine());
    expect(await store.cart.add(sellLine())).toEqual({ ok: false, message: messages.cartWayMismatch });
    expect(await store.cart.list()).toHaveLength(1);
  });

  it('refuses a line with a bad amount', async () => {
    ({ store } = setup());
    const bad = { ...collectLine(), currencyTake: '0' };
    expect(await store.cart.add(bad)).toEqual({ ok: false, message: messages.correctAmount });
    expect(await store.cart.add({ ...collectLine(), currencyMy: 'abc' })).toEqual({
      ok: false,
      message: messages.correctAmount,
    });
    expect(await store.cart.list()).toEqual([]);
  });

  it('never passes 4 lines when two adds race', async () => {
    ({ store } = setup());
    const results = await Promise.all(
      CODES.map((code) => store.cart.add(collectLine('100', inCurrency(code)))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
    expect(await store.cart.list()).toHaveLength(4);
  });

  it('removes and clears, and tells subscribers', async () => {
    ({ store } = setup());
    const a = collectLine();
    const b = collectLine('100', inCurrency('USD'));
    await store.cart.add(a);
    await store.cart.add(b);
    const afterRemove = nextValue(store.cart.subscribe, (lines) => lines.length === 1);
    await store.cart.remove(a.Id);
    expect((await afterRemove).map((l) => l.Id)).toEqual([b.Id]);
    const afterClear = nextValue(store.cart.subscribe, (lines) => lines.length === 0);
    await store.cart.clear();
    expect(await afterClear).toEqual([]);
  });

  it('refuses a second line of a currency already in it, and one over the limit before adding it', async () => {
    ({ store } = setup());
    await store.cart.add(collectLine('3000'));
    expect(await store.cart.add(collectLine('100'))).toEqual({
      ok: false,
      message: messages.currencyInCart('EUR'),
    });
    expect(await store.cart.add(collectLine('3000', inCurrency('USD')), { maxGbp: '5000.00' })).toEqual({
      ok: false,
      message: 'Orders can be up to £5,000.00: with this line yours would be £6,000.00',
    });
    expect(await store.cart.add(collectLine('2000', inCurrency('USD')), { maxGbp: '5000.00' })).toEqual({
      ok: true,
    });
    expect(await store.cart.list()).toHaveLength(2);
  });

  it('keeps the cart when the app is reopened', async () => {
    const s = setup();
    store = s.store;
    const a = collectLine();
    await store.cart.add(a);
    store.close();
    store = s.open();
    expect(await store.cart.list()).toEqual([a]);
  });
});
