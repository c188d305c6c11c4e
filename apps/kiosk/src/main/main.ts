import { app, BrowserWindow, ipcMain, net, powerSaveBlocker, protocol } from 'electron';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { encodeBridgeArg } from '../shared/bridge';
import { APP_ORIGIN, APP_SCHEME_PRIVILEGES, registerAppProtocol, screenUrl } from './app-protocol';
import { loadKioskConfig } from './config';
import { watchRenderer } from './crash-recovery';
import { connectHost } from './host-ipc';
import { lockNavigation } from './navigation';
import { keepDisplayAwake } from './power';
import { claimSingleInstance } from './single-instance';
import { kioskWindowOptions } from './window-options';

/** Thin wiring only: every decision lives in a module above, tested with Electron's API faked. */
const here = dirname(fileURLToPath(import.meta.url));
const rendererDir = join(here, 'renderer');
const log = (msg: string) => console.log(`[kiosk] ${msg}`);

let win: BrowserWindow | null = null;

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

if (
  claimSingleInstance(app, () => {
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  })
) {
  void app.whenReady().then(start);
  app.on('window-all-closed', () => app.quit());
}

function start() {
  const { config, problems } = loadKioskConfig({
    userDataDir: app.getPath('userData'),
    env: process.env,
    readText: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : null),
    joinPath: join,
  });
  for (const p of problems) log(`config: ${p} (using the default)`);
  log(`API ${config.apiBase}`);

  registerAppProtocol({
    handle: (scheme, handler) => protocol.handle(scheme, handler),
    fetchFile: (file) => net.fetch(pathToFileURL(join(rendererDir, file)).toString()),
  });
  keepDisplayAwake(powerSaveBlocker);

  win = new BrowserWindow(
    kioskWindowOptions({
      preloadPath: join(here, 'preload.cjs'),
      kiosk: config.kiosk,
      bridgeArg: encodeBridgeArg({
        version: app.getVersion(),
        apiBase: config.apiBase,
        inactivityMinutes: config.inactivityMinutes,
      }),
    }),
  );
  const contents = win.webContents;
  lockNavigation(contents, APP_ORIGIN, log);
  watchRenderer(
    contents,
    { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout), now: Date.now },
    { log },
  );
  connectHost(ipcMain, contents);
  win.once('ready-to-show', () => win?.show());
  win.on('closed', () => {
    win = null;
  });
  void win.loadURL(screenUrl(config.screenQuery));
}
