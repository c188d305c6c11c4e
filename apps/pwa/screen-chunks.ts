import type { Plugin } from 'vite';

/** A screen the customer may land on first, and the modules its first render imports statically. */
export interface FirstScreen {
  /** The chunk's name: assets/<name>-<hash>.js. */
  name: string;
  /** The entry (src/main.tsx) or a route's lazy module, as the end of its path. */
  roots: RegExp[];
}

/**
 * One chunk for each first screen's own modules, where automatic splitting made one per set of importers.
 *
 * Rolldown gives every module that a different set of chunks imports a chunk of its own, so the home page's
 * first render needed 29 files, 20 of them under 1 KB; Exchange Rates 28, Purchase 44. Each is a request
 * the browser (and Lighthouse's slow-4G simulation, six connections, 150 ms a round trip) makes before the
 * page can start, and ~30 requests served while the first layout runs made that layout 25-45 ms on two
 * cores instead of ~10. Grouped, Home needs 4 files and 102.2 KB of gzip instead of 109.4, Exchange Rates 5
 * and Purchase 7 (docs/performance-home-js.md); check-budgets.mjs holds every prerendered page to 8.
 *
 * Each screen's chunk takes the modules its roots import statically that no earlier screen took: the home
 * page's chunk is what every page starts with (the shell, the header, the footer), a later screen's holds what
 * it adds. What stays out:
 * - a module something imports with `import()`: it keeps its own chunk and loads when asked for (the lazy
 *   routes themselves, whose chunks the prerendered pages link by name; the offline store's parts, which
 *   main.tsx evaluates a task at a time);
 * - the entry module, and modules other groups take (React, zod), which come first in the groups.
 */
export function screenChunks(screens: FirstScreen[]) {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'tm-screen-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const ids = [...this.getModuleIds()];
      for (const screen of screens) {
        const queue: string[] = [];
        for (const root of screen.roots) {
          const id = ids.find((candidate) => root.test(candidate));
          if (!id) this.error(`screen-chunks: no module matches ${root} (screen ${screen.name})`);
          queue.push(id);
        }
        const reached = new Set<string>();
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (reached.has(id)) continue;
          reached.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        for (const id of reached) {
          const info = this.getModuleInfo(id);
          const onDemand = (info?.dynamicImporters.length ?? 0) > 0;
          if (!info || info.isEntry || onDemand || chunkOf.has(id)) continue;
          chunkOf.set(id, screen.name);
        }
      }
    },
  };
  return {
    plugin,
    /**
     * Rolldown code-splitting groups, one a screen, in the screens' order. Rolldown takes groups in their
     * order (at equal priority) and a group takes its modules' dependencies too, so the groups before these
     * (React, zod) keep theirs, and an earlier screen's modules stay in its chunk.
     */
    groups: screens.map((screen) => ({
      name: screen.name,
      test: (id: string) => chunkOf.get(id) === screen.name,
    })),
  };
}
