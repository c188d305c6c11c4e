import { describe, expect, it } from 'vitest';
import { menuFor } from '../../src/dashboard/menu';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((e) => e.label);

describe('the dashboard menu by role (issue 29: display only, the server decides)', () => {
  it('shows a Cashier the counter and not the managers\u2019 or admins\u2019 screens', () => {
    const cashier = labels('Cashier');
    expect(cashier).toEqual(
      expect.arrayContaining(['Today', 'Walk-in order', 'Pending Orders', 'All Orders', 'Messages', 'Home']),
    );
    for (const hidden of ['Statistics', 'Currency', 'Users', 'Deleted orders', 'Concerns']) {
      expect(cashier).not.toContain(hidden);
    }
  });

  it('adds the records and currencies for a Manager, and Users for an Admin', () => {
    expect(labels('Manager')).toEqual(
      expect.arrayContaining(['Statistics', 'Currency', 'Deleted orders', 'Concerns']),
    );
    expect(labels('Manager')).not.toContain('Users');
    expect(labels('Admin')).toContain('Users');
    expect(labels('user')).toEqual(['Home']);
  });
});
