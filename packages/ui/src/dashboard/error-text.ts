import { NOTHING_CHANGED } from '@tm/core/compliance';
import { ApiError } from '../api/client';

// Said after every refused or failed staff action: staff must know nothing half-happened (issue 29).
export { NOTHING_CHANGED };

/**
 * What went wrong, in words staff can act on (issue 29: "Something went wrong" said nothing). The server's
 * own message where it gave one (spec §8: "toast showing the error message returned"); for a lost connection
 * or a server fault, which and what to do.
 */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return 'The server could not be reached. Check the connection and try again.';
    if (err.status >= 500) {
      return `The server could not do this (error ${err.status}). Try again; if it keeps failing, tell your manager.`;
    }
    return err.message;
  }
  return 'This screen hit an unexpected problem. Reload the page and try again.';
}

/**
 * A refusal of what was typed (400, 422: an amount past the limit, an expired ID), as opposed to a conflict
 * with someone else's change or a lost connection: a form dialog shows it and stays open.
 */
export function isInputRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && (err.status === 400 || err.status === 422);
}

/** A failed action's message, ending with the fact that nothing was changed. */
export function actionErrorText(err: unknown): string {
  const text = errorText(err).trim();
  if (text.endsWith(NOTHING_CHANGED)) return text;
  return `${/[.!?]$/.test(text) ? text : `${text}.`} ${NOTHING_CHANGED}`;
}
