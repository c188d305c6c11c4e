import { ApiError, apiFetch } from '../api/client';

/** Where the device keeps the server's last answer, so the inspector still opens while offline. */
const STORAGE_KEY = 'tm:devTools';

/**
 * Whether the server has the developers' tools on (GET /api/devTools, present only when DEV_TOOLS is on).
 * A 404 is the server saying no, and also forgets an earlier yes; with no answer at all (offline) the last
 * answer this device got counts, else no.
 */
export async function devToolsOn(): Promise<boolean> {
  try {
    const { devToolsSchema } = await import('@tm/core/schemas');
    await apiFetch('/devTools', { schema: devToolsSchema });
    remember(true);
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.status !== 0) {
      remember(false);
      return false;
    }
    return recalled();
  }
}

function remember(on: boolean): void {
  try {
    if (on) globalThis.localStorage?.setItem(STORAGE_KEY, 'on');
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the answer still holds for this visit.
  }
}

function recalled(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}
