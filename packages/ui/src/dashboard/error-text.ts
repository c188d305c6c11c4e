import { messages } from '@tm/core/messages';
import { ApiError } from '../api/client';

/** The server's own message for a failed call (spec §8: "toast showing the error message returned"). */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return messages.somethingWentWrong;
}
