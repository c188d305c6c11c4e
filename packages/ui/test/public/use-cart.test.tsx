import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { orderLine } from '@tm/core/fixtures';
import { useCart } from '../../src/hooks/use-cart';
import { OfflineStoreProvider } from '../../src/store-context';
import { fakeStore } from './fake-store';

afterEach(cleanup);

/** The hook over a store whose change notices never arrive: what it shows comes from its own reads. */
function renderCartWithoutNotices() {
  const { store } = fakeStore();
  const quiet = { ...store, cart: { ...store.cart, subscribe: () => () => undefined } };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <OfflineStoreProvider store={quiet}>{children}</OfflineStoreProvider>
  );
  return renderHook(() => useCart(), { wrapper });
}

describe('useCart', () => {
  it('shows an added line as soon as the add resolves, before the store says it changed', async () => {
    const { result } = renderCartWithoutNotices();
    const line = orderLine({ currencyMycurrent: 'EUR' });
    await act(async () => {
      await result.current.add(line);
    });
    expect(result.current.lines.map((l) => l.currencyMycurrent)).toEqual(['EUR']);

    await act(async () => {
      await result.current.remove(result.current.lines[0]!.Id);
    });
    expect(result.current.lines).toEqual([]);

    await act(async () => {
      await result.current.add(line);
      await result.current.clear();
    });
    expect(result.current.lines).toEqual([]);
  });
});
