import { randomBytes } from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, inArray } from 'drizzle-orm';
import { rateAlertTokens } from '../db/schema';
import type { Queryable } from '../db/types';

/**
 * The links of rate-alert emails, as sign-up's verification links (auth/verification.ts): 32 random bytes,
 * only their SHA-256 stored, one purpose each. Using a link deletes every link of its alert, so no link works
 * twice and an ended alert has none left.
 */
export type AlertTokenPurpose = 'confirm' | 'unsubscribe';

/** The pages of the app the links open (packages/ui routes.tsx); each has a button that POSTs. */
export const CONFIRM_PATH = '/rateAlerts/confirm';
export const UNSUBSCRIBE_PATH = '/rateAlerts/unsubscribe';
/** Where mail clients POST a one-click unsubscribe (RFC 8058): the API itself, no page in between. */
export const ONE_CLICK_PATH = '/api/rateAlerts/unsubscribe';

function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function alertLink(publicUrl: string, path: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}?token=${token}`;
}

/** The page link and the one-click address of one unsubscribe token. */
export function unsubscribeLinks(
  publicUrl: string,
  token: string,
): { unsubscribe: string; oneClick: string } {
  return {
    unsubscribe: alertLink(publicUrl, UNSUBSCRIBE_PATH, token),
    oneClick: alertLink(publicUrl, ONE_CLICK_PATH, token),
  };
}

export interface NewAlertToken {
  alertId: string;
  purpose: AlertTokenPurpose;
  expiresAt: Date | null;
}

/** Makes one token per entry (one statement) and returns them in the same order; only hashes are stored. */
export async function createAlertTokens(
  tx: Queryable,
  wanted: readonly NewAlertToken[],
  now: Date,
): Promise<string[]> {
  if (wanted.length === 0) return [];
  const tokens = wanted.map(() => randomBytes(32).toString('base64url'));
  await tx.insert(rateAlertTokens).values(
    wanted.map((w, i) => ({
      tokenHash: hashToken(tokens[i]!),
      alertId: w.alertId,
      purpose: w.purpose,
      expiresAt: w.expiresAt,
      createdAt: now,
    })),
  );
  return tokens;
}

/**
 * Uses a link: deletes it if it exists for this purpose and has not expired, and returns its alert's id. A
 * token of the other purpose is left as it is (a confirm link cannot stop an alert, nor the reverse).
 */
export async function consumeAlertToken(
  tx: Queryable,
  token: string,
  purpose: AlertTokenPurpose,
  now: Date,
): Promise<string | null> {
  const [row] = await tx
    .delete(rateAlertTokens)
    .where(and(eq(rateAlertTokens.tokenHash, hashToken(token)), eq(rateAlertTokens.purpose, purpose)))
    .returning();
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now.getTime())) return null;
  return row.alertId;
}

/** Ends every link of these alerts (an alert that fired or was stopped keeps none). */
export async function deleteAlertTokens(tx: Queryable, alertIds: readonly string[]): Promise<void> {
  if (alertIds.length === 0) return;
  await tx.delete(rateAlertTokens).where(inArray(rateAlertTokens.alertId, [...alertIds]));
}
