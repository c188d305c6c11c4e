import { chmodSync, mkdirSync } from 'node:fs';

/**
 * What the server writes that holds customers' data — the database, the emails (names, phones, orders, and
 * sign-up and password-reset links), the backups — is for the server's own user only: another account on the
 * machine that could read a reset link could take over the Admin (an attacker's pass, 2026-11-30). The modes
 * are set on what the server creates, whatever the process's umask.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** Makes a folder (and its missing parents) that only the server's user can open. */
export function makePrivateFolder(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
}

/**
 * Closes an existing folder that holds the database to the server's user, as PostgreSQL insists of its own
 * data folder: files the database engine creates later take the process's umask (usually readable by all),
 * and the folder is what keeps them private.
 */
export function closeFolderToOthers(path: string): void {
  try {
    chmodSync(path, PRIVATE_FOLDER_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    throw new Error(`${path} holds the database and must belong to the user the server runs as.`, {
      cause: error,
    });
  }
}
