/** Structured JSON logs, one object per line. Injected through AppDeps so tests can silence it. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** Whether a line at `level` would be written, so a caller on a hot path can skip building it. */
  enabled?(level: LogLevel): boolean;
}

const order: Record<LogLevel | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  level: LogLevel | 'silent' = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
  now: () => Date = () => new Date(),
): Logger {
  const threshold = order[level];
  const emit = (lvl: LogLevel, msg: string, fields?: LogFields) => {
    if (order[lvl] < threshold) return;
    write(JSON.stringify({ time: now().toISOString(), level: lvl, msg, ...fields }));
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    enabled: (lvl) => order[lvl] >= threshold,
  };
}

export const silentLogger: Logger = createLogger('silent');
