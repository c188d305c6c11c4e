import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '../../src/dashboard/Messages';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';

vi.mock('sonner');

const message = {
  _id: 'm1',
  name: 'Ada',
  email: 'ada@example.test',
  phone: '',
  message: 'Do you have krona?',
  time: '2026-11-02T10:00:00.000Z',
  handled: false,
  handledBy: null,
  handledAt: null,
  handledNote: null,
};

afterEach(cleanup);

describe('Messages', () => {
  it('shows open messages first and marks one handled', async () => {
    let open = [message];
    fakeApi.on('GET /contactMessages', () => open);
    const handled = {
      ...message,
      handled: true,
      handledBy: 'anna@branch.test',
      handledAt: '2026-11-02T11:05:00.000Z',
      handledNote: 'Called back: yes, SEK and NOK',
    };
    fakeApi.on('PUT /contactMessages/m1/handled', () => {
      open = [];
      return handled;
    });
    renderInRouter(<Messages />);
    expect(await screen.findByText('Do you have krona?')).toBeTruthy();
    expect(fakeApi.calls[0]?.path).toBe('/contactMessages?status=open');
    expect(screen.getByRole('button', { name: 'Open' }).getAttribute('aria-pressed')).toBe('true');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('What was done (optional)'), 'Called back: yes, SEK and NOK');
    await user.click(screen.getByRole('button', { name: /Mark handled/ }));
    await waitFor(() => expect(screen.getByText('No open messages.')).toBeTruthy());
    expect(fakeApi.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      handled: true,
      note: 'Called back: yes, SEK and NOK',
    });

    // The Handled list says who, when and what they noted.
    fakeApi.on('GET /contactMessages', () => [handled]);
    await user.click(screen.getByRole('button', { name: 'Handled' }));
    const by = await screen.findByTestId('handled-by');
    expect(by.textContent).toMatch(
      /^Handled by anna@branch\.test on 2 Nov 2026, \d\d:05: Called back: yes, SEK and NOK$/,
    );
  });
});
