import 'fake-indexeddb/auto';
import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * A setup file: the ui files of a worker share one happy-dom window (isolate: false; making a window per file
 * was half of ui's CPU), so each file starts from a page as a new tab would see it — nothing stored, nothing
 * rendered, at the site's root, every module evaluated afresh (a session, a jotai store, a cache) — instead of
 * what the file before it left.
 *
 * A file's fake clock, stubbed globals (EventSource, print) and mock calls end with it, as they did with a window
 * of its own.
 *
 * A file ends once the modules its screens began to load lazily have loaded: one still loading when the
 * worker's last file ended was asked for after the window was gone (an unhandled EnvironmentTeardownError).
 *
 * IndexedDB is there from the start, as in a browser: Dexie reads it once, when first imported, so it cannot
 * wait for the files that use it. Every offline store a test makes has a database of its own name.
 */
vi.resetModules();
vi.clearAllMocks();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
history.replaceState(null, '', '/');
document.title = '';
document.head.replaceChildren();
document.body.replaceChildren();

// A screen's wait (findBy…, waitFor) gets 5 s, not testing-library's 1 s: in `npm test` these files run beside
// lint, the typecheck and the server suites on two cores, where one render can take over a second (two waits
// ran out so in a run beside the browser tests). A wait that cannot succeed still fails, 4 s later.
configure({ asyncUtilTimeout: 5_000 });

afterAll(() => vi.dynamicImportSettled());
