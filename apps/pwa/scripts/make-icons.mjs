// Renders public/icon.svg to the PNG icons the manifest lists, in the local Chromium (no image library needed).
// Run after changing the art: `node apps/pwa/scripts/make-icons.mjs`. The PNGs are committed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = readFileSync(`${publicDir}icon.svg`, 'utf8');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// "any" icons get a rounded square; maskable ones stay full bleed, since the platform applies its own mask.
const outputs = [
  { file: 'icon-192.png', size: 192, radius: 0.18 },
  { file: 'icon-512.png', size: 512, radius: 0.18 },
  { file: 'maskable-192.png', size: 192, radius: 0 },
  { file: 'maskable-512.png', size: 512, radius: 0 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0 },
];

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, radius } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
        <div style="width:${size}px;height:${size}px;border-radius:${radius * size}px;overflow:hidden">
          ${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}
        </div></body></html>`,
    );
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: true });
    console.log(`wrote public/${file}`);
  }
} finally {
  await browser.close();
}
