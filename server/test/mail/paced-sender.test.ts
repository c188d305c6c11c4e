import { describe, expect, it } from 'vitest';
import { createPacedSender, SendNotStartedError } from '../../src/mail/paced-sender';
import type { MailMessage, MailTransport } from '../../src/mail/transport';

const message = (to: string): MailMessage => ({
  from: 'shop@test.local',
  to,
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  messageId: `<${to}>`,
});

/** A transport whose sends wait until the test finishes them, one by one, in any order. */
function heldTransport() {
  const inFlight = new Map<string, { finish: () => void; fail: (error: Error) => void }>();
  const started: string[] = [];
  const transport: MailTransport = {
    name: 'held',
    send: (m) =>
      new Promise<void>((resolve, reject) => {
        started.push(m.to);
        inFlight.set(m.to, { finish: resolve, fail: reject });
      }),
    close() {},
  };
  return { transport, started, inFlight };
}

/** Lets promise callbacks run, so a finished send's place goes to the next in the queue. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the paced sender (the mail sender thread queue)', () => {
  it('starts at most `atOnce` sends, oldest first, the next as soon as one ends', async () => {
    const held = heldTransport();
    const sender = createPacedSender(held.transport, 2);
    const outcomes = Promise.allSettled(['a', 'b', 'c', 'd'].map((to) => sender.send(message(to), null)));
    expect(held.started).toEqual(['a', 'b']);
    held.inFlight.get('b')!.finish();
    await settle();
    expect(held.started).toEqual(['a', 'b', 'c']);
    held.inFlight.get('a')!.fail(new Error('550 mailbox unavailable'));
    await settle();
    expect(held.started).toEqual(['a', 'b', 'c', 'd']);
    held.inFlight.get('c')!.finish();
    held.inFlight.get('d')!.finish();
    const settled = await outcomes;
    expect(settled.map((o) => o.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((settled[0] as PromiseRejectedResult).reason.message).toBe('550 mailbox unavailable');
  });

  it('checks the deadline when a send gets its turn, not when it was queued: a late one is handed back untried', async () => {
    let now = 1000;
    const held = heldTransport();
    const sender = createPacedSender(held.transport, 1, () => now);
    const first = sender.send(message('first'), 1500);
    const late = sender.send(message('late'), 1500).catch((error: unknown) => error);
    const inTime = sender.send(message('in-time'), 5000);
    // Both were queued within their deadlines; the first send then outlasts the second's.
    now = 2000;
    held.inFlight.get('first')!.finish();
    await first;
    const refused = await late;
    expect(refused).toBeInstanceOf(SendNotStartedError);
    expect((refused as SendNotStartedError).reason).toBe('late');
    await settle();
    expect(held.started).toEqual(['first', 'in-time']);
    held.inFlight.get('in-time')!.finish();
    await inTime;
  });

  it('dropQueued hands back the sends not started; those in progress finish', async () => {
    const held = heldTransport();
    const sender = createPacedSender(held.transport, 1);
    const started = sender.send(message('started'), null);
    const queued = ['q1', 'q2'].map((to) => sender.send(message(to), null).catch((error: unknown) => error));
    sender.dropQueued();
    const refusals = await Promise.all(queued);
    expect(refusals.map((e) => (e as SendNotStartedError).reason)).toEqual(['stopping', 'stopping']);
    held.inFlight.get('started')!.finish();
    await started;
    expect(held.started).toEqual(['started']);
  });
});
