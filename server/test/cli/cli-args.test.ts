import { describe, expect, it } from 'vitest';
import { readCliArgs } from '../../src/cli/cli-args';

const USAGE = 'Usage: npm run restore -- FILE';

describe('an operations command line (npm run backup / restore)', () => {
  it('prints the usage for --help or -h, wherever it stands', () => {
    expect(readCliArgs(['--help'], USAGE, 1)).toEqual({ kind: 'help', text: USAGE });
    expect(readCliArgs(['file.tar.gz', '-h'], USAGE, 1)).toEqual({ kind: 'help', text: USAGE });
    expect(readCliArgs(['--help'], USAGE, 0)).toEqual({ kind: 'help', text: USAGE });
  });

  it('refuses an unknown option instead of reading it as a file', () => {
    expect(readCliArgs(['--force'], USAGE, 1)).toEqual({
      kind: 'refused',
      text: `Unknown option --force.\n${USAGE}`,
    });
  });

  it('refuses a file too many or too few instead of dropping it (a backup "to /tmp/usb")', () => {
    expect(readCliArgs(['/tmp/usb'], USAGE, 0)).toEqual({
      kind: 'refused',
      text: `Expected no arguments, got /tmp/usb.\n${USAGE}`,
    });
    expect(readCliArgs([], USAGE, 1)).toMatchObject({
      kind: 'refused',
      text: expect.stringMatching(/^Expected 1 file, got nothing\./),
    });
    expect(readCliArgs(['a', 'b'], USAGE, 1)).toMatchObject({ kind: 'refused' });
  });

  it('gives the files to run with', () => {
    expect(readCliArgs([], USAGE, 0)).toEqual({ kind: 'run', files: [] });
    expect(readCliArgs(['backups/x.pglite.tar.gz'], USAGE, 1)).toEqual({
      kind: 'run',
      files: ['backups/x.pglite.tar.gz'],
    });
  });
});
