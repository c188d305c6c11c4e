/**
 * The currency code check of Add and Update Currency (spec §4): unchecked -> checking -> checked (a market rate
 * was found; Add / Update enabled) or failed ('Wrong currency tried'). Editing the code un-checks it, so the
 * code saved is always the code that was checked.
 */
export type RateCheck =
  | { status: 'unchecked' }
  | { status: 'checking'; code: string }
  | { status: 'checked'; code: string; rate: string }
  | { status: 'failed'; code: string };

export type RateCheckEvent =
  | { type: 'start'; code: string }
  | { type: 'found'; code: string; rate: string }
  | { type: 'notFound'; code: string }
  | { type: 'codeEdited' }
  | { type: 'reset' };

export const uncheckedRate: RateCheck = { status: 'unchecked' };

export function rateCheckReducer(state: RateCheck, event: RateCheckEvent): RateCheck {
  switch (event.type) {
    case 'start':
      return { status: 'checking', code: event.code };
    case 'found':
      // A late answer for a code that is no longer the one being checked changes nothing.
      return state.status === 'checking' && state.code === event.code
        ? { status: 'checked', code: event.code, rate: event.rate }
        : state;
    case 'notFound':
      return state.status === 'checking' && state.code === event.code
        ? { status: 'failed', code: event.code }
        : state;
    case 'codeEdited':
    case 'reset':
      return uncheckedRate;
  }
}

/** The Check button's text for a state: Check, Checking, Checked. */
export function checkButtonText(
  state: RateCheck,
  t: { check: string; checking: string; checked: string },
): string {
  if (state.status === 'checking') return t.checking;
  if (state.status === 'checked') return t.checked;
  return t.check;
}
