/**
 * Recognises "the database is not there" (refused, reset, timed out, shutting down) anywhere in an error's
 * cause chain (drizzle wraps driver errors), so the API answers 503 "try again" instead of a generic 500.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** SQLSTATE: class 08 connection exceptions, 57P01-57P03 shutdown / cannot connect now, 53300 too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current !== 'object') return false;
    const { code, errno, cause, errors } = current as {
      code?: unknown;
      errno?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    // PGlite closed under a request during shutdown: the next process answers the retry.
    if (current instanceof Error && current.message === 'PGlite is closed') return true;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof errno === 'string' && NETWORK_CODES.has(errno)) return true;
    // AggregateError from a multi-address connect.
    if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e))) return true;
    current = cause;
  }
  return false;
}

/** PostgreSQL unique_violation on a given constraint, through drizzle's wrapping. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') {
      return !constraint || e.constraint_name === constraint || e.constraint === constraint;
    }
    current = e.cause;
  }
  return false;
}

/**
 * SQLSTATE 22021 / 22P05: text PostgreSQL cannot store (a NUL character, U+0000, in any field). It comes from
 * the client's input, so it is a 400, not a server failure; the statement failed, so nothing was written.
 */
export function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === '22021' || e.code === '22P05') return true;
    current = e.cause;
  }
  return false;
}

/** Why the machine cannot write: a full disk or quota, a read-only disk, a failing one. */
export type WriteFailureCause = 'ENOSPC' | 'EDQUOT' | 'EROFS' | 'EIO';

const WRITE_ERRNOS = new Set<WriteFailureCause>(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO']);

/** SQLSTATE 53100 disk_full, 25006 read_only_sql_transaction, 58030 io_error. */
const WRITE_SQLSTATES: Record<string, WriteFailureCause> = {
  '53100': 'ENOSPC',
  '25006': 'EROFS',
  '58030': 'EIO',
};

/** What PostgreSQL (and PGlite, whose file system errors carry no code of ours) say in their messages. */
const WRITE_MESSAGES: Array<[RegExp, WriteFailureCause]> = [
  [/no space left on device/i, 'ENOSPC'],
  [/disk quota exceeded/i, 'EDQUOT'],
  [/read-only file system/i, 'EROFS'],
];

/**
 * A write that failed because of the machine, not the request (issue 27: a full disk gave 1,446 orders a
 * 500): an errno from Node's own file writes, a SQLSTATE from PostgreSQL, or the words of either, anywhere in
 * the cause chain. Such a request is answered 503 "try again", and the server says it is not ready until a
 * write works again (db/write-health.ts).
 */
export function writeFailureOf(error: unknown): WriteFailureCause | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const { code, cause, message } = current as { code?: unknown; cause?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (WRITE_ERRNOS.has(code as WriteFailureCause)) return code as WriteFailureCause;
      const fromState = WRITE_SQLSTATES[code];
      if (fromState) return fromState;
    }
    if (typeof message === 'string') {
      for (const [pattern, cause] of WRITE_MESSAGES) if (pattern.test(message)) return cause;
    }
    current = cause;
  }
  return null;
}
