/**
 * What an operations command (`npm run backup`, `npm run restore`) was asked on its command line: its usage,
 * a refusal, or the files it takes. Pure, so the rules are tested without running a command: `--help` and
 * `-h` print the usage; an option the command does not know, or a file too many or too few, is refused with
 * the usage, rather than read as a file name or silently dropped (a backup "to /tmp/usb" once went to
 * BACKUP_DIR and rotated an older one out).
 */
export type CliArgs =
  { kind: 'help'; text: string } | { kind: 'refused'; text: string } | { kind: 'run'; files: string[] };

export function readCliArgs(argv: readonly string[], usage: string, files: number): CliArgs {
  if (argv.some((a) => a === '--help' || a === '-h')) return { kind: 'help', text: usage };
  const option = argv.find((a) => a.startsWith('-'));
  if (option) return { kind: 'refused', text: `Unknown option ${option}.\n${usage}` };
  if (argv.length !== files) {
    const said = argv.length === 0 ? 'nothing' : argv.join(' ');
    return {
      kind: 'refused',
      text: `Expected ${files === 0 ? 'no arguments' : `${files} file`}, got ${said}.\n${usage}`,
    };
  }
  return { kind: 'run', files: [...argv] };
}

/** Prints the usage or the refusal and gives the exit code, or gives the files to run with. */
export function cliArgsOrExit(args: CliArgs): { exit: number } | { files: string[] } {
  if (args.kind === 'help') {
    console.log(args.text);
    return { exit: 0 };
  }
  if (args.kind === 'refused') {
    console.error(args.text);
    return { exit: 2 };
  }
  return { files: args.files };
}
