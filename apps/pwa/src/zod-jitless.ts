import { config } from 'zod';

// Imported first by main.tsx, before any zod schema exists: zod's JIT probes `new Function`, which the
// Content-Security-Policy (script-src without 'unsafe-eval') reports as a violation. Parsing stays the same.
config({ jitless: true });
