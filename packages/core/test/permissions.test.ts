import { describe, expect, it } from 'vitest';
import { CAPABILITIES, can, isStaff, roleOf, ROLE_CAPABILITIES, whomToAsk } from '../src/permissions';
import { messages } from '../src/messages';

/** What the spec lists per role: [role, capability, whether the role has it]. */
const SPEC_GRANTS = [
  ['Cashier', 'orders.complete', true],
  ['Cashier', 'orders.delete', true],
  ['Cashier', 'suspicious.raise', true],
  ['Cashier', 'suspicious.read', false],
  ['Cashier', 'deleted.read', false],
  ['Cashier', 'currencies.manage', false],
  ['Manager', 'deleted.read', true],
  ['Manager', 'liveMode.manage', true],
  ['Manager', 'users.manage', false],
  ['Admin', 'users.manage', true],
] as const;

describe('roles and capabilities (issue 29)', () => {
  it('gives each role what the spec lists, and each role everything of the one below', () => {
    for (const [role, capability, allowed] of SPEC_GRANTS) {
      expect(can(role, capability), `${role} ${capability}`).toBe(allowed);
    }
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
  });

  it('names whom to ask in plain English: each role once, with its article', () => {
    // A tester saw "ask a Admin or an Admin" for an Admin-only capability.
    expect(whomToAsk('users.manage')).toBe('an Admin');
    expect(whomToAsk('deleted.read')).toBe('a Manager or an Admin');
    expect(whomToAsk('orders.read')).toBe('a Cashier, a Manager or an Admin');
    expect(messages.roleCannot('Manager', whomToAsk('branch.settings'))).toBe(
      'Your role (Manager) cannot do this: ask an Admin',
    );
  });
});
