import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApp } from '../../src/app';
import { testDeps } from './test-app';
import { testDatabaseForFile } from './test-db';

type TestApp = ReturnType<typeof createApp>;

/** A maker of temporary folders for the calling test file; each test's folders are removed after it. */
export function tempDirsPerTest(prefix: string): () => string {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/**
 * An app for the calling test file that serves a temporary public folder, filled by `fill(dir)` before the
 * app starts; folder and database are removed after the file. Read `app` and `dir` inside tests. A server
 * serves the build it started with (src/http/held-build.ts), so a test of another build starts another app
 * on the same database with `appServing(dir)`.
 */
export function appServingFolderForFile(
  prefix: string,
  fill: (dir: string) => void,
): { app: TestApp; dir: string; appServing: (dir: string) => TestApp } {
  const tdb = testDatabaseForFile();
  const ctx = {
    appServing: (dir: string) => createApp(testDeps(tdb.database, { publicDir: dir })),
  } as { app: TestApp; dir: string; appServing: (dir: string) => TestApp };
  beforeAll(() => {
    ctx.dir = mkdtempSync(join(tmpdir(), prefix));
    fill(ctx.dir);
    ctx.app = createApp(testDeps(tdb.database, { publicDir: ctx.dir }));
  });
  afterAll(() => {
    if (ctx.dir) rmSync(ctx.dir, { recursive: true, force: true });
  });
  return ctx;
}
