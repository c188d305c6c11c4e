import { describe, expect, it } from 'vitest';
import {
  MAX_AMOUNT,
  addToCart,
  cartWay,
  makeCartLine,
  messages,
  removeFromCart,
  validateAmount,
  type CartLine,
} from '../src/index';
import { EUR } from '../fixtures';

/** One line per currency (a cart takes one line per currency): `id` names the currency's code too. */
const CODE_OF: Record<string, string> = {
  a: 'EUR',
  b: 'USD',
  c: 'JPY',
  d: 'CHF',
  e: 'AUD',
  z: 'CAD',
  n: 'NOK',
};
const line = (id: string, way: 'buy' | 'sell' = 'buy'): CartLine =>
  makeCartLine({ currency: { ...EUR, value: CODE_OF[id] ?? 'EUR' }, way, gbp: '100', id });

describe('validateAmount', () => {
  it.each([['1'], ['0.01'], ['95'], ['250.5'], ['100.25'], [' 42 '], [12], [0.5], [MAX_AMOUNT]])(
    'accepts %j',
    (input) => {
      expect(validateAmount(input)).toBeNull();
    },
  );

  it.each([
    [0],
    ['0'],
    ['0.00'],
    [-5],
    ['-0.01'],
    [''],
    ['   '],
    [NaN],
    [Infinity],
    [-Infinity],
    ['NaN'],
    ['Infinity'],
    ['abc'],
    ['1e3'],
    ['1,000'],
    ['£10'],
    ['10.001'],
    [0.1 + 0.2],
    [null],
    [undefined],
    [{}],
    [[5]],
    [true],
    ['1000000000.01'],
  ])('refuses %j with the spec message', (input) => {
    expect(validateAmount(input)).toBe('Please give correct amount');
  });
});

describe('addToCart', () => {
  it('adds up to 4 lines without changing the cart it was given', () => {
    let cart: CartLine[] = [];
    for (const id of ['a', 'b', 'c', 'd']) {
      const before = cart;
      const r = addToCart(cart, line(id));
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(before).not.toBe(r.cart);
      expect(r.cart).toHaveLength(before.length + 1);
      cart = r.cart;
    }
    expect(cart.map((l) => l.Id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a fifth line with "Please clear your cart"', () => {
    const cart = ['a', 'b', 'c', 'd'].map((id) => line(id));
    expect(addToCart(cart, line('e'))).toEqual({ ok: false, message: 'Please clear your cart' });
    expect(cart).toHaveLength(4);
  });

  it('refuses mixing Click & Collect and Click & Sell', () => {
    expect(addToCart([line('a', 'buy')], line('b', 'sell'))).toEqual({
      ok: false,
      message: messages.cartWayMismatch,
    });
    expect(addToCart([line('a', 'sell')], line('b', 'buy'))).toEqual({
      ok: false,
      message: messages.cartWayMismatch,
    });
    expect(addToCart([line('a', 'sell')], line('b', 'sell')).ok).toBe(true);
  });

  it('refuses a line whose amounts are not positive', () => {
    const zero = { ...line('z'), currencyMy: '0.00' };
    const negative = { ...line('n'), currencyTake: '-10.00' };
    expect(addToCart([], zero)).toEqual({ ok: false, message: 'Please give correct amount' });
    expect(addToCart([], negative)).toEqual({ ok: false, message: 'Please give correct amount' });
  });

  it('reports a bad amount before a full cart', () => {
    const cart = ['a', 'b', 'c', 'd'].map((id) => line(id));
    expect(addToCart(cart, { ...line('e'), currencyTake: '0' })).toEqual({
      ok: false,
      message: 'Please give correct amount',
    });
  });
});

describe('addToCart: one line per currency, and the limit before adding (issue 31.10)', () => {
  it('refuses a second line of a currency already in the cart, naming it', () => {
    const eur = makeCartLine({ currency: EUR, way: 'buy', gbp: '100', id: 'x' });
    const again = makeCartLine({ currency: EUR, way: 'buy', gbp: '200', id: 'y' });
    expect(addToCart([eur], again)).toEqual({ ok: false, message: messages.currencyInCart('EUR') });
    expect(messages.currencyInCart('EUR')).toBe(
      'EUR is already in your order: remove that line first to change its amount',
    );
  });

  it('refuses a line that would take the cart over the limit, before adding it; at the limit is fine', () => {
    const big = makeCartLine({ currency: EUR, way: 'buy', gbp: '3000', id: 'x' });
    const usd = (gbp: string) =>
      makeCartLine({ currency: { ...EUR, value: 'USD' }, way: 'buy', gbp, id: 'u' });
    expect(addToCart([big], usd('3000'), { maxGbp: '5000.00' })).toEqual({
      ok: false,
      message: 'Orders can be up to £5,000.00: with this line yours would be £6,000.00',
    });
    expect(addToCart([big], usd('2000'), { maxGbp: '5000.00' }).ok).toBe(true);
    // No limit known: the server still checks the order.
    expect(addToCart([big], usd('3000')).ok).toBe(true);
  });
});

describe('removeFromCart / cartWay', () => {
  it('removes only the line with that Id', () => {
    const cart = [line('a'), line('b'), line('c')];
    expect(removeFromCart(cart, 'b').map((l) => l.Id)).toEqual(['a', 'c']);
    expect(removeFromCart(cart, 'zzz')).toEqual(cart);
    expect(cart).toHaveLength(3);
  });

  it('tells the way of the cart, null when empty', () => {
    expect(cartWay([])).toBeNull();
    expect(cartWay([line('a', 'sell')])).toBe('sell');
    expect(cartWay([line('a', 'buy')])).toBe('buy');
  });

  it('frees a place after a removal', () => {
    const cart = ['a', 'b', 'c', 'd'].map((id) => line(id));
    expect(addToCart(removeFromCart(cart, 'a'), line('e')).ok).toBe(true);
  });
});
