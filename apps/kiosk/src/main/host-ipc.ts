import { IPC } from '../shared/bridge';

/** A keyboard event as Electron's `before-input-event` reports it. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  shift: boolean;
  alt: boolean;
  meta: boolean;
}

/**
 * Ctrl+Shift+B leaves the wall display for the Secure Box. A chord nobody presses by accident on a shop
 * keyboard, and no visible control a customer could poke on the board.
 */
export function isLeaveChord(input: KeyInput): boolean {
  return (
    input.type === 'keyDown' && input.control && input.shift && !input.alt && input.key.toLowerCase() === 'b'
  );
}

export interface HostContents {
  on(
    event: 'before-input-event',
    listener: (event: { preventDefault(): void }, input: KeyInput) => void,
  ): unknown;
  send(channel: string): void;
  print(options: { silent: boolean; printBackground: boolean }): void;
}

export interface HostIpc {
  on(channel: string, listener: (event: { sender: unknown }) => void): unknown;
}

/** Wires the preload's requests (print) and the leave chord for one window's contents. */
export function connectHost(ipc: HostIpc, contents: HostContents): void {
  ipc.on(IPC.print, (event) => {
    // Only the kiosk window may ask; a stray frame must not drive the printer.
    if (event.sender === contents) contents.print({ silent: false, printBackground: true });
  });
  contents.on('before-input-event', (event, input) => {
    if (isLeaveChord(input)) {
      event.preventDefault();
      contents.send(IPC.leaveWallDisplay);
    }
  });
}
