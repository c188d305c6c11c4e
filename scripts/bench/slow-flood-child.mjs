// Child of measure 10: holds `count` half-sent orders (headers with Content-Length 60000, a few bytes of body)
// against `port` from `localAddress`, and opens a new one `reopenMs` after the server closes one, as a flood
// that does not give up would. Prints one JSON line of counts when it gets SIGTERM.
import { connect } from 'node:net';

const [port, count, localAddress, reopenMs] = [
  Number(process.argv[2]),
  Number(process.argv[3]),
  process.argv[4],
  Number(process.argv[5]),
];
const HALF_SENT =
  'POST /api/Order HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  'Content-Length: 60000\r\nIdempotency-Key: flood\r\n\r\n{"Name":"Ada';
let open = 0;
let opened = 0;
let closedByServer = 0;
let stopping = false;

function hold() {
  if (stopping) return;
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  opened++;
  let wrote = false;
  socket.on('error', () => {});
  socket.once('connect', () =>
    socket.write(HALF_SENT, () => {
      wrote = true;
      open++;
    }),
  );
  socket.once('close', () => {
    if (wrote) open--;
    closedByServer++;
    setTimeout(hold, reopenMs).unref();
  });
}

for (let i = 0; i < count; i++) hold();
// Counts for the parent, which measures once every connection is held or refused.
const keepAlive = setInterval(() => process.send?.({ open, opened, closedByServer }), 200);
process.on('SIGTERM', () => {
  stopping = true;
  clearInterval(keepAlive);
  console.log(JSON.stringify({ open, opened, closedByServer }));
  process.exit(0);
});
