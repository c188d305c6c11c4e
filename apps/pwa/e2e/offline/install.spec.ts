import { expect, test } from '../../../../e2e/fixtures';
import { pngSize, gotoControlled } from './sw-helpers';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

test.describe('installable PWA', () => {
  test('the manifest is complete and every image it names is served at its stated size', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: ManifestImage[];
      screenshots: ManifestImage[];
    };

    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.short_name).toBe('Travel Money');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const maskable = manifest.icons
      .filter((i) => i.purpose?.split(' ').includes('maskable'))
      .map((i) => i.sizes);
    expect(maskable).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const any = manifest.icons
      .filter((i) => (i.purpose ?? 'any').split(' ').includes('any'))
      .map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);

    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const file = await request.get(image.src);
      expect(file.ok(), image.src).toBe(true);
      expect(file.headers()['content-type'], image.src).toContain(image.type);
      if (image.type !== 'image/png') continue;
      const { width, height } = pngSize(await file.body());
      expect(`${width}x${height}`, image.src).toBe(image.sizes);
    }
  });

  test('the service worker controls the page and Chromium finds no installability errors', async ({
    page,
    context,
  }) => {
    await gotoControlled(page, '/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      errors: { message: string; critical: number }[];
    };
    expect(manifest.errors).toEqual([]);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers installation; that one
    // reason says nothing about the app, every other one would.
    expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('the API is never answered from the precache or the navigation fallback', async ({
    page,
    context,
  }) => {
    await gotoControlled(page, '/');
    // A navigation to an API path gets the API's own answer, not index.html.
    const res = await page.goto('/api/currency');
    expect(res?.headers()['content-type']).toContain('application/json');
    await page.goto('/');
    await context.setOffline(true);
    const offline = await page.evaluate(async () => {
      try {
        const r = await fetch('/api/currency', { cache: 'no-store' });
        return `status ${r.status}`;
      } catch {
        return 'network error';
      }
    });
    expect(offline).toBe('network error');
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names)
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(5);
    expect(cached.filter((u) => u.startsWith('/api'))).toEqual([]);
    await context.setOffline(false);
  });
});
