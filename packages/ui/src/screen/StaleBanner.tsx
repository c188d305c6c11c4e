import { formatStamp } from './format-time';
import { screenText } from './screen-text';

/** Shown when the board has lost the server for longer than allowed: the rates stay, with a warning. */
export function StaleBanner({ since }: { since: number | null }) {
  return (
    <div className="wb-stale" role="alert">
      <span aria-hidden="true">⚠</span>{' '}
      {screenText.stale(since === null ? '—' : formatStamp(new Date(since)))}
    </div>
  );
}
