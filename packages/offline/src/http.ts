import { errorEnvelopeSchema, type ErrorIssue } from '@tm/core/schemas';

/** Requests the store makes give up after this long, so a hung connection cannot hold the outbox lock. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The error envelope's message and the fields it names, or a fallback naming the status. */
export async function errorOf(res: Response): Promise<{ message: string; issues: ErrorIssue[] }> {
  try {
    const parsed = errorEnvelopeSchema.safeParse(await res.json());
    if (parsed.success) return { message: parsed.data.error.message, issues: parsed.data.error.issues ?? [] };
  } catch {
    // Not JSON: fall through to the status.
  }
  return { message: `The server answered ${res.status}`, issues: [] };
}

/** Statuses worth retrying with the same key: the server may succeed later. Other 4xx are final. */
export function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Longest wait a Retry-After can ask for; a later answer still gets the order through, never drops it. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long the server asked us to wait (Retry-After: seconds, or an HTTP date), in ms from `now`; null when it
 * did not say, or said something unreadable.
 */
export function retryAfterMs(res: Response, now: Date): number | null {
  const value = res.headers.get('retry-after')?.trim();
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now.getTime();
  if (!Number.isFinite(ms)) return null;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

export function timeoutSignal(ms: number = REQUEST_TIMEOUT_MS): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(ms) : undefined;
}

/** What a failed request is called in the outbox: a timeout in words, else the error's own message. */
export function failureMessage(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `No answer within ${timeoutMs / 1000} s`;
  return err instanceof Error ? err.message : String(err);
}
