import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/env';
import { connectionLimitsFrom } from '../../src/http/guard/connection-limits';
import { DEFAULT_FILE_LIMIT, openFileLimit, safeConnectionCap } from '../../src/http/guard/file-limit';

const FILE_LIMIT_TS = fileURLToPath(new URL('../../src/http/guard/file-limit.ts', import.meta.url));

describe('the open-file limit', () => {
  it("is the process's own soft limit (ulimit -n), read from /proc/self/limits", () => {
    const script = `import(${JSON.stringify(FILE_LIMIT_TS)}).then((m) => console.log(m.openFileLimit()))`;
    const out = execFileSync(
      'sh',
      ['-c', `ulimit -n 700 && exec "$0" --import tsx -e "$1"`, process.execPath, script],
      {
        encoding: 'utf8',
      },
    );
    expect(Number(out.trim())).toBe(700);
  });

  it('falls back to the usual default when it cannot be read or says unlimited', () => {
    expect(
      openFileLimit(() => 'Max open files            unlimited            unlimited            files'),
    ).toBe(DEFAULT_FILE_LIMIT);
    expect(
      openFileLimit(() => {
        throw new Error('no /proc here');
      }),
    ).toBe(DEFAULT_FILE_LIMIT);
  });

  it('leaves a fifth of the files, at least 64, for everything that is not a client', () => {
    expect(safeConnectionCap(1024)).toBe(819);
    expect(safeConnectionCap(200)).toBe(136);
    expect(safeConnectionCap(65_536)).toBe(52_428);
  });
});

describe('connection limits from the configuration', () => {
  it('never lets MAX_CONNECTIONS past what the file limit leaves room for', () => {
    expect(connectionLimitsFrom(testConfig({ MAX_CONNECTIONS: '100000' }), 1024).total).toBe(819);
    expect(connectionLimitsFrom(testConfig({ MAX_CONNECTIONS: '500' }), 1024).total).toBe(500);
  });

  it('keeps a quarter of the connections from live streams, and the headers within the request time', () => {
    const limits = connectionLimitsFrom(testConfig({ HEADERS_TIMEOUT_MS: '60000' }), 1024);
    expect(limits.streamsTotal).toBe(614);
    expect(limits.headersTimeoutMs).toBe(limits.requestTimeoutMs);
    expect(limits).toMatchObject({ perAddress: 128, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000 });
  });

  it('applies no per-address connection cap behind a trusted proxy (nginx limits per real client)', () => {
    expect(connectionLimitsFrom(testConfig({ TRUST_PROXY: 'true' }), 1024).perAddress).toBeNull();
  });
});
