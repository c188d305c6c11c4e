import { describe, expect, it } from 'vitest';
import { amendOrderRequestSchema } from '../src/schemas/amend';
import { branchSettingsSchema } from '../src/schemas/branch';
import { messages } from '../src/messages';

/** Each issue's path and message, as the API's 400 lists them. */
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

// An attacker's pass found these answered with zod's own words ("Invalid input", "expected string, received
// undefined") where every other field of the API says what it wants.
describe('staff requests say what a missing or mistyped field wants', () => {
  it('an amend with no amount (a JSON null, what 1e309 becomes) says "Please give correct amount"', () => {
    const result = amendOrderRequestSchema.safeParse({
      lines: [{ code: 'EUR', currencyTake: null, was: '100.00' }],
    });
    expect(issues(result)).toEqual([['lines.0.currencyTake', messages.correctAmount]]);
  });

  it('branch settings sent empty name every field in words', () => {
    expect(issues(branchSettingsSchema.safeParse({}))).toEqual([
      ['name', 'The branch needs a name'],
      ['addressLines', 'Give the street address and the town with its postcode'],
      ['phone', 'A UK phone number, e.g. 020 7946 0000'],
      ['hours', 'List the opening hours, one entry per weekday the branch opens'],
      ['closedDays', 'List the closed days as YYYY-MM-DD dates (an empty list for none)'],
    ]);
  });

  it('an opening hour with a missing day or time says what it wants', () => {
    const result = branchSettingsSchema.shape.hours.safeParse([{ opens: 9 }]);
    expect(issues(result)).toEqual([
      ['0.day', 'A weekday is 1 (Monday) to 7 (Sunday)'],
      ['0.opens', 'A time is HH:MM, 24-hour'],
      ['0.closes', 'A time is HH:MM, 24-hour'],
    ]);
  });
});
