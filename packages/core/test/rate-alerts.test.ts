import { describe, expect, it } from 'vitest';
import {
  alertFires,
  checkAlertTarget,
  messages,
  rateAlertRequestSchema,
  sellProceeds,
  sellTargetFor,
  targetBand,
} from '../src/index';

/** docs/pricing.md's euro: Collect 1.1522, Sell 1.1767. */
const EUR = { Rate: '1.1650', Sell: '-1.1', Buy: '1' };

describe('alertFires: the customer rate of the alert way, never the market rate', () => {
  it('fires a Collect alert when £1 buys at least the target', () => {
    expect(alertFires({ way: 'buy', target: '1.1522' }, EUR)).toBe(true);
    expect(alertFires({ way: 'buy', target: '1.1523' }, EUR)).toBe(false);
    // The market rate (1.1650) would meet 1.1600; the Collect rate the customer gets does not.
    expect(alertFires({ way: 'buy', target: '1.1600' }, EUR)).toBe(false);
  });

  it('fires a Sell alert when the Sell rate is at most the target (selling pays at least as much)', () => {
    expect(alertFires({ way: 'sell', target: '1.1767' }, EUR)).toBe(true);
    expect(alertFires({ way: 'sell', target: '1.1766' }, EUR)).toBe(false);
    expect(alertFires({ way: 'sell', target: '1.2000' }, EUR)).toBe(true);
  });

  it('follows a margin change as well as a rate change', () => {
    expect(alertFires({ way: 'buy', target: '1.1600' }, { ...EUR, Sell: '-0.3' })).toBe(true);
  });
});

describe('checkAlertTarget: within 20% of today, and not already met', () => {
  it('gives the band of the way at 4 dp, both ends inside it', () => {
    expect(targetBand('1.1522')).toEqual({ min: '0.9218', max: '1.3826' });
    expect(checkAlertTarget({ way: 'buy', target: '1.3826' }, EUR)).toEqual({ ok: true, rate: '1.1522' });
    expect(checkAlertTarget({ way: 'buy', target: '1.3827' }, EUR)).toEqual({
      ok: false,
      reason: 'out-of-band',
      rate: '1.1522',
      // The targets that would be accepted: the band's top, down to just above today's rate (a lower target
      // is met already), not the band's bottom, 0.9218.
      min: '1.1523',
      max: '1.3826',
    });
    expect(checkAlertTarget({ way: 'sell', target: '0.9413' }, EUR)).toMatchObject({
      ok: false,
      reason: 'out-of-band',
      min: '0.9414',
      max: '1.1766',
    });
    expect(checkAlertTarget({ way: 'sell', target: '0.9414' }, EUR)).toEqual({ ok: true, rate: '1.1767' });
  });

  it('refuses a target today already meets', () => {
    expect(checkAlertTarget({ way: 'buy', target: '1.1000' }, EUR)).toEqual({
      ok: false,
      reason: 'already-met',
      rate: '1.1522',
    });
    expect(checkAlertTarget({ way: 'sell', target: '1.2000' }, EUR)).toMatchObject({ reason: 'already-met' });
  });
});

describe('sellTargetFor: "when selling X gets at least £Y"', () => {
  it('is X / Y rounded down, so any rate at or under it pays at least £Y', () => {
    expect(sellTargetFor('500', '430')).toBe('1.1627');
    expect(sellProceeds('500', '1.1627')).toBe('430.03');
    expect(sellTargetFor('100', '0')).toBeNull();
    expect(sellTargetFor('abc', '10')).toBeNull();
    expect(sellTargetFor('0.0001', '100')).toBeNull();
  });
});

describe('rateAlertRequestSchema', () => {
  it('normalises the email, code and target', () => {
    expect(
      rateAlertRequestSchema.parse({ email: ' Ann@Example.COM ', code: 'eur', way: 'buy', target: 1.2 }),
    ).toEqual({ email: 'ann@example.com', code: 'EUR', way: 'buy', target: '1.2000' });
    expect(
      rateAlertRequestSchema.parse({ email: 'a@b.co', code: 'EUR', way: 'sell', target: '01.25' }).target,
    ).toBe('1.2500');
  });

  it('refuses a target that is not a positive 4-dp rate, and a way that is not buy or sell', () => {
    for (const target of ['0', '-1.2', '1.23456', 'abc', '0.0000']) {
      const result = rateAlertRequestSchema.safeParse({ email: 'a@b.co', code: 'EUR', way: 'buy', target });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.rateAlertTargetFormat);
    }
    // Said once, not once per check it fails.
    for (const target of ['NaN', 'abc']) {
      const result = rateAlertRequestSchema.safeParse({ email: 'a@b.co', code: 'EUR', way: 'buy', target });
      expect(result.error?.issues.map((i) => i.message)).toEqual([messages.rateAlertTargetFormat]);
    }
    const way = rateAlertRequestSchema.safeParse({ email: 'a@b.co', code: 'EUR', way: 'Order', target: '1' });
    expect(way.error?.issues[0]?.message).toBe(messages.rateAlertWay);
  });
});
