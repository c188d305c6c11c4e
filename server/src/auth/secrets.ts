import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../db/schema';
import type { Queryable } from '../db/types';

/** Keys the server signs with, loaded once at start and given to handlers through deps. */
export interface ServerSecrets {
  /** HMAC key binding each CSRF token to its session. */
  csrf: string;
}

/**
 * CSRF_SECRET when configured; otherwise the key made at the first start and kept in the database, so every
 * instance and every restart sign alike (tokens already in browsers stay valid).
 */
export async function loadServerSecrets(
  db: Queryable,
  configured: string | undefined,
): Promise<ServerSecrets> {
  if (configured) return { csrf: configured };
  await db
    .insert(serverSecrets)
    .values({ name: 'csrf', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'csrf'));
  if (!row) throw new Error('the CSRF secret could not be stored');
  return { csrf: row.value };
}
