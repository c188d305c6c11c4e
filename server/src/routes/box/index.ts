import { eq } from 'drizzle-orm';
import { boxGrantedSchema, boxRequestSchema } from '@tm/core';
import { sessions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { checkBoxCredentials } from '../../auth/box';
import type { AccountEnv } from '../../pipeline/auth-context';
import { reserveFor } from '../../http/limiter';

const box = publicRoute('accounts', 'post', '/box', {
  summary:
    'Secure Box: checks the box credentials on the server (rate limited); marks a signed-in session box-granted.',
  request: { body: jsonBody(boxRequestSchema) },
  responses: { 200: json(boxGrantedSchema, 'Granted'), 429: { description: 'Too many tries' } },
});

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
  return routeGroup<AccountEnv>().openapi(box, async (c) => {
    const deps = c.get('deps');
    const settings = deps.config.auth;
    const { username, password } = c.req.valid('json');
    const now = deps.clock();
    // Reserved before the Argon2 check, so a burst cannot all be evaluated; given back on success.
    const attempt = await reserveFor(c, deps, 'box', username);
    const ok = await checkBoxCredentials(deps.db, settings, username, password, now);
    if (!ok) throw new ApiError(401, 'box_denied', 'Access denied');
    await attempt.succeeded();
    const auth = c.get('auth');
    if (auth)
      await deps.db.update(sessions).set({ boxGranted: true }).where(eq(sessions.id, auth.session.id));
    return c.json({ ok: true as const });
  });
}
