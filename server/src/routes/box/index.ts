import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { boxRequestSchema } from '@tm/core';
import { sessions } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { checkBoxCredentials } from '../../auth/box';
import type { AccountEnv } from '../../auth/context';
import { reserveFor } from '../../http/limiter';

/**
 * The Secure Box (spec §2 '/box'). The original compared fixed values in the browser; here the server checks
 * them against BOX_USERNAME and the stored hash, rate limited like sign-in.
 *
 * What it guards: leaving the `/screen` wall display on the branch kiosk. The kiosk asks for the box
 * credentials and leaves the display only on a 200. It grants no API rights: the dashboard and every admin
 * call still need an Admin sign-in. When the caller is signed in, the session is marked `box_granted` (shown
 * as `boxGranted` in /auth/me); an anonymous caller gets the 200 alone, and no anonymous session is made,
 * because a box pass must not become a way in.
 */
export function boxRoutes() {
  return new Hono<AccountEnv>().post('/box', async (c) => {
    const deps = c.get('deps');
    const settings = deps.config.auth;
    const parsed = boxRequestSchema.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw validationError(parsed.error);
    const now = deps.clock();
    // Reserved before the Argon2 check, so a burst cannot all be evaluated; given back on success.
    const attempt = await reserveFor(c, deps, 'box', parsed.data.username);
    const ok = await checkBoxCredentials(deps.db, settings, parsed.data.username, parsed.data.password, now);
    if (!ok) throw new ApiError(401, 'box_denied', 'Access denied');
    await attempt.succeeded();
    const auth = c.get('auth');
    if (auth)
      await deps.db.update(sessions).set({ boxGranted: true }).where(eq(sessions.id, auth.session.id));
    return c.json({ ok: true as const });
  });
}
