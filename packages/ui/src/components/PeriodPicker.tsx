import { RATE_HISTORY_DAYS, type RateHistoryDays } from '@tm/core/rate-history';

/** The rate chart's periods as toggle buttons, the one shown pressed (the currency pages and the dashboard). */
export function PeriodPicker({
  days,
  onPick,
  className,
}: {
  days: RateHistoryDays;
  onPick: (days: RateHistoryDays) => void;
  className: string;
}) {
  return (
    <div className={className} role="group" aria-label="Period">
      {RATE_HISTORY_DAYS.map((d) => (
        <button
          key={d}
          type="button"
          className={`btn btn--small ${d === days ? 'btn--primary' : 'btn--outline'}`}
          aria-pressed={d === days}
          onClick={() => onPick(d)}
        >
          {d} days
        </button>
      ))}
    </div>
  );
}
