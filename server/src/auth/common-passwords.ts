import { readFileSync } from 'node:fs';

/** The 1,000 most common passwords (common-passwords.txt names its source), lower-cased. */
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** True for a password on the list, whatever its letter case ("Password" is as guessable as "password"). */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
