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

const line = (id: string, way: 'buy' | 'sell' = 'buy'): CartLine =>
  makeCartLine({ currency: EUR, way, gbp: '100', id });

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
