import { devToolsSchema, SYNC_INSPECTOR_PATH } from '@tm/core';
import { json, publicRoute, routeGroup } from '../openapi';

const devTools = publicRoute('meta', 'get', '/devTools', {
  summary: "The developers' tools this server switched on (DEV_TOOLS): the sync inspector's page.",
  description:
    'Present only while DEV_TOOLS is on (by default everywhere but NODE_ENV=production); otherwise this path is a 404 and the app shows /dev/sync as a page that does not exist.',
  responses: { 200: json(devToolsSchema, 'The tools that are on') },
});

/** Mounted only when DEV_TOOLS is on (app.ts), so a production server neither answers nor lists it. */
export function devToolsRoutes() {
  return routeGroup().openapi(devTools, (c) => {
    // Read again on every visit: switching DEV_TOOLS off (a restart) takes the page away at once.
    c.header('Cache-Control', 'no-store');
    return c.json({ syncInspector: SYNC_INSPECTOR_PATH } as const, 200);
  });
}
