// Draws the kiosk icon (apps/kiosk/build/icon.png, 512×512) in the local Chromium. Run once after a design change:
//   node apps/kiosk/scripts/make-icon.mjs
import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
await page.setContent(`<html><body style="margin:0;background:transparent">
<div style="width:512px;height:512px;border-radius:112px;background:linear-gradient(160deg,#13315c,#0b1d33);display:flex;align-items:center;justify-content:center;box-sizing:border-box;border:14px solid #f5c842">
<span style="font:800 330px/1 system-ui,DejaVu Sans,sans-serif;color:#f5c842;margin-top:-10px">£</span></div></body></html>`);
await page.screenshot({ path: new URL('../build/icon.png', import.meta.url).pathname, omitBackground: true });
await browser.close();
