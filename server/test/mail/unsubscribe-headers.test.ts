import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/logger';
import { enqueueEmail } from '../../src/mail/outbox';
import { rateAlertConfirmEmail, rateAlertFiredEmail } from '../../src/mail/rate-alert-emails';
import { createFileTransport } from '../../src/mail/transport';
import { createMailWorker } from '../../src/mail/worker';
import { tempDirsPerTest } from '../support/temp-dirs';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Rate-alert emails leave with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), so mail clients offer
 * a one-click Unsubscribe; other emails carry neither. Through the real worker and nodemailer.
 */
let tdb: TestDatabase;
const tempDir = tempDirsPerTest('tm-unsubscribe-');
const now = new Date('2026-11-02T10:00:00Z');

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.cleanup());

const links = {
  confirm: 'https://shop.test/rateAlerts/confirm?token=c0nf1rm',
  unsubscribe: 'https://shop.test/rateAlerts/unsubscribe?token=st0p',
  oneClick: 'https://shop.test/api/rateAlerts/unsubscribe?token=st0p',
};

describe('alert emails', () => {
  it('carry the one-click unsubscribe headers; an email without an address for them carries none', async () => {
    const dir = tempDir();
    const alert = { to: 'ann@example.com', code: 'EUR', way: 'buy' as const, target: '1.1800' };
    await enqueueEmail(tdb.database.db, rateAlertConfirmEmail(alert, { ...links, hours: 48 }), now);
    await enqueueEmail(
      tdb.database.db,
      { kind: 'contact', to: 'branch@example.com', subject: 'Plain', html: '<p>x</p>', text: 'x' },
      now,
    );
    const worker = createMailWorker({
      db: tdb.database.db,
      transport: createFileTransport(dir, silentLogger),
      from: 'Travel Money <no-reply@shop.test>',
      clock: () => now,
      logger: silentLogger,
    });
    expect(await worker.runOnce()).toBe(2);
    const files = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const alertMail = files.find((f) => f.includes('To: ann@example.com'))!;
    const plain = files.find((f) => f.includes('To: branch@example.com'))!;
    expect(alertMail).toContain(`List-Unsubscribe: <${links.oneClick}>`);
    expect(alertMail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(plain).not.toContain('List-Unsubscribe');
  });

  it('link the confirm, unsubscribe and currency pages in both parts', () => {
    const confirm = rateAlertConfirmEmail(
      { to: 'a@b.co', code: 'EUR', way: 'sell', target: '1.1400' },
      { ...links, hours: 48 },
    );
    expect(confirm.text).toContain('our We Buy rate (Click & Sell) is 1.1400 EUR per £1 or less');
    expect(confirm.text).toContain(links.confirm);
    expect(confirm.text).toContain('for 48 hours');
    expect(confirm.html).toContain(`<a href="${links.unsubscribe}">`);
    expect(confirm.unsubscribeUrl).toBe(links.oneClick);
    const fired = rateAlertFiredEmail(
      { to: 'a@b.co', code: 'EUR', way: 'buy', target: '1.1800', rate: '1.1868' },
      { currencyPage: 'https://shop.test/exchangeRates/EUR', ...links },
    );
    expect(fired.html).toContain('<a href="https://shop.test/exchangeRates/EUR">');
    expect(fired.html).toContain(`<a href="${links.unsubscribe}">`);
    expect(fired.text).toContain('This alert has now ended');
  });
});
