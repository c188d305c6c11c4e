import { describe, expect, it } from 'vitest';
import {
  branchStamp,
  customerCancelReason,
  idRecordProblem,
  orderRaceMessage,
  staffCancelReason,
} from '../src/compliance';
import { completeOrderRequestSchema, idRecordRequestSchema } from '../src/schemas/compliance';

const now = new Date('2026-11-26T14:02:00Z');
const record = (over: Record<string, string> = {}) =>
  idRecordRequestSchema.parse({
    idType: 'Passport',
    idNumber: '123 456 789',
    idExpiry: '2030-01-31',
    dateOfBirth: '1980-05-04',
    ...over,
  });

describe('the ID record (issue 29)', () => {
  it('normalises the number and refuses what a compliance officer could not use', () => {
    expect(record().idNumber).toBe('123456789');
    const bad = idRecordRequestSchema.safeParse({
      idType: 'Library card',
      idNumber: '1',
      idExpiry: '2030-02-30',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Choose the type of ID seen',
        'Enter the document number (5 to 20 letters and digits)',
        'Enter the expiry date as a real date',
        'Enter the date of birth',
      ]),
    );
  });

  it('takes an empty completion body as no ID record, and any field as a record checked field by field', () => {
    expect(completeOrderRequestSchema.parse({})).toBeUndefined();
    expect(completeOrderRequestSchema.parse(undefined)).toBeUndefined();
    const partial = completeOrderRequestSchema.safeParse({ idType: 'Passport' });
    expect(partial.success).toBe(false);
    expect(partial.error!.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Enter the document number',
        'Enter the expiry date',
        'Enter the date of birth',
      ]),
    );
    expect(completeOrderRequestSchema.parse({ ...record(), idNumber: '123 456 789' })?.idNumber).toBe(
      '123456789',
    );
  });

  it('refuses an expired document and a customer under 18, on the London day', () => {
    expect(idRecordProblem(record(), now)).toBeNull();
    expect(idRecordProblem(record({ idExpiry: '2026-11-25' }), now)).toMatch(/expired/);
    expect(idRecordProblem(record({ idExpiry: '2026-11-26' }), now)).toBeNull();
    expect(idRecordProblem(record({ dateOfBirth: '2008-11-27' }), now)).toMatch(/18 or over/);
    expect(idRecordProblem(record({ dateOfBirth: '2008-11-26' }), now)).toBeNull();
  });

  it('refuses impossible dates: born before 1900, a day no calendar has, an expiry over 20 years ahead', () => {
    // A tester's record, both dates impossible, was taken.
    const tester = idRecordRequestSchema.safeParse({
      idType: 'Passport',
      idNumber: '123456789',
      idExpiry: '9999-01-01',
      dateOfBirth: '1800-01-01',
    });
    expect(tester.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateOfBirth', 'Enter a date of birth from 1 January 1900 on'],
    ]);
    expect(record({ dateOfBirth: '1900-01-01' }).dateOfBirth).toBe('1900-01-01');
    // An empty field is told to be filled, not that it is before 1900.
    const empty = idRecordRequestSchema.safeParse({ ...record(), dateOfBirth: '' }).error?.issues ?? [];
    expect(empty[0]?.message).toBe('Enter the date of birth as a date');
    expect(empty.map((i) => i.message)).not.toContain('Enter a date of birth from 1 January 1900 on');
    for (const idExpiry of ['2026-02-31', '2027-02-29', '2026-13-01']) {
      expect(idRecordRequestSchema.safeParse({ ...record(), idExpiry }).error?.issues[0]?.message).toBe(
        'Enter the expiry date as a real date',
      );
    }
    expect(record({ idExpiry: '2028-02-29' }).idExpiry).toBe('2028-02-29');
    // 20 years from the London day, to the day.
    expect(idRecordProblem(record({ idExpiry: '2046-11-26' }), now)).toBeNull();
    expect(idRecordProblem(record({ idExpiry: '2046-11-27' }), now)).toBe(
      'The expiry date is more than 20 years away: check it on the document',
    );
    expect(idRecordProblem(record({ idExpiry: '9999-01-01' }), now)).toMatch(/more than 20 years/);
  });
});

describe('branch cancellations and races', () => {
  it('never tells the customer of a compliance concern', () => {
    expect(customerCancelReason('currency-unavailable')).toBe('The currency is not available');
    expect(customerCancelReason('compliance-concern')).toBeNull();
    expect(customerCancelReason(null)).toBeNull();
  });

  it('tells the loser of a race what happened, who and when (London time)', () => {
    expect(orderRaceMessage('12345678', { what: 'deleted', by: 'ana@example.com', at: now })).toBe(
      'Order 12345678 was deleted by ana@example.com at 14:02. Nothing was changed.',
    );
    expect(
      orderRaceMessage('12345678', { what: 'expired', by: 'system', at: new Date('2026-07-01T09:00:00Z') }),
    ).toBe('Order 12345678 was expired at 10:00. Nothing was changed.');
  });
});

describe("the accountant's cells", () => {
  it('names every reason as staff read it, and keeps an unknown one as stored', () => {
    expect(staffCancelReason('currency-unavailable')).toBe('The currency is not available');
    expect(staffCancelReason('compliance-concern')).toBe('A compliance concern');
    expect(staffCancelReason('retired-reason')).toBe('retired-reason');
  });

  it("stamps a moment on the branch's clock with its year, summer and winter", () => {
    expect(branchStamp(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-01 23:30');
    expect(branchStamp(new Date('2026-11-30T02:36:00Z'))).toBe('2026-11-30 02:36');
  });
});
