import { formatBoardDate, formatBoardTime } from './format-time';

/** Date and time, large, top right: the board doubles as the branch's clock. */
export function BoardClock({ now }: { now: Date }) {
  return (
    <div className="wb-clock">
      <time className="wb-clock-time" dateTime={now.toISOString()}>
        {formatBoardTime(now)}
      </time>
      <span className="wb-clock-date">{formatBoardDate(now)}</span>
    </div>
  );
}
