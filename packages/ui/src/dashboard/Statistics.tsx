import { parseISO } from 'date-fns';
import { Link } from 'react-router';
import { labels } from '@tm/core/labels';
import { dashboardApi } from './api';
import { lastDays } from './chart-data';
import { OrdersPerDayChart } from './OrdersPerDayChart';
import { RemoteScreen } from './RemoteScreen';
import { useRemote } from './use-remote';
import { VolumeByWayChart } from './VolumeByWayChart';

const s = labels.dashboard.statistics;

/** Statistics (the dashboard index): the three status counts of spec §2, then our two charts. */
export function Statistics() {
  const stats = useRemote(() => dashboardApi.stats(), 'stats');
  return (
    <RemoteScreen remote={stats} loadingLabel="Loading statistics">
      {(d) => {
        // The server counts by its own calendar day; ending the axis on its last day keeps the two aligned.
        const lastDay = d.perDay.at(-1);
        const cards = [
          { key: 'accepted', label: s.accepted, value: d.Accepted },
          { key: 'pending', label: s.pending, value: d.Pending },
          { key: 'completed', label: s.completed, value: d.Completed },
        ];
        return (
          <section className="dash-screen" aria-labelledby="dash-screen-heading">
            <h2 id="dash-screen-heading">{labels.dashboard.menu.statistics}</h2>
            <p className="dash-today-link">
              <Link className="btn btn--primary" to="/dashboard/today">
                Today&apos;s work: {d.Pending} to accept, {d.Accepted} to collect
              </Link>
            </p>
            <ul className="dash-stats">
              {cards.map((c) => (
                <li key={c.key} className={`dash-stat dash-stat--${c.key}`}>
                  <span className="dash-stat__value" data-testid={`stat-${c.key}`}>
                    {c.value}
                  </span>
                  <span className="dash-stat__label">{c.label}</span>
                </li>
              ))}
            </ul>
            <div className="dash-charts">
              <OrdersPerDayChart days={lastDays(d.perDay, lastDay ? parseISO(lastDay.date) : new Date())} />
              <VolumeByWayChart volume={d.volumeByWay} />
            </div>
          </section>
        );
      }}
    </RemoteScreen>
  );
}
