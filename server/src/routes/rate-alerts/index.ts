import { z } from '@hono/zod-openapi';
import {
  messages,
  rateAlertActionResultSchema,
  rateAlertCreatedSchema,
  rateAlertRequestSchema,
  rateAlertTokenRequestSchema,
  rateAlertTokenSchema,
} from '@tm/core';
import { notFound } from '../../http/errors';
import { reserveFor } from '../../http/limiter';
import { json, jsonBody, publicRoute, routeGroup } from '../openapi';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../../rates/rate-alert-tokens';
import { confirmAlert, unsubscribeAlert } from '../../rates/rate-alert-actions';
import { createRateAlert } from '../../rates/create-rate-alert';

const TAG = 'rate alerts';

const create = publicRoute(TAG, 'post', '/rateAlerts', {
  summary: 'Ask for one email when a rate reaches a target; no account, double opt-in.',
  description:
    "`way` `buy` (Click & Collect): fires when £1 buys at least `target`; `sell` (Click & Sell): fires when the Sell rate is at most `target`. `target` is a customer rate (4 dp) within 20% of today's, not met already (422 `target_out_of_range` / `target_already_met`, naming the band). Answers 202 and emails a confirmation link; only a confirmed alert fires, once. At most 5 open alerts per email (409 `too_many_alerts`). 429 past RATE_ALERT_LIMIT_PER_IP_PER_HOUR or RATE_ALERT_LIMIT_PER_EMAIL_PER_HOUR, which count only the requests that send an email (a refused target or the same alert asked again at once does not).",
  request: { body: jsonBody(rateAlertRequestSchema) },
  responses: { 202: json(rateAlertCreatedSchema, 'Accepted: the confirmation email is on its way') },
});

/** A link opened from an email: any token text, judged only when the page posts it. */
const linkQuery = z.object({ token: z.string().max(200).optional() });

const toPage = (path: string, action: string) =>
  publicRoute(TAG, 'get', `/rateAlerts/${action}`, {
    summary: `Sends a browser to the ${action} page (${path}), whose button POSTs: opening a link never acts by itself, so a mail scanner following it changes nothing.`,
    request: { query: linkQuery },
    responses: { 303: { description: `To ${path}` } },
  });

const confirm = publicRoute(TAG, 'post', '/rateAlerts/confirm', {
  summary: "Confirms an alert with its email's token (once); it is then checked against today's rate.",
  description: '404 `link_invalid` for an unknown, used or expired token, or one made for unsubscribing.',
  request: { body: jsonBody(rateAlertTokenRequestSchema) },
  responses: { 200: json(rateAlertActionResultSchema, 'Confirmed') },
});

const oneClickBody = jsonBody(rateAlertTokenRequestSchema.partial());
const oneClickForm = z.object({ 'List-Unsubscribe': z.string().max(100).optional() });
const unsubscribe = publicRoute(TAG, 'post', '/rateAlerts/unsubscribe', {
  summary:
    'Stops an alert: the page posts `{ token }`; a mail client posts `List-Unsubscribe=One-Click` with `?token=` (RFC 8058).',
  description: '404 `link_invalid` for an unknown or used token, or one made for confirming.',
  request: {
    query: z.object({ token: rateAlertTokenSchema.optional() }),
    body: {
      content: {
        ...oneClickBody.content,
        'application/x-www-form-urlencoded': { schema: oneClickForm },
        // RFC 8058's own example posts the same field as multipart/form-data.
        'multipart/form-data': { schema: oneClickForm },
      },
      required: false,
    },
  },
  responses: { 200: json(rateAlertActionResultSchema, 'Stopped, or had already ended') },
});

/** POST /rateAlerts, and the confirm and unsubscribe links of its emails (issue 19). No login anywhere. */
export function rateAlertRoutes() {
  return routeGroup()
    .openapi(create, async (c) => {
      const deps = c.var.deps;
      const request = c.req.valid('json');
      const attempt = await reserveFor(c, deps, 'rate-alert', request.email);
      // The limits keep anyone from flooding an inbox, so only a request that emails counts: a refused target
      // (422, 409) or the same alert asked again at once sends nothing, and a customer correcting a target
      // must not be locked out for an hour by their own mistakes.
      let emailed = false;
      try {
        emailed = await createRateAlert(deps, request);
      } finally {
        if (!emailed) await attempt.cancel();
      }
      return c.json({ message: messages.rateAlertCheckEmail }, 202);
    })
    .openapi(toPage(CONFIRM_PATH, 'confirm'), (c) =>
      c.redirect(`${CONFIRM_PATH}?token=${encodeURIComponent(c.req.valid('query').token ?? '')}`, 303),
    )
    .openapi(toPage(UNSUBSCRIBE_PATH, 'unsubscribe'), (c) =>
      c.redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(c.req.valid('query').token ?? '')}`, 303),
    )
    .openapi(confirm, async (c) => c.json(await confirmAlert(c.var.deps, c.req.valid('json').token), 200))
    .openapi(unsubscribe, async (c) => {
      // JSON from the page, or the one-click form with the token in the address (the validator skips the
      // body of the type it was not sent as, so it may be absent).
      const sent = c.req.valid('json') as Record<string, unknown> | undefined;
      const fromBody = sent && typeof sent.token === 'string' ? sent.token : undefined;
      const token = c.req.valid('query').token ?? fromBody;
      if (!token) throw notFound(messages.rateAlertLinkInvalid, 'link_invalid');
      return c.json(await unsubscribeAlert(c.var.deps, token), 200);
    });
}
