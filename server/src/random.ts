import { randomInt, randomUUID } from 'node:crypto';

/**
 * Where the server's ids and order numbers come from: the crypto module in the app, a scripted source in
 * tests (as @tm/offline's store takes `uuid`), so a test can make two orders draw the same number.
 */
export interface Randomness {
  uuid(): string;
  /** A whole number from 0 up to, not including, `below`. */
  int(below: number): number;
}

export const cryptoRandomness: Randomness = {
  uuid: () => randomUUID(),
  int: (below) => randomInt(0, below),
};
