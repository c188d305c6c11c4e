import { z } from 'zod';

/** GET /health: the API answers and its database is reachable (a 503 envelope when it is not). */
export const healthSchema = z.object({ ok: z.literal(true) });

/** Where the app shows its sync inspector (owner: the developers' tools, docs/offline-sync.md). */
export const SYNC_INSPECTOR_PATH = '/dev/sync';

/**
 * GET /devTools: the developers' tools this server switched on (DEV_TOOLS). The route exists only when they
 * are on; otherwise it is a 404 like any unknown path, and the OpenAPI document does not list it.
 */
export const devToolsSchema = z.object({ syncInspector: z.literal(SYNC_INSPECTOR_PATH) });
export type DevTools = z.infer<typeof devToolsSchema>;
