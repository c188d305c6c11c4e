import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * The kiosk window: full screen, no chrome, and a renderer that can reach nothing but the preload's tiny
 * bridge (isolated, sandboxed, no Node). Pure, so the security settings are tested rather than trusted.
 */
export function kioskWindowOptions(args: {
  preloadPath: string;
  kiosk: boolean;
  bridgeArg: string;
}): BrowserWindowConstructorOptions {
  return {
    width: 1920,
    height: 1080,
    show: false,
    kiosk: args.kiosk,
    fullscreen: args.kiosk,
    autoHideMenuBar: true,
    // The board's background (--navy in @tm/ui's tokens.css), so the window never flashes another colour.
    backgroundColor: '#0b2545',
    title: 'Travel Money',
    webPreferences: {
      preload: args.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      devTools: !args.kiosk,
      additionalArguments: [args.bridgeArg],
    },
  };
}
