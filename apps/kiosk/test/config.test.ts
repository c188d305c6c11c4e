import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, loadKioskConfig, normaliseApiBase, parseKioskConfig } from '../src/main/config';

describe('kiosk config', () => {
  it('uses the defaults when there is no file and no environment', () => {
    expect(parseKioskConfig(null, {})).toEqual({ config: DEFAULT_CONFIG, problems: [] });
  });

  it('reads the API address and options from kiosk.json', () => {
    const file = JSON.stringify({
      apiUrl: 'https://rates.example.co.uk',
      inactivityMinutes: 5,
      kiosk: false,
      screen: { interval: 20, featured: 'EUR,USD' },
    });
    const { config, problems } = parseKioskConfig(file, {});
    expect(problems).toEqual([]);
    expect(config).toEqual({
      apiBase: 'https://rates.example.co.uk/api',
      inactivityMinutes: 5,
      kiosk: false,
      screenQuery: 'interval=20&featured=EUR%2CUSD',
    });
  });

  it('lets KIOSK_API_URL win over the file', () => {
    const { config } = parseKioskConfig(JSON.stringify({ apiUrl: 'https://a.example' }), {
      KIOSK_API_URL: 'http://10.0.0.5:3000/api/',
    });
    expect(config.apiBase).toBe('http://10.0.0.5:3000/api');
  });

  it('keeps the default and names the problem for bad values', () => {
    const { config, problems } = parseKioskConfig(
      JSON.stringify({ apiUrl: 'ftp://x', inactivityMinutes: -1, kiosk: 'maybe', screen: { colour: 'red' } }),
      {},
    );
    expect(config.apiBase).toBe(DEFAULT_CONFIG.apiBase);
    expect(config.inactivityMinutes).toBe(DEFAULT_CONFIG.inactivityMinutes);
    expect(config.kiosk).toBe(true);
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('apiUrl');
  });

  it('survives a broken file', () => {
    expect(parseKioskConfig('{nope', {}).problems).toEqual(['kiosk.json: is not valid JSON']);
    expect(parseKioskConfig('[1]', {}).problems).toEqual(['kiosk.json: must be a JSON object']);
  });

  it('normalises API addresses', () => {
    expect(normaliseApiBase('https://x.example')).toBe('https://x.example/api');
    expect(normaliseApiBase('https://x.example/branch/api///')).toBe('https://x.example/branch/api');
    expect(normaliseApiBase('https://user:pw@x.example')).toBeNull();
    expect(normaliseApiBase('javascript:alert(1)')).toBeNull();
    expect(normaliseApiBase('not a url')).toBeNull();
  });

  it('loads <userData>/kiosk.json through the injected reader', () => {
    const read: string[] = [];
    const { config } = loadKioskConfig({
      userDataDir: '/home/kiosk/.config/Travel Money',
      env: {},
      joinPath: (...p) => p.join('/'),
      readText: (path) => {
        read.push(path);
        return JSON.stringify({ apiUrl: 'https://b.example' });
      },
    });
    expect(read).toEqual(['/home/kiosk/.config/Travel Money/kiosk.json']);
    expect(config.apiBase).toBe('https://b.example/api');
  });
});
