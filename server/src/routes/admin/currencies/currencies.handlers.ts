import type { RouteHandler } from '@hono/zod-openapi';
import { messages, sameRate } from '@tm/core';
import {
  addCurrency as addToList,
  changeLiveCurrency,
  checkMargin,
  checkMarginsConfirmed,
  liveCurrency,
  refuseIfListed,
} from '../../../currencies/currency-changes';
import { toApiCurrency } from '../../../currencies/currency-mapper';
import { isSampleProvider } from '../../../rates/offline-provider';
import { ApiError, badRequest, conflict, notFound } from '../../../http/errors';
import type { AccountEnv } from '../../../pipeline/auth-context';
import { reportRejection } from '../../../rates/checked-lookup';
import { lookupRateOrFail } from '../../../rates/rate-lookup';
import { withoutRejection } from '../../../rates/rate-watch';
import type * as routes from './currencies.routes';

/**
 * The handlers of currencies.routes.ts: each reads the request, calls the currency domain
 * (currencies/currency-changes.ts, rates/rate-lookup.ts) and shapes the answer.
 */
type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AccountEnv>;

const actorOf = (c: { get(key: 'auth'): AccountEnv['Variables']['auth'] }) => c.get('auth')!.user.email;

export const rateLookup: Handler<'rateLookup'> = async (c) => {
  const deps = c.get('deps');
  const { code } = c.req.valid('param');
  const current = await liveCurrency(deps.db, code);
  const found = await lookupRateOrFail(deps, code, current?.rate ?? null);
  // A rate that moved too far is still shown, with why it would not be stored (an Admin may accept it).
  return c.json(
    found.kind === 'moved'
      ? { value: code, Rate: found.rate, rejected: found.rejection }
      : { value: code, Rate: found.rate },
    200,
  );
};

export const addCurrency: Handler<'addCurrency'> = async (c) => {
  const deps = c.get('deps');
  const body = c.req.valid('json');
  checkMargin('Sell', body.Sell);
  checkMargin('Buy', body.Buy);
  await refuseIfListed(deps.db, body.value);
  checkMarginsConfirmed(body, body.confirmLoss);
  // A new code has no last rate to move from: only a rate the column cannot hold is refused.
  const { rate } = await lookupRateOrFail(deps, body.value, null);
  const row = await addToList(deps, body, rate, actorOf(c));
  return c.json(
    {
      message: messages.addedCurrency(row.code),
      currency: toApiCurrency(row, isSampleProvider(c.get('deps').rates)),
    },
    201,
  );
};

export const updateCurrency: Handler<'updateCurrency'> = async (c) => {
  const { code } = c.req.valid('param');
  const body = c.req.valid('json');
  if (body.value && body.value !== code)
    throw badRequest('The currency code cannot be changed; add a new currency instead');
  checkMargin('Sell', body.Sell);
  checkMargin('Buy', body.Buy);
  const row = await changeLiveCurrency(
    c.get('deps'),
    {
      code,
      set: { label: body.label, sellMargin: body.Sell, buyMargin: body.Buy },
      action: 'currency-update',
      margins: { Sell: body.Sell, Buy: body.Buy },
      confirmLoss: body.confirmLoss,
      source: 'edit',
    },
    actorOf(c),
  );
  return c.json(
    {
      message: messages.updatedCurrency(code),
      currency: toApiCurrency(row, isSampleProvider(c.get('deps').rates)),
    },
    200,
  );
};

export const updatePrice: Handler<'updatePrice'> = async (c) => {
  const deps = c.get('deps');
  const { value: code } = c.req.valid('param');
  const { acceptRate } = c.req.valid('json');
  const current = await liveCurrency(deps.db, code);
  if (!current) throw notFound(messages.currencyNotFound(code));
  const found = await lookupRateOrFail(deps, code, current.rate, { outageAnswer: 'unavailable' });
  const accepted = found.kind === 'moved' && acceptRate !== undefined && sameRate(acceptRate, found.rate);
  if (found.kind === 'moved' && !accepted) {
    await reportRejection(deps, found.rejection, actorOf(c));
    if (acceptRate !== undefined) {
      throw conflict(
        `The exchange-rate service now answers ${code} = ${found.rate}, not ${acceptRate}. Check it again before accepting.`,
        'rate_changed',
      );
    }
    throw new ApiError(422, 'rate_rejected', found.rejection.message);
  }
  const row = await changeLiveCurrency(
    deps,
    {
      code,
      set: { rate: found.rate, sample: false },
      // An accepted move is its own audit event: who took a rate the check refused, and how far it moved.
      action: accepted ? 'currency-rate-accepted' : 'currency-rate',
      source: 'check',
    },
    actorOf(c),
  );
  await deps.rateWatch.update((w) => withoutRejection(w, code));
  return c.json(
    {
      message: messages.updatedCurrency(code),
      currency: toApiCurrency(row, isSampleProvider(c.get('deps').rates)),
    },
    200,
  );
};

export const deleteCurrency: Handler<'deleteCurrency'> = async (c) => {
  const { value: code } = c.req.valid('param');
  await changeLiveCurrency(c.get('deps'), { code, set: {}, action: 'currency-delete' }, actorOf(c));
  return c.json(messages.currencyDeleted(code), 200);
};
