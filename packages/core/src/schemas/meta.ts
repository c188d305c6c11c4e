import { z } from 'zod';

/** GET /health: the API answers and its database is reachable (a 503 envelope when it is not). */
export const healthSchema = z.object({ ok: z.literal(true) });
