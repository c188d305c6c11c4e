/** The branch is in the UK: the board shows UK time whatever the PC's zone. */
const zone = 'Europe/London';

const dateFmt = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: zone,
});
const timeFmt = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
  timeZone: zone,
});
const stampFmt = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: zone,
});

export const formatBoardDate = (d: Date) => dateFmt.format(d);
export const formatBoardTime = (d: Date) => timeFmt.format(d);
/** e.g. "22 Nov, 14:05". */
export const formatStamp = (d: Date) => stampFmt.format(d);
