import { describe, expect, it } from 'vitest';
import {
  applyOrderAction,
  customerCancel,
  customerFacingStatus,
  messages,
  orderActionMessages,
  type OrderAction,
  type OrderStatus,
} from '../src/index';

describe('applyOrderAction', () => {
  it('accepts a pending order', () => {
    expect(applyOrderAction('Pending', 'accept')).toEqual({ ok: true, status: 'Accepted', deleted: false });
  });

  it('completes an accepted order', () => {
    expect(applyOrderAction('Accepted', 'complete')).toEqual({
      ok: true,
      status: 'Completed',
      deleted: false,
    });
  });

  it('soft-deletes pending and accepted orders, keeping their status', () => {
    expect(applyOrderAction('Pending', 'delete')).toEqual({ ok: true, status: 'Pending', deleted: true });
    expect(applyOrderAction('Accepted', 'delete')).toEqual({ ok: true, status: 'Accepted', deleted: true });
  });

  const refused: [OrderStatus, OrderAction, string][] = [
    ['Pending', 'complete', 'Only an accepted order can be completed'],
    ['Accepted', 'accept', 'This order is already Accepted'],
    ['Completed', 'accept', 'This order is already Completed'],
    ['Completed', 'complete', 'This order is already Completed'],
    ['Completed', 'delete', 'A completed order cannot be deleted'],
  ];
  it.each(refused)('refuses %s -%s-> with "%s"', (status, action, message) => {
    expect(applyOrderAction(status, action)).toEqual({ ok: false, message });
  });

  it('refuses every action on a deleted order', () => {
    for (const status of ['Pending', 'Accepted', 'Completed'] as const) {
      for (const action of ['accept', 'complete', 'delete'] as const) {
        expect(applyOrderAction(status, action, { deleted: true })).toEqual({
          ok: false,
          message: orderActionMessages.deleted,
        });
      }
    }
  });

  it('covers the whole table: exactly four transitions are allowed', () => {
    const allowed: string[] = [];
    for (const status of ['Pending', 'Accepted', 'Completed'] as const) {
      for (const action of ['accept', 'complete', 'delete'] as const) {
        if (applyOrderAction(status, action).ok) allowed.push(`${status}:${action}`);
      }
    }
    expect(allowed.sort()).toEqual([
      'Accepted:complete',
      'Accepted:delete',
      'Pending:accept',
      'Pending:delete',
    ]);
  });
});

describe('customerCancel (issue 16.9)', () => {
  it('cancels a Pending order, and nothing else, saying why', () => {
    expect(customerCancel('Pending')).toEqual({ ok: true, status: 'Cancelled', deleted: false });
    // Still live: the branch may stop it.
    expect(customerCancel('Accepted')).toEqual({
      ok: false,
      message: 'This order is Accepted, so it can no longer be cancelled online. Please call the branch.',
    });
    // Ended: nothing to ask the branch for (a cancelled order once said "Please call the branch").
    for (const status of ['Completed', 'Expired', 'Cancelled'] as const) {
      expect(customerCancel(status)).toEqual({
        ok: false,
        message: messages.orderHasEnded(status),
      });
    }
  });
});

describe('customerFacingStatus', () => {
  it('shows a branch-cancelled order as Cancelled whatever status the soft delete kept, and others as they are', () => {
    for (const status of ['Pending', 'Accepted'] as const) {
      expect(customerFacingStatus(status, true)).toBe('Cancelled');
    }
    for (const status of ['Pending', 'Accepted', 'Completed', 'Expired', 'Cancelled'] as const) {
      expect(customerFacingStatus(status, false)).toBe(status);
    }
  });
});
