/** The part of Electron's powerSaveBlocker the kiosk uses. */
export interface PowerSaveBlocker {
  start(type: 'prevent-app-suspension' | 'prevent-display-sleep'): number;
  stop(id: number): void;
  isStarted(id: number): boolean;
}

/** The board is useless on a dark screen: keep the display awake while the kiosk runs. Returns a stop. */
export function keepDisplayAwake(blocker: PowerSaveBlocker): () => void {
  const id = blocker.start('prevent-display-sleep');
  return () => {
    if (blocker.isStarted(id)) blocker.stop(id);
  };
}
