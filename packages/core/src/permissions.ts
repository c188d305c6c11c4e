// Types only: the customer app's header reads `isStaff`, and must not pull zod into its first bundle.
import type { Role } from './schemas/user';

/** What a Cashier may do: the counter's day. */
const CASHIER = [
  'dashboard', // enter the dashboard, see whether live mode is on
  'today',
  'orders.read',
  'orders.accept',
  'orders.complete', // with the ID record when the linked orders need one
  'orders.delete', // cancel by the branch, with a reason
  'orders.amend',
  'orders.walkIn',
  'till.count',
  'messages.handle', // contact messages to the branch
  'suspicious.raise', // any staff member may raise a concern; only managers read them
] as const;
/** What a Manager may do besides: the branch's money and records. */
const MANAGER_ONLY = [
  'currencies.manage',
  'margins',
  'liveMode.manage',
  'deleted.read',
  'reports',
  'till.signOff',
  'suspicious.read',
] as const;
/** What an Admin may do besides: the people and the branch. */
const ADMIN_ONLY = ['users.manage', 'branch.settings'] as const;

/**
 * Who may do what on the staff side (issue 29). The server enforces it on every staff route (each route names
 * one capability; test/admin/role-walk.test.ts walks every route as every role), and the dashboard reads the
 * same map to hide what a role cannot do (display only: the server decides).
 * Each capability is written once, in the list of the least role that holds it, so the roles and this list
 * cannot drift apart.
 */
export const CAPABILITIES = [...CASHIER, ...MANAGER_ONLY, ...ADMIN_ONLY] as const;
export type Capability = (typeof CAPABILITIES)[number];

const MANAGER: readonly Capability[] = [...CASHIER, ...MANAGER_ONLY];
const ADMIN: readonly Capability[] = [...MANAGER, ...ADMIN_ONLY];

/** Each role's capabilities; a customer ('user') has none. Each role holds all of the one below it. */
export const ROLE_CAPABILITIES: Readonly<Record<Role, ReadonlySet<Capability>>> = {
  user: new Set(),
  Cashier: new Set(CASHIER),
  Manager: new Set(MANAGER),
  Admin: new Set(ADMIN),
};

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role ? ROLE_CAPABILITIES[role].has(capability) : false;
}

/** Staff are those who may enter the dashboard: Cashier, Manager and Admin. */
export const isStaff = (role: Role | null | undefined): boolean => can(role, 'dashboard');

/** The staff roles, least first, as the Users screen offers them. */
export const STAFF_ROLES = ['Cashier', 'Manager', 'Admin'] as const satisfies readonly Role[];

/**
 * Whom to ask for a capability, in words: every staff role that holds it, least first, each with its article
 * ("an Admin", "a Manager or an Admin"). Built from the map, not written per capability, so a 403 never names
 * a role twice or a role that cannot help.
 */
export function whomToAsk(capability: Capability): string {
  const named = STAFF_ROLES.filter((r) => can(r, capability)).map(
    (r) => `${/^[AEIOU]/.test(r) ? 'an' : 'a'} ${r}`,
  );
  const last = named.pop() ?? 'an Admin';
  return named.length ? `${named.join(', ')} or ${last}` : last;
}

/** A role as stored (text): anything unknown is a customer, so a stray value never grants anything. */
export function roleOf(stored: string | null | undefined): Role {
  return stored && Object.hasOwn(ROLE_CAPABILITIES, stored) ? (stored as Role) : 'user';
}
