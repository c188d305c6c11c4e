import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../src/api/__mocks__/client';
import { Messages } from '../../src/dashboard/Messages';

vi.mock('../../src/api/client');
vi.mock('sonner');

const message = {
  _id: 'm1',
  name: 'Ada',
  email: 'ada@example.test',
  phone: '',
  message: 'Do you have krona?',
  time: '2026-11-02T10:00:00.000Z',
  handled: false,
};

beforeEach(() => fakeApi.reset());
afterEach(cleanup);

describe('Messages', () => {
  it('shows open messages first and marks one handled', async () => {
    let open = [message];
    fakeApi.on('GET /contactMessages', () => open);
    fakeApi.on('PUT /contactMessages/m1/handled', () => {
      open = [];
      return { ...message, handled: true };
    });
    render(
      <MemoryRouter>
        <Messages />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Do you have krona?')).toBeTruthy();
    expect(fakeApi.calls[0]?.path).toBe('/contactMessages?status=open');
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: /Mark handled/ }));
    await waitFor(() => expect(screen.getByText('No open messages.')).toBeTruthy());
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).toEqual({ handled: true });
  });
});
