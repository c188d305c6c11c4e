import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { fakeStore } from '../public/fake-store';
import { renderRoutes } from '../public/render';

afterEach(cleanup);

describe("other sites' addresses for signing in and up", () => {
  it.each([
    ['/login', '/signIn'],
    ['/LOGIN', '/signIn'],
    ['/sign-in', '/signIn'],
    ['/register', '/signUp'],
    ['/sign-up', '/signUp'],
  ])('%s lands on %s, replacing the typed address in the history', async (typed, page) => {
    const { router } = renderRoutes(routes, typed, fakeStore().store);
    await waitFor(() => expect(router.state.location.pathname).toBe(page));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
