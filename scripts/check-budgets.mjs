// Size budgets of the customer PWA, asserted after `vite build` (deterministic, unlike timings, so they may
// fail a build): the home route's initial JavaScript, how many script files each prerendered page loads
// before it starts, and the service worker's precache. See BUDGETS in
// scripts/bench/pwa-size.mjs for the figures and the reasons behind them.
import { BUDGETS, DIST, initialJs, pageScriptFiles, precache } from './bench/pwa-size.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const problems = [];

const js = initialJs();
if (!js) {
  problems.push(`${DIST}/index.html not found: build the PWA first (npm run build -w @tm/pwa).`);
} else if (js.files.length === 0) {
  problems.push('index.html loads no script: the budget cannot be measured.');
} else {
  console.log(
    `Initial JS of the home route: ${kb(js.gzip)} gzip (${kb(js.bytes)} raw) in ${js.files.length} files`,
  );
  for (const f of js.files) console.log(`  ${f.file}: ${kb(f.gzip)} gzip`);
  if (js.gzip > BUDGETS.initialJsGzip) {
    problems.push(
      `Initial JS of the home route is ${kb(js.gzip)} gzip, over the ${kb(BUDGETS.initialJsGzip)} budget. ` +
        'Lazy-load what the home screen does not need (React.lazy / route-level lazy), or drop a dependency.',
    );
  }
}

for (const { page, files } of pageScriptFiles()) {
  console.log(`${page} loads ${files} script files before it starts`);
  if (files > BUDGETS.pageScriptFiles) {
    problems.push(
      `${page} loads ${files} script files before it starts, over the budget of ${BUDGETS.pageScriptFiles}: ` +
        'a module many chunks share got a chunk of its own; give it to a first screen (apps/pwa/screen-chunks.ts).',
    );
  }
}

const cache = precache();
if (js && !cache) {
  problems.push(`${DIST}/sw.js not found: the PWA build has no service worker to precache with.`);
} else if (cache) {
  console.log(`Precache: ${kb(cache.bytes)} in ${cache.entries.length} entries`);
  if (cache.missing.length > 0) {
    problems.push(`The precache lists files the build does not contain: ${cache.missing.join(', ')}`);
  }
  if (cache.bytes > BUDGETS.precacheBytes) {
    const biggest = [...cache.entries].sort((a, b) => (b.bytes ?? 0) - (a.bytes ?? 0)).slice(0, 5);
    problems.push(
      `Precache is ${kb(cache.bytes)}, over the ${kb(BUDGETS.precacheBytes)} budget. Largest: ` +
        `${biggest.map((e) => `${e.url} ${kb(e.bytes ?? 0)}`).join(', ')}. Exclude lazily used chunks ` +
        '(dashboard, screen) from globPatterns in apps/pwa/pwa-options.ts.',
    );
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(`Budget check failed: ${p}`);
  process.exit(1);
}
console.log(
  `Size budgets met (initial JS ≤ ${kb(BUDGETS.initialJsGzip)} gzip, ≤ ${BUDGETS.pageScriptFiles} script files a ` +
    `prerendered page, precache ≤ ${kb(BUDGETS.precacheBytes)}).`,
);
