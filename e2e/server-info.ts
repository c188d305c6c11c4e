/**
 * Which e2e server a test talks to. playwright.config.ts starts two (one for the tests that change what every
 * other test sees) and gives each project its server's details as metadata; a test reads them here, so the
 * fake rate service it tells what to answer and the mail folder it reads are its own server's.
 */
import { test } from '@playwright/test';

export interface E2eServerInfo {
  /** The app's port. */
  port: string;
  /** The fake exchange-rate service's port (e2e/fake-rates.ts). */
  ratesPort: string;
  /** Where that server writes each email as an .eml file. */
  mailDir: string;
}

/** The running test's server (its project's metadata). */
export function currentServer(): E2eServerInfo {
  const info = test.info().project.metadata as Partial<E2eServerInfo>;
  if (!info.port || !info.ratesPort || !info.mailDir)
    throw new Error(`project ${test.info().project.name} names no e2e server (playwright.config.ts)`);
  return info as E2eServerInfo;
}
