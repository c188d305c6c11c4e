// Imported first by main.tsx, before any zod schema exists: zod's JIT probes `new Function`, which the
// Content-Security-Policy (script-src without 'unsafe-eval') reports as a violation. Parsing stays the same.
//
// zod keeps its configuration on globalThis.__zod_globalConfig (so that every copy of zod on a page shares
// it; zod/v4/core/core.js) and reads `jitless` from there when it first parses. Setting it here, rather than
// calling zod's `config()`, keeps zod out of the entry chunk: importing zod at all made Rollup place zod's
// shared core (about 4 KB gzip) in the home route's first download, though only lazy chunks parse anything.
interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}
// Set on the object itself: a zod already loaded keeps a reference to it.
((globalThis as ZodGlobal).__zod_globalConfig ??= {}).jitless = true;

export {};
