import { buildTemplate, TEMPLATE_DIR, type TemplateKind } from '../db/pglite-template';

/**
 * `npm run build -w @tm/server`: makes the embedded database's template (see db/pglite-template.ts).
 * Arguments (used when the server or the tests build it in a child process): the kind, `seeded` (default,
 * what a new data folder starts from) or `empty` (migrated only, for the tests), and the folder.
 */
const [kindArg = 'seeded', dir = TEMPLATE_DIR] = process.argv.slice(2);
if (kindArg !== 'seeded' && kindArg !== 'empty') {
  console.error(`Unknown template kind "${kindArg}": use seeded or empty.`);
  process.exit(1);
}
const kind: TemplateKind = kindArg;
const started = performance.now();
const file = await buildTemplate(kind, dir);
console.log(
  `PGlite template (${kind}) built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${file}`,
);
