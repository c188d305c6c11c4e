import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, isStaff, lowestRoleWith, roleOf, ROLE_CAPABILITIES } from '../src/permissions';

describe('roles and capabilities (issue 29)', () => {
  it('gives each role what the spec lists, and each role everything of the one below', () => {
    expect(can('Cashier', 'orders.complete')).toBe(true);
    expect(can('Cashier', 'orders.delete')).toBe(true);
    expect(can('Cashier', 'suspicious.raise')).toBe(true);
    expect(can('Cashier', 'suspicious.read')).toBe(false);
    expect(can('Cashier', 'deleted.read')).toBe(false);
    expect(can('Cashier', 'currencies.manage')).toBe(false);
    expect(can('Manager', 'deleted.read')).toBe(true);
    expect(can('Manager', 'liveMode.manage')).toBe(true);
    expect(can('Manager', 'users.manage')).toBe(false);
    expect(can('Admin', 'users.manage')).toBe(true);
    for (const capability of CAPABILITIES) {
      expect(can('user', capability)).toBe(false);
      if (can('Cashier', capability)) expect(can('Manager', capability)).toBe(true);
      if (can('Manager', capability)) expect(can('Admin', capability)).toBe(true);
    }
    expect(ROLE_CAPABILITIES.Admin.size).toBe(CAPABILITIES.length);
  });

  it('treats an unknown stored role as a customer and says whom to ask', () => {
    expect(roleOf('superuser')).toBe('user');
    expect(roleOf(null)).toBe('user');
    expect(isStaff(roleOf('Cashier'))).toBe(true);
    expect(isStaff('user')).toBe(false);
    expect(can(null, 'dashboard')).toBe(false);
    expect(lowestRoleWith('deleted.read')).toBe('Manager');
    expect(lowestRoleWith('users.manage')).toBe('Admin');
  });
});
