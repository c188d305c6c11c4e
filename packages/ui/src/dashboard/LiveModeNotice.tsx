import { liveModeOutageText } from '@tm/core/rate-check';
import { formatDate, formatTimeOfDay, isSameDay } from '../components/format-when';
import { ConfirmAction } from './ConfirmAction';
import type { LiveModeState } from './api';

/** "14:02" today, "22 Nov, 14:02" on an earlier day, in London time as every staff screen (formatWhen). */
export function sinceText(iso: string, now = new Date()): string {
  const when = new Date(iso);
  const time = formatTimeOfDay(when);
  return isSameDay(when, now) ? time : `${formatDate(when, { year: false })}, ${time}`;
}

/** The outage sentence of a status, or null when the service is not known to be down (or live mode is off). */
export function outageText(status: LiveModeState | null): string | null {
  const service = status?.service;
  if (!status?.on || service?.state !== 'outage' || !service.since) return null;
  return liveModeOutageText(service.reason, service.detail, sinceText(service.since));
}

/**
 * What live mode knows about the exchange-rate service, above the Currency table (issue 17.1, 14.4): an outage
 * (since when, why, and that the board shows the last rates), codes the service does not know, and rates it
 * gave that were not stored, each with a way for an Admin to accept it.
 */
export function LiveModeNotice({
  status,
  onAccept,
}: {
  status: LiveModeState | null;
  onAccept: (code: string, rate: string) => Promise<unknown>;
}) {
  const outage = outageText(status);
  const unknown = status?.on ? (status.unknownCodes ?? []) : [];
  const rejected = status?.rejected ?? [];
  if (!outage && unknown.length === 0 && rejected.length === 0) return null;
  return (
    <div>
      {outage ? (
        <p role="alert" className="dash-error">
          {outage}
        </p>
      ) : null}
      {unknown.length > 0 ? (
        <p role="status">
          The exchange-rate service does not know {unknown.length === 1 ? 'this code' : 'these codes'}:{' '}
          {unknown.join(', ')}. {unknown.length === 1 ? 'It keeps its' : 'They keep their'} last rate.
        </p>
      ) : null}
      {rejected.length > 0 ? (
        <ul aria-label="Rates not used">
          {rejected.map((r) => (
            <li key={r.code}>
              <span className="dash-error">{r.message}</span>{' '}
              {r.reason === 'moved' ? (
                <ConfirmAction
                  variant="primary"
                  triggerLabel={`Accept ${r.code} ${r.rate}`}
                  confirmLabel={`Yes, use ${r.rate}`}
                  onConfirm={() => onAccept(r.code, r.rate)}
                >
                  Accept {r.rate}
                </ConfirmAction>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
