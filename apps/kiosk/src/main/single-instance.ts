/** The part of Electron's `app` the lock uses. */
export interface InstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
}

/**
 * One kiosk per PC: two boards would fight over the screen. A second launch (a double-click on the icon,
 * an autostart racing a technician) quits and brings the first one's window to the front instead.
 * Returns false when this process is the second one and is quitting.
 */
export function claimSingleInstance(app: InstanceApp, focusExisting: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', focusExisting);
  return true;
}
