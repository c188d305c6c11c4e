import { hash, verify } from '@node-rs/argon2';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** Argon2id (the library's default algorithm) with a random salt per hash; the PHC string records the cost. */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(password, {
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: 1,
    outputLen: 32,
  });
}

/** False for a malformed hash as well as a wrong password: a bad row must never let anyone in. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * Sign-in with an unknown email still spends the time of one verification against this decoy, so response
 * times do not reveal which emails have accounts.
 */
let decoy: Promise<string> | undefined;
export async function spendVerifyTime(password: string, cost: Argon2Cost): Promise<void> {
  decoy ??= hashPassword('decoy-password-not-used', cost);
  await verifyPassword(await decoy, password);
}
