/**
 * The kiosk's configuration: where the API is and how the board behaves. It comes from
 * `<userData>/kiosk.json` (written by whoever installs the branch PC) and the environment, the environment
 * winning so a technician can point a kiosk elsewhere for one run. Pure: the caller reads the file.
 */
export interface KioskConfig {
  /** The API base, e.g. 'https://rates.example/api'. */
  apiBase: string;
  /** Minutes without input before the kiosk returns to the wall display. */
  inactivityMinutes: number;
  /** Full-screen kiosk mode; off only for a technician debugging the app. */
  kiosk: boolean;
  /** Query string for the board, e.g. 'interval=12&featured=EUR,USD'. */
  screenQuery: string;
}

export const CONFIG_FILE_NAME = 'kiosk.json';

export const DEFAULT_CONFIG: KioskConfig = {
  apiBase: 'http://127.0.0.1:3000/api',
  inactivityMinutes: 3,
  kiosk: true,
  screenQuery: '',
};

export interface ConfigResult {
  config: KioskConfig;
  /** Problems found; each one fell back to the default rather than stopping the branch's display. */
  problems: string[];
}

/** Accepts 'https://host' or 'https://host/api' and always answers the API base ending in '/api'. */
export function normaliseApiBase(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/api') ? path : `${path}/api`}`;
}

export function parseKioskConfig(
  fileText: string | null,
  env: Record<string, string | undefined>,
): ConfigResult {
  const problems: string[] = [];
  const config: KioskConfig = { ...DEFAULT_CONFIG };
  let file: Record<string, unknown> = {};
  if (fileText !== null && fileText.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(fileText);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
        file = parsed as Record<string, unknown>;
      else problems.push(`${CONFIG_FILE_NAME}: must be a JSON object`);
    } catch {
      problems.push(`${CONFIG_FILE_NAME}: is not valid JSON`);
    }
  }

  const apiUrl = env.KIOSK_API_URL?.trim() || (typeof file.apiUrl === 'string' ? file.apiUrl : undefined);
  if (apiUrl !== undefined) {
    const base = normaliseApiBase(apiUrl);
    if (base) config.apiBase = base;
    else problems.push(`apiUrl: "${apiUrl}" is not an http(s) address`);
  }

  const minutes = env.KIOSK_INACTIVITY_MINUTES?.trim() || file.inactivityMinutes;
  if (minutes !== undefined) {
    const n = Number(minutes);
    if (Number.isFinite(n) && n >= 0.5 && n <= 240) config.inactivityMinutes = n;
    else problems.push('inactivityMinutes: must be a number of minutes between 0.5 and 240');
  }

  const kiosk = env.KIOSK_MODE?.trim() || file.kiosk;
  if (kiosk !== undefined) {
    if (kiosk === false || kiosk === 'false' || kiosk === '0') config.kiosk = false;
    else if (kiosk === true || kiosk === 'true' || kiosk === '1') config.kiosk = true;
    else problems.push('kiosk: must be true or false');
  }

  if (file.screen !== undefined) {
    if (typeof file.screen === 'object' && file.screen !== null && !Array.isArray(file.screen)) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(file.screen as Record<string, unknown>)) {
        if (
          ['interval', 'featured', 'staleAfter'].includes(key) &&
          ['string', 'number'].includes(typeof value)
        ) {
          params.set(key, String(value));
        } else problems.push(`screen.${key}: unknown option or not a string/number`);
      }
      config.screenQuery = params.toString();
    } else problems.push('screen: must be an object like {"interval": 12, "featured": "EUR,USD"}');
  }
  return { config, problems };
}

export interface ConfigSource {
  userDataDir: string;
  env: Record<string, string | undefined>;
  /** Reads a file's text, or null when it does not exist. */
  readText(path: string): string | null;
  joinPath(...parts: string[]): string;
}

export function loadKioskConfig(source: ConfigSource): ConfigResult {
  const text = source.readText(source.joinPath(source.userDataDir, CONFIG_FILE_NAME));
  return parseKioskConfig(text, source.env);
}
