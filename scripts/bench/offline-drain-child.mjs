// Run by offline-drain.mjs under tsx (node --import tsx), so @tm/offline's TypeScript loads as the PWA uses
// it: the real store on fake-indexeddb, offline first, then the real fetch. Prints one JSON line.
import 'fake-indexeddb/auto';
import { createOfflineStore } from '@tm/offline';

const [base, marker, countArg] = process.argv.slice(2);
const COUNT = Number(countArg);

let offline = true;
// While "offline" every request fails the way fetch fails without a network.
const fetchSwitch = (input, init) =>
  offline ? Promise.reject(new TypeError('fetch failed')) : globalThis.fetch(input, init);
// The clock the store sees: moved past every back-off on reconnect, as after a real spell offline.
let skewMs = 0;
const now = () => new Date(Date.now() + skewMs);

const store = createOfflineStore({
  apiBase: `${base}/api`,
  fetch: fetchSwitch,
  dbName: `bench-${marker}`,
  now,
  legacyStorage: null,
  locks: null,
  onlineHost: null,
  backgroundSync: null,
  headers: () => ({}),
});

function order(n) {
  return {
    Name: `Offline ${n}`,
    Email: `${marker}.${n}@example.com`,
    Phone_Number: '+44 20 7946 0000',
    Address: `${n} Station Parade, Dagenham`,
    CheckingPoint: 'Dagenham',
    status: 'buy',
    title: 'Click & Collect',
    Orders: [
      {
        Id: `${marker}-${n}`,
        currencyTake: '100',
        currencyTakecurrent: 'GBP',
        currencyMycurrent: 'EUR',
        status: 'buy',
      },
    ],
  };
}

const queuedStates = [];
for (let n = 1; n <= COUNT; n += 1) queuedStates.push((await store.outbox.submit(order(n))).status);
const queued = queuedStates.filter((s) => s === 'queued').length;

offline = false;
// What a reconnect would send at once: the engine's drain leaves rows still inside their back-off (5 s and
// up after each failed try) to their timer. Counted, not sent, so the timed drain below sends all of them.
const atOnce = (await store.outbox.list()).filter(
  (e) => e.state === 'queued' && Date.parse(e.nextAttemptAt) <= now().getTime(),
).length;

skewMs = 60 * 60_000;
const t0 = performance.now();
await store.sync.drain();
const drainMs = performance.now() - t0;

const entries = await store.outbox.list();
const delivered = entries.filter((e) => e.state === 'delivered').length;
const errors = [
  ...new Set(entries.filter((e) => e.state !== 'delivered').map((e) => `${e.state}: ${e.lastError}`)),
];
store.close();
console.log(JSON.stringify({ queued, atOnce, drainMs, delivered, errors }));
process.exit(0);
