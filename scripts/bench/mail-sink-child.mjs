// A local SMTP server for measure 8, in its own process as a real one would be (so it does not share the
// worker's event loop): accepts and counts every message, no TLS, no auth, loopback only. Prints its port as
// one JSON line; when its stdin closes, prints how many messages it received and exits.
import { SMTPServer } from 'smtp-server';

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // A mail server on the same machine: no reverse DNS of 127.0.0.1 (it would time out here, offline).
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => {
  console.log(JSON.stringify({ port: server.server.address().port }));
});
process.stdin.resume();
process.stdin.on('end', () => {
  console.log(JSON.stringify({ received }));
  process.exit(0);
});
