import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from '../../src/dashboard/use-remote';

/** A load whose answers the test releases one by one, in any order. */
function controlledLoads() {
  const pending: ((value: string) => void)[] = [];
  const load = () => new Promise<string>((resolve) => pending.push(resolve));
  return { load, pending };
}

describe('useRemote', () => {
  // After Accept the dashboard awaits the list's reload, then moves focus to the next row. A live event's
  // reload started meanwhile drops the action's answer: resolving then put focus on the row about to go
  // (a cashier's morning e2e, on a slow machine).
  it("resolves an action's reload only once a newer load that superseded it is shown", async () => {
    const { load, pending } = controlledLoads();
    const { result } = renderHook(() => useRemote(load, 'today'));
    await act(async () => pending[0]!('first'));
    expect(result.current.data).toBe('first');

    let actionReloaded = false;
    let actionReload!: Promise<void>;
    act(() => {
      actionReload = result.current.reload().then(() => {
        actionReloaded = true;
      });
    });
    let liveReload!: Promise<void>;
    act(() => {
      liveReload = result.current.reload();
    });
    await waitFor(() => expect(pending).toHaveLength(3));

    // The action's own answer arrives first and is dropped: the newer load is still out.
    await act(async () => pending[1]!('stale'));
    expect(actionReloaded).toBe(false);
    expect(result.current.data).toBe('first');

    await act(async () => pending[2]!('fresh'));
    await act(() => Promise.all([actionReload, liveReload]));
    expect(actionReloaded).toBe(true);
    expect(result.current.data).toBe('fresh');
    expect(result.current.loading).toBe(false);
  });

  it('resolves a lone reload with its own answer', async () => {
    const { load, pending } = controlledLoads();
    const { result } = renderHook(() => useRemote(load, 'today'));
    await act(async () => pending[0]!('first'));
    let reload!: Promise<void>;
    act(() => {
      reload = result.current.reload();
    });
    await waitFor(() => expect(pending).toHaveLength(2));
    await act(async () => pending[1]!('second'));
    await act(() => reload);
    expect(result.current.data).toBe('second');
  });
});
