/**
 * What the database holds after a request, read the way the auth and staff tests assert on it: emails queued,
 * an order's status, audit rows, a user's role. support.ts re-exports these and binds them to an app's deps.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../src/app';
import { auditLog, orders, outboxEmails, users } from '../../src/db/schema';

/** The emails queued for an address, oldest first. */
export async function emailsTo(deps: Pick<AppDeps, 'db'>, to: string) {
  return deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to)).orderBy(asc(outboxEmails.id));
}

/** The emails of one kind queued for an order (by its _id). */
export function orderEmails(deps: Pick<AppDeps, 'db'>, orderId: string, kind: string) {
  return deps.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.orderId, orderId), eq(outboxEmails.kind, kind)));
}

/** An order's status as stored (by its _id). */
export async function orderStatus(deps: Pick<AppDeps, 'db'>, id: string) {
  return (await deps.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
}

/** The audit rows of an action on one entity (an order by its 8-digit number, a currency by its code). */
export function auditRows(deps: Pick<AppDeps, 'db'>, entityId: string, action: string) {
  return deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

/** The token of the newest verification link (or, with `kind`, password-reset link) emailed to an address. */
export async function verificationToken(
  deps: Pick<AppDeps, 'db'>,
  to: string,
  kind: 'verify-email' | 'password-reset' = 'verify-email',
): Promise<string> {
  const links = (await emailsTo(deps, to)).filter((e) => e.kind === kind);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(links.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link was emailed to ${to}`);
  return token;
}

/** A user's role as stored, or undefined when there is no such user. */
export async function roleOf(deps: Pick<AppDeps, 'db'>, email: string) {
  const [row] = await deps.db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
}
