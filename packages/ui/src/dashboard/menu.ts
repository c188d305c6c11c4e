import { labels } from '@tm/core/labels';
import { can, type Capability } from '@tm/core/permissions';
import type { Role } from '@tm/core';

const m = labels.dashboard.menu;

export interface MenuEntry {
  label: string;
  to: string;
  /** What the role must be able to do to see the entry (core permissions.ts; the server checks again). */
  capability?: Capability;
  /** Statistics is the index route: only exactly /dashboard marks it current. */
  end?: boolean;
}

/** The side menu of spec §2, in its order, plus Messages (the Contact form's inbox, ours) before Home. */
export const MENU: MenuEntry[] = [
  // Statistics is a report; a role without reports lands on Today at /dashboard (RoleHome.tsx).
  { label: m.statistics, to: '/dashboard', end: true, capability: 'reports' },
  // Ours (issue 17): the day's work, right under Statistics.
  { label: 'Today', to: '/dashboard/today', capability: 'today' },
  // Ours (issue 30): a customer at the counter, entered and accepted at once.
  { label: 'Walk-in order', to: '/dashboard/walkIn', capability: 'orders.walkIn' },
  { label: m.pendingOrders, to: '/dashboard/manageOrders', capability: 'orders.read' },
  { label: m.acceptedOrders, to: '/dashboard/activeOrders', capability: 'orders.read' },
  { label: m.history, to: '/dashboard/history', capability: 'orders.read' },
  { label: m.allOrders, to: '/dashboard/allOrders', capability: 'orders.read' },
  { label: m.currency, to: '/dashboard/Currency', capability: 'currencies.manage' },
  { label: m.addCurrency, to: '/dashboard/addCurrency', capability: 'currencies.manage' },
  { label: m.users, to: '/dashboard/Users', capability: 'users.manage' },
  { label: 'Messages', to: '/dashboard/messages', capability: 'messages.handle' },
  // Ours (issue 29): managers' records.
  { label: 'Deleted orders', to: '/dashboard/deleted', capability: 'deleted.read' },
  { label: 'Concerns', to: '/dashboard/concerns', capability: 'suspicious.read' },
  // Ours (issue 30): the till, its count and sign-off, the end-of-day report.
  { label: 'Close of day', to: '/dashboard/till', capability: 'till.count' },
  // Ours (issue 30): the branch's row, Admin only.
  { label: 'Branch settings', to: '/dashboard/branch', capability: 'branch.settings' },
  { label: m.home, to: '/', end: true },
];

/** The entries a role sees: display only, the server refuses the rest anyway. */
export const menuFor = (role: Role | undefined): MenuEntry[] =>
  MENU.filter((e) => !e.capability || can(role, e.capability));
