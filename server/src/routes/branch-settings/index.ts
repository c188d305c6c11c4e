import { z } from '@hono/zod-openapi';
import { branchSchema, branchSettingsSchema } from '@tm/core';
import type { AccountEnv } from '../../pipeline/auth-context';
import { saveBranchSettings } from '../../branches/settings';
import { notFound } from '../../http/errors';
import { adminRoute, json, jsonBody, routeGroup } from '../openapi';

const save = adminRoute('branches', 'put', '/branches/{slug}', {
  capability: 'branch.settings',
  summary:
    "Branch settings (Admin, issue 30): the branch's name, street address (street first, postcode last), phone, hours per ISO weekday and closed days (London dates, e.g. bank holidays). Audited; every page, email and tracking answer uses it at once, and no order is held until a closed day. 400 names the field; 404 for an unknown branch.",
  request: { params: z.object({ slug: z.string() }), body: jsonBody(branchSettingsSchema) },
  responses: { 200: json(branchSchema, 'The branch as saved') },
});

/** PUT /branches/{slug}: the Admin's Branch settings screen saves through here. */
export function branchSettingsRoutes() {
  return routeGroup<AccountEnv>().openapi(save, async (c) => {
    const deps = c.get('deps');
    const saved = await saveBranchSettings(
      deps,
      c.req.valid('param').slug,
      c.req.valid('json'),
      c.get('auth')!.user.email,
      deps.clock(),
    );
    if (!saved) throw notFound('We could not find that branch');
    return c.json(saved, 200);
  });
}
