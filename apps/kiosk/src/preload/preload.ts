import { contextBridge, ipcRenderer } from 'electron';
import { createKioskBridge } from './create-bridge';

contextBridge.exposeInMainWorld('kiosk', createKioskBridge(ipcRenderer, process.argv));
