import { useState } from 'react';
import { can } from '@tm/core/permissions';
import { londonDay } from '@tm/core/branches';
import { useSession } from '../auth/session';
import { dashboardApi } from './api';
import { EndOfDayReport } from './EndOfDayReport';
import { RemoteContent } from './RemoteContent';
import { TillForm } from './TillForm';
import { useRemote } from './use-remote';

/**
 * /dashboard/till (issue 30): the day's till per currency (opening float, deliveries, in and out from the
 * orders completed that London day, expected, the count, the difference), a manager's sign-off, and the
 * end-of-day report with the accountant's CSV. The server does every sum (core till.ts); this screen shows them.
 */
export function CloseOfDay() {
  const { user } = useSession();
  const [day, setDay] = useState(() => londonDay(Date.now()));
  const till = useRemote(() => dashboardApi.till(day), `till|${day}`);
  // The codes a till row may take (the server refuses any other on save); unknown while they load.
  const currencies = useRemote(() => dashboardApi.currencies(), 'currencies');
  const known = currencies.data ? new Set(currencies.data.map((c) => c.value)) : null;
  // A save or a sign-off reloads the till into a new form (keyed by its data), which takes the focus the old
  // one held. Cleared as that form takes it, or by another day; nothing else reloads the till.
  const [focusNextForm, setFocusNextForm] = useState(false);
  const afterAction = () => {
    setFocusNextForm(true);
    return till.reload();
  };
  return (
    <section className="dash-screen" aria-labelledby="dash-screen-heading">
      <h2 id="dash-screen-heading">Close of day</h2>
      <div className="field till-day">
        <label htmlFor="till-day">Day (London)</label>
        <input
          id="till-day"
          type="date"
          value={day}
          required
          onChange={(e) => {
            if (!e.target.value) return;
            setDay(e.target.value);
            setFocusNextForm(false);
          }}
        />
      </div>
      <RemoteContent remote={till} loadingLabel="Loading the till">
        {(t) => (
          <TillForm
            key={JSON.stringify(t)}
            till={t}
            canSignOff={can(user?.role, 'till.signOff')}
            known={known}
            focusOnArrival={focusNextForm}
            onArrived={() => setFocusNextForm(false)}
            onSaved={afterAction}
          />
        )}
      </RemoteContent>
      {can(user?.role, 'reports') ? (
        <EndOfDayReport day={day} version={JSON.stringify(till.data ?? null)} />
      ) : null}
    </section>
  );
}
