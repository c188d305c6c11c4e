import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../../src/lazy-screen';
import { RouteBoundary } from '../../src/route-boundary';

afterEach(cleanup);

const Hello = () => <h1>Hello</h1>;

describe('lazyScreen', () => {
  it('suspends until its code is there, then shows the screen', async () => {
    let arrive!: (m: { Hello: typeof Hello }) => void;
    const load = vi.fn(() => new Promise<{ Hello: typeof Hello }>((r) => (arrive = r)));
    const { Component } = lazyScreen(load, 'Hello');
    render(
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await act(async () => arrive({ Hello }));
    expect(await screen.findByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without suspending, once preloaded (how a prerendered page hydrates)', async () => {
    const { Component, preload } = lazyScreen(async () => ({ Hello }), 'Hello');
    await preload();
    render(
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Component />
      </Suspense>,
    );
    // Synchronously: no placeholder was ever rendered.
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('RouteBoundary', () => {
  function Broken(): never {
    throw new Error('the screen broke');
  }

  it('shows the failure page with a way home instead of a blank page, and clears it on the next address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/" element={<h1>Home page</h1>} />
          </Routes>
        </RouteBoundary>
        <Link to="/">elsewhere</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Back to the home page');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
