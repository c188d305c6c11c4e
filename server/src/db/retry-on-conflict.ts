import { isUniqueViolation } from './errors';

/**
 * Runs a start-up step that instances starting together race on (the first staff login): each checks, then
 * inserts, so all but one lose with a unique violation. Losing means another instance just did the work, so
 * the step runs again and now finds it done. Anything else is thrown as it is.
 */
export async function retryOnUniqueViolation<T>(step: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
