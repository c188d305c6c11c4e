import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../src/db/schema';
import { createTestDatabase, type TestDatabase } from '../support/test-db';
import { jsonRequest, seededApp } from '../support/test-app';
import { orderBody, tableCounts } from '../reliability/helpers/db-checks';
import { HTML_PAYLOADS } from './arbitraries';

/**
 * Customer text with HTML and Unicode in it: escaped in the queued emails' HTML (never reflected as markup),
 * kept intact as text, and never able to add a mail header. Text the database cannot store (U+0000) is a
 * clean 400 with nothing written.
 */
let test: TestDatabase;
let app: Awaited<ReturnType<typeof seededApp>>['app'];
let n = 0;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ app } = await seededApp(test.database));
}, 120_000);
afterAll(() => test?.cleanup());

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
    .replace(/`/g, '&#x60;')
    .replace(/=/g, '&#x3D;');

async function place(name: string, address: string) {
  const res = await app.request(
    '/api/Order',
    jsonRequest({ ...orderBody(name), Address: address }, { 'idempotency-key': `esc-${Date.now()}-${++n}` }),
  );
  return res;
}

async function emailsOf(orderId: string) {
  return test.database.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, orderId));
}

describe('HTML and Unicode in customer text', () => {
  it('escapes every HTML payload in both order emails and keeps Unicode as it was typed', async () => {
    for (const payload of HTML_PAYLOADS) {
      const name = `Zoë ${payload} 😀 Ñúñez`;
      const address = `${payload}\n1 High Street`;
      const res = await place(name, address);
      expect(res.status).toBe(201);
      const order = (await res.json()) as { _id: string; Name: string };
      expect(order.Name).toBe(name.trim());
      const emails = await emailsOf(order._id);
      expect(emails.map((e) => e.kind).sort()).toEqual(['branch-notification', 'order-confirmation']);
      for (const email of emails) {
        if (/[<>"'&]/.test(payload)) expect(email.html, `${email.kind} ${payload}`).not.toContain(payload);
        expect(email.html).toContain(escapeHtml(name));
        expect(email.html).toContain('Zoë');
        expect(email.html).toContain('😀');
        expect(email.subject).not.toContain(payload);
        expect(email.subject).not.toMatch(/[\r\n]/);
      }
    }
  });

  it('never lets arbitrary names inject markup or headers into the queued emails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
          .map((s) => `${s}<b onclick="x">\r\nBcc: evil@example.test`),
        async (raw) => {
          const name = raw.split(String.fromCharCode(0)).join('');
          const res = await place(name, '1 High Street');
          if (res.status !== 201) {
            // Only a name that is blank once trimmed may be refused, and with the spec's 400.
            expect(res.status).toBe(400);
            return;
          }
          const order = (await res.json()) as { _id: string };
          for (const email of await emailsOf(order._id)) {
            expect(email.html).not.toContain('<b onclick');
            expect(email.html).toContain('&lt;b onclick&#x3D;&quot;x&quot;&gt;');
            expect(email.subject).not.toMatch(/[\r\n]|Bcc/);
            expect(email.to).not.toMatch(/evil/);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('answers 400 and writes nothing for text the database cannot store (U+0000)', async () => {
    const before = await tableCounts(test.database.db);
    for (const [name, address] of [
      ['Ada\u0000', '1 High Street'],
      ['Ada', '1 High\u0000Street'],
    ]) {
      const res = await place(name!, address!);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_text' } });
    }
    const contact = await app.request(
      '/api/contact',
      jsonRequest({ name: 'A\u0000', email: 'a@example.test', phone: '', message: 'hello there, a message' }),
    );
    expect(contact.status).toBe(400);
    expect(await tableCounts(test.database.db)).toEqual(before);
  });
});
