import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import { listenOnChannel } from './pg-channel';

/** A bus relayed across instances, with the connection it holds. */
export type Closable<Bus> = Bus & { close(): Promise<void> };

/** How one bus's messages travel as NOTIFY payloads, and who hears them on this instance. */
export interface RelayOptions<Message> {
  /** Names the bus in log lines ('rate bus'). */
  name: string;
  /** Tells this instance's own listeners. */
  deliver: (message: Message) => void;
  /** The NOTIFY payload of a message sent by instance `from`. */
  encode: (message: Message, from: string) => string;
  /** The sender and message of a payload, or undefined for one that is not for a listener; may throw. */
  decode: (payload: string) => { from: unknown; message: Message } | undefined;
  /** Notifications sent while the connection was down are lost: called when LISTEN starts again after a drop. */
  onRelisten?: () => void;
}

/**
 * The part the rate bus and the order bus share: a message published here is delivered to this instance's
 * listeners at once (the change happened here; no need to wait for the round trip) and sent by NOTIFY to every
 * instance LISTENing on the same database, each of which delivers it to its own; the echo of this instance's
 * own notifications is ignored. A failed NOTIFY is logged, not thrown: the change it announces is committed.
 */
export async function relayOnChannel<Message>(
  databaseUrl: string,
  channel: string,
  logger: Logger,
  { name, deliver, encode, decode, onRelisten }: RelayOptions<Message>,
) {
  const instance = randomUUID();
  let listening = false;

  const connection = await listenOnChannel(
    databaseUrl,
    channel,
    (payload) => {
      try {
        const heard = decode(payload);
        if (heard && heard.from !== instance) deliver(heard.message);
      } catch (err) {
        logger.warn(`${name}: an unreadable notification was ignored`, { error: String(err) });
      }
    },
    () => {
      if (listening) {
        logger.info(`${name}: listening again after a dropped connection`);
        onRelisten?.();
      }
      listening = true;
    },
  );

  return {
    async publish(message: Message) {
      deliver(message);
      try {
        await connection.notify(encode(message, instance));
      } catch (err) {
        logger.warn(`${name}: NOTIFY failed`, { error: String(err) });
      }
    },
    close: connection.close,
  };
}
