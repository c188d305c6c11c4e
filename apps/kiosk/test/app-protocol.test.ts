import { describe, expect, it, vi } from 'vitest';
import { registerAppProtocol, resolveAppFile, screenUrl } from '../src/main/app-protocol';

describe('resolveAppFile', () => {
  it('maps app://kiosk paths to files of the renderer', () => {
    expect(resolveAppFile('app://kiosk/')).toBe('index.html');
    expect(resolveAppFile('app://kiosk/index.html#/screen')).toBe('index.html');
    expect(resolveAppFile('app://kiosk/assets/index-abc.js?v=1')).toBe('assets/index-abc.js');
  });

  it('refuses escapes and other hosts', () => {
    // URL parsing already folds '..' (also encoded) at the root, so these stay inside the renderer folder.
    expect(resolveAppFile('app://kiosk/../../etc/passwd')).toBe('etc/passwd');
    expect(resolveAppFile('app://kiosk/assets/%2e%2e/%2e%2e/secret')).toBe('secret');
    expect(resolveAppFile('app://kiosk/assets/%252e%252e/x')).toBe('assets/%2e%2e/x');
    expect(resolveAppFile('app://kiosk/a%5c..%5cb')).toBeNull();
    expect(resolveAppFile('app://kiosk/a%00b')).toBeNull();
    expect(resolveAppFile('app://other/index.html')).toBeNull();
    expect(resolveAppFile('file:///etc/passwd')).toBeNull();
    expect(resolveAppFile('app://kiosk/%E0%A4%A')).toBeNull();
  });

  it('opens the board with its options', () => {
    expect(screenUrl('')).toBe('app://kiosk/index.html#/screen');
    expect(screenUrl('interval=20')).toBe('app://kiosk/index.html#/screen?interval=20');
  });
});

describe('registerAppProtocol', () => {
  it('serves files and answers 404 outside the renderer', async () => {
    let handler: ((r: { url: string }) => Promise<Response> | Response) | null = null;
    const fetchFile = vi.fn(async (p: string) => new Response(`file ${p}`));
    registerAppProtocol({ handle: (scheme, h) => ((handler = h), expect(scheme).toBe('app')), fetchFile });
    expect(await (await handler!({ url: 'app://kiosk/assets/a.js' })).text()).toBe('file assets/a.js');
    expect((await handler!({ url: 'app://kiosk/a%5cb' })).status).toBe(404);
    fetchFile.mockRejectedValueOnce(new Error('ENOENT'));
    expect((await handler!({ url: 'app://kiosk/missing.js' })).status).toBe(404);
  });
});
