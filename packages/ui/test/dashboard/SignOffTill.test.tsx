import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TillDay } from '@tm/core';
import { SignOffTill } from '../../src/dashboard/SignOffTill';
import { toast } from '../../__mocks__/sonner';
import { fakeApi } from '../fake-api';
import { renderInRouter } from '../render-in-app';
import { freshApiEachTest } from './fresh-api';

vi.mock('sonner');
freshApiEachTest();

const counted = (code: string, expected: string, count: string, difference: string) => ({
  code,
  openingFloat: expected,
  deliveries: '0.00',
  moneyIn: '0.00',
  moneyOut: '0.00',
  expected,
  counted: count,
  difference,
});

const tillWith = (rows: TillDay['rows']): TillDay => ({
  day: '2026-11-27',
  branch: 'Dagenham',
  rows,
  completedOrders: 3,
  signedOffBy: null,
  signedOffAt: null,
  signOffNote: null,
});

const signOffCalls = () => fakeApi.calls.filter((c) => c.method === 'POST' && c.path === '/till/signOff');

describe('Signing the till off (issue 30)', () => {
  it('asks why a till that is out is out, refuses a note too short without sending, then sends the note', async () => {
    const user = userEvent.setup();
    const till = tillWith([
      counted('GBP', '500.00', '500.00', '0.00'),
      counted('EUR', '200.00', '195.00', '-5.00'),
    ]);
    fakeApi.on('POST /till/signOff', {
      ...till,
      signedOffBy: 'manager@branch.local',
      signedOffAt: '2026-11-27T17:45:00.000Z',
    });
    const onDone = vi.fn(async () => {});
    renderInRouter(<SignOffTill till={till} unsaved={false} onDone={onDone} />);

    await user.click(screen.getByRole('button', { name: 'Sign off the day' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The till is out: -€5.00.');
    const note = screen.getByLabelText('Why the till is out');
    // The rule is said before the first try, as the note's description.
    expect(note.getAttribute('aria-describedby')).toBeTruthy();
    const described = note.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      'At least 10 characters',
    );
    await user.type(note, 'short');
    await user.click(screen.getByRole('button', { name: 'Yes, sign off' }));
    const problem = await screen.findByText(
      'The till is out (-€5.00): say why in the note, in at least 10 characters, before signing off. Nothing was changed.',
    );
    expect(problem).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(note));
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(note.getAttribute('aria-describedby')).toContain(problem.id);
    expect(signOffCalls()).toHaveLength(0);

    await user.type(note, ': a €5 note given as change twice');
    await user.click(screen.getByRole('button', { name: 'Yes, sign off' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Till for November 27th 2026 signed off.'),
    );
    expect(signOffCalls().map((c) => c.body)).toEqual([
      { day: '2026-11-27', note: 'short: a €5 note given as change twice' },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('asks for no note when every count matches what was expected', async () => {
    const user = userEvent.setup();
    const till = tillWith([counted('GBP', '500.00', '500.00', '0.00')]);
    fakeApi.on('POST /till/signOff', {
      ...till,
      signedOffBy: 'manager@branch.local',
      signedOffAt: '2026-11-27T17:45:00.000Z',
    });
    renderInRouter(<SignOffTill till={till} unsaved={false} onDone={async () => {}} />);
    await user.click(screen.getByRole('button', { name: 'Sign off the day' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'The counts and differences are then closed for this day.',
    );
    expect(screen.queryByLabelText('Why the till is out')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yes, sign off' }));
    await waitFor(() => expect(signOffCalls().map((c) => c.body)).toEqual([{ day: '2026-11-27' }]));
  });
});
