import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders never counted as sources: dependencies, build output, dotfiles, tests. */
const SKIPPED = new Set(['node_modules', 'dist', 'e2e', 'test']);

/**
 * Newest modification time under the given paths (files or folders), skipping build output and deps: a build
 * older than this is stale.
 */
export function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    let st;
    try {
      st = statSync(path);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (SKIPPED.has(name) || name.startsWith('.')) continue;
        visit(join(path, name));
      }
    } else {
      latest = Math.max(latest, st.mtimeMs);
    }
  };
  paths.forEach(visit);
  return latest;
}

/** The modification time of a file, or 0 when it does not exist. */
export function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
