import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { orderTimelineSchema } from '@tm/core';
import { outboxEmails } from '../../src/db/schema';
import { adminAppForFile, json, placeOrder, cancelByBranch } from '../auth/support';

const ctx = adminAppForFile({}, {}, 'anna.timeline@branch.local');

const call = (method: string, path: string) => ctx.app.request(path, { method, headers: ctx.admin.bearer });

describe('GET /api/orderTimeline/{id} (issue 17: order details that act)', () => {
  it('tells placed, accepted and completed with who, and each email with what became of it', async () => {
    const placed = await placeOrder(ctx.app, { Name: 'Ada Lovelace', Email: 'ada.timeline@example.com' });
    // The mail worker has sent the confirmation; the branch copy is still waiting.
    await ctx.deps.db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date(Date.now() + 1_000) })
      .where(and(eq(outboxEmails.orderId, placed._id), eq(outboxEmails.kind, 'order-confirmation')));
    expect((await call('POST', `/api/pendingToAceept/${placed.Order_Id}`)).status).toBe(200);
    expect((await call('PUT', `/api/acceptedToCompleted/${placed.Order_Id}`)).status).toBe(200);

    // By the 8-digit number, as staff read it off a receipt, and by _id: the same story.
    const res = await call('GET', `/api/orderTimeline/${placed.Order_Id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const timeline = orderTimelineSchema.parse(await json(res));
    expect(await json(await call('GET', `/api/orderTimeline/${placed._id}`))).toEqual(timeline);
    expect(timeline.Order_Id).toBe(placed.Order_Id);

    const texts = timeline.events.map((e) => e.text);
    expect(texts[0]).toBe('Placed by Ada Lovelace (ada.timeline@example.com)');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Accepted by anna.timeline@branch.local',
        'Completed by anna.timeline@branch.local',
        'Order confirmation sent to ada.timeline@example.com',
        'Ready-to-collect email to ada.timeline@example.com waiting to be sent',
        'Receipt to ada.timeline@example.com waiting to be sent',
      ]),
    );
    expect(texts.some((t) => /^Branch copy to .* waiting to be sent$/.test(t))).toBe(true);
    const staff = timeline.events.filter((e) => e.kind !== 'placed' && e.kind !== 'email');
    expect(staff.map((e) => [e.kind, e.actor])).toEqual([
      ['accepted', 'anna.timeline@branch.local'],
      ['completed', 'anna.timeline@branch.local'],
    ]);
    const times = timeline.events.map((e) => e.at);
    expect(times).toEqual([...times].sort());
  });

  it("tells a deleted order's deletion, who and when, as its details open it", async () => {
    const placed = await placeOrder(ctx.app, {});
    expect((await cancelByBranch(ctx.app, ctx.admin.bearer, placed.Order_Id)).status).toBe(200);
    const res = await call('GET', `/api/orderTimeline/${placed.Order_Id}`);
    expect(res.status).toBe(200);
    const { events } = orderTimelineSchema.parse(await json(res));
    expect(events.filter((e) => e.kind === 'deleted').map((e) => e.actor)).toEqual([ctx.admin.user.email]);
    // Every email by its name, none by its code.
    const emailTexts = events.filter((e) => e.kind === 'email').map((e) => e.text);
    expect(emailTexts).toContainEqual(expect.stringMatching(/^Cancelled-by-the-branch email /));
    expect(emailTexts.filter((t) => /order-|branch-/.test(t))).toEqual([]);
  });

  it('answers 404 with the spec message for an unknown order, like /details', async () => {
    for (const id of ['00000000', 'not-an-id']) {
      const res = await call('GET', `/api/orderTimeline/${id}`);
      expect(res.status, id).toBe(404);
      expect((await json(res)).error.code).toBe('not_found');
    }
  });
});
