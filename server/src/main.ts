/*
 * Over 300 lines on purpose: this is the process's one wiring place (issue 28) — configuration, database,
 * every service of AppDeps built once, jobs, the listener and the graceful stop read top to bottom in start
 * order. Splitting it would scatter the start-up sequence a reader needs to see whole.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app';
import { loadServerSecrets } from './auth/secrets';
import { describeStartupCredentials, ensureStaffLogin } from './auth/staff';
import { FolderLockedError, lockFolder, type FolderLock } from './db/folder-lock';
import { describeWriteFailure } from './db/disk-space';
import { isDatabaseUnavailable, writeFailureOf } from './db/errors';
import { migrateDatabase, openDatabase } from './db/open';
import { prepareDataFolder } from './db/pglite-template';
import { retryOnUniqueViolation } from './db/retry-on-conflict';
import { seedSampleHistory } from './db/sample-history';
import { seedCurrencies } from './db/seed';
import type { Database } from './db/types';
import type { AppDeps } from './deps';
import { ConfigError, loadConfig, type Config } from './env';
import { createHttpDrain, STOP_DEADLINE_MS } from './http/graceful-stop';
import { guardConnections, serverOptionsFor } from './http/guard/connection-guard';
import { createRefusalLog } from './http/guard/refusal-log';
import { createMemoryLimiterStore } from './http/limiter-store';
import { createPostgresLimiterStore } from './http/pg-limiter-store';
import { startOrderExpiry } from './jobs/expire-orders';
import { startBranchDigest } from './jobs/branch-digest';
import { createLogger, type Logger } from './logger';
import { createOutbox } from './mail/outbox';
import { transportSpecOf } from './mail/transport';
import { createServerMail } from './mail/server-mail';
import { createMemoryOrderBus, type OrderEventBus } from './live/order-events';
import { createPgRateBus } from './live/pg-bus';
import { createPgOrderBus } from './live/pg-order-bus';
import type { RateBus } from './rates/bus';
import { createMemoryRateBus } from './rates/memory-bus';
import { createDbRateWatch } from './rates/db-rate-watch';
import { withServices } from './services';
import { OFFLINE_PROVIDER_NAME } from './rates/offline-provider';
import { selectRateProvider } from './rates/select-provider';
import { startRateHistoryRetention } from './jobs/prune-rate-history';
import { backupDirOf } from './backup/backup-files';
import { startControlSocket } from './backup/control-socket';
import { makeBackup, serialBackups } from './backup/make-backup';
import { startDailyBackup } from './jobs/daily-backup';
import { cryptoRandomness } from './random';
import { createServerWithCurrencyLane, currencyFastLane } from './routes/currency/fast-lane';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts everything in order: lock the data folder (PGlite), open and migrate the database, seed, start the
 * mail worker, listen. The returned close() undoes it in reverse: stop accepting, end live streams with a
 * reconnect hint, finish in-flight requests, stop the worker after its current send, close the database,
 * release the lock.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const cleanups: Array<[step: string, undo: () => Promise<void> | void]> = [];
  const cleanup = async () => {
    for (const [step, undo] of cleanups.reverse()) {
      try {
        await undo();
        logger.debug('stop step done', { step });
      } catch (error) {
        logger.warn('shutdown step failed', {
          step,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
    cleanups.length = 0;
  };

  // A first start that fails (a full disk, a port in use) removes the data folder it made: nothing in it was
  // ever served, and a half-made one would otherwise be found by the next start.
  const madeDataDir = !config.DATABASE_URL && !existsSync(config.DATA_DIR);
  try {
    let lock: FolderLock | null = null;
    const pgliteDir = config.DATABASE_URL ? undefined : join(config.DATA_DIR, 'pglite');
    if (!config.DATABASE_URL) {
      lock = lockFolder(config.DATA_DIR);
      cleanups.push(['data folder lock', () => lock?.release()]);
      if ((await prepareDataFolder(pgliteDir!)) === 'from-template') {
        logger.info('new database made from the PGlite template', { where: resolve(pgliteDir!) });
      }
    }
    const database: Database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir,
      max: config.DB_POOL_MAX,
    });
    cleanups.push(['database', () => database.close()]);
    await migrateDatabase(database);
    const seeded = await seedCurrencies(database.db);
    logger.info('database ready', {
      driver: database.driver,
      where: config.DATABASE_URL ? 'DATABASE_URL' : resolve(pgliteDir!),
      currencies: seeded.total,
      seeded: seeded.inserted,
    });

    let bus: RateBus;
    let orderEvents: OrderEventBus;
    if (config.DATABASE_URL) {
      const pgBus = await createPgRateBus(config.DATABASE_URL, logger);
      cleanups.push(['rate bus', () => pgBus.close()]);
      bus = pgBus;
      const pgOrders = await createPgOrderBus(config.DATABASE_URL, logger);
      cleanups.push(['order status bus', () => pgOrders.close()]);
      orderEvents = pgOrders;
    } else {
      bus = createMemoryRateBus();
      orderEvents = createMemoryOrderBus();
    }

    const clock = () => new Date();
    const rates = selectRateProvider(config, logger);
    // The rate charts need a past; with no rate service there is none, so the sample rates get a sample one.
    if (rates.name === OFFLINE_PROVIDER_NAME) {
      const given = await seedSampleHistory(database.db, clock(), {
        ownsDatabase: database.driver === 'pglite',
      });
      if (given > 0) logger.info('sample rate history made (marked as sample data)', { currencies: given });
    }
    const outbox = createOutbox({ clock });
    const { worker, transport } = createServerMail({
      db: database.db,
      spec: transportSpecOf(config),
      from: config.MAIL_FROM,
      clock,
      logger,
    });
    cleanups.push(['mail transport', () => transport.close()]);
    outbox.onWake(() => worker.wake());
    worker.start();
    cleanups.push(['mail worker', () => worker.stop()]);
    // Every instance runs expiry; the rows it claims are skipped by the others (jobs/expire-orders.ts).
    const expiry = startOrderExpiry({ db: database.db, clock, config, outbox, orderEvents, logger });
    cleanups.push(['order expiry', () => expiry.stop()]);
    // Branch copies held past BRANCH_EMAILS_PER_HOUR go out as one digest an hour (jobs/branch-digest.ts).
    const digest = startBranchDigest({ db: database.db, clock, config, outbox, logger });
    cleanups.push(['branch digest', () => digest.stop()]);
    const retention = startRateHistoryRetention({ db: database.db, clock, logger });
    cleanups.push(['rate history retention', () => retention.stop()]);
    // Backups (docs/operations.md): the daily one, and on PGlite `npm run backup` asking through the control
    // socket, since no other process may open the folder.
    const backup = serialBackups(() =>
      makeBackup(
        database.driver === 'pglite'
          ? { driver: 'pglite', client: database.client, folder: resolve(pgliteDir!) }
          : { driver: 'postgres', databaseUrl: config.DATABASE_URL! },
        { dir: backupDirOf(config), keep: config.BACKUP_KEEP, clock },
      ),
    );
    if (config.BACKUP_DAILY) {
      const daily = startDailyBackup({ db: database.db, clock, logger, backup });
      cleanups.push(['daily backup', () => daily.stop()]);
    }
    if (!config.DATABASE_URL) {
      const control = await startControlSocket(config.DATA_DIR, backup, logger);
      cleanups.push(['backup control socket', () => control.close()]);
    }

    const publicDir = resolve(config.PUBLIC_DIR);
    const hasPwa = existsSync(join(publicDir, 'index.html'));
    const secrets = await loadServerSecrets(database.db, config.CSRF_SECRET);
    // The staff login and Secure Box credentials exist before the first request; new ones are printed once.
    // Instances starting together on a new database race to make it; the losers find it made.
    const credentials = await retryOnUniqueViolation(() =>
      ensureStaffLogin({ db: database.db, config, clock }),
    );
    for (const line of describeStartupCredentials(credentials, {
      staffPasswordFromEnv: Boolean(config.STAFF_PASSWORD),
      boxPasswordFromEnv: Boolean(config.BOX_PASSWORD),
    })) {
      console.log(line);
    }
    // Aborted when the stop begins (see http/graceful-stop.ts); the app reads it for health and live streams.
    const stopping = new AbortController();
    const deps: AppDeps = withServices({
      db: database.db,
      raw: database.raw,
      driver: database.driver,
      clock,
      random: cryptoRandomness,
      outbox,
      rates,
      bus,
      orderEvents,
      config,
      logger,
      stopSignal: stopping.signal,
      // Shared counters on PostgreSQL (several instances may serve one database); in memory on PGlite,
      // which one process owns.
      limitStore:
        database.driver === 'postgres'
          ? createPostgresLimiterStore(database.raw)
          : createMemoryLimiterStore(),
      // In the live-mode row, so every instance answers GET /liveMode alike.
      rateWatch: createDbRateWatch(database.db),
      secrets,
      ...(hasPwa ? { publicDir } : {}),
    });
    const app = createApp(deps);
    // Every instance looks for due live-mode rounds; the database hands each round to one of them.
    const liveMode = deps.liveMode;
    liveMode.start();
    cleanups.push(['live mode', () => liveMode.stop()]);

    const server: ServerType = await new Promise((resolveServer, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          // The currency list, the hottest read, is answered before a Request is built for Hono.
          createServer: createServerWithCurrencyLane(currencyFastLane(deps.currencySnapshot, deps)),
          port: config.PORT,
          hostname: config.HOST,
          serverOptions: serverOptionsFor(config.connections),
        },
        () => resolveServer(s),
      );
      s.once('error', reject);
    });
    guardConnections(server as Server, config.connections, createRefusalLog(logger));
    logger.info('connection limits', { ...config.connections });
    const http = createHttpDrain(server as Server, stopping);
    cleanups.push([
      'http',
      async () => {
        const { cut } = await http.drain();
        if (cut > 0) logger.warn('requests still running at the drain deadline were cut', { cut });
      },
    ]);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    const url = `http://${host}:${port}`;
    if (!hasPwa) logger.warn('no built PWA found; serving the API only', { publicDir });
    return { url, close: cleanup };
  } catch (error) {
    await cleanup();
    if (madeDataDir) rmSync(config.DATA_DIR, { recursive: true, force: true });
    throw error;
  }
}

/** The database's address as it can be printed: without its password. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'DATABASE_URL';
  }
}

/** A start-up failure in one line: which database could not be used and why, or what else went wrong. */
export function describeStartFailure(
  error: unknown,
  config: Pick<Config, 'DATABASE_URL'> & Partial<Pick<Config, 'DATA_DIR'>>,
): string {
  const cannotWrite = writeFailureOf(error);
  if (cannotWrite)
    return describeWriteFailure(cannotWrite, config.DATABASE_URL ? null : (config.DATA_DIR ?? '.'));
  const message = error instanceof Error ? error.message : String(error);
  const sqlState = (error as { code?: unknown } | null)?.code;
  if (isDatabaseUnavailable(error) || (typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState))) {
    const where = config.DATABASE_URL ? redactedDatabaseUrl(config.DATABASE_URL) : 'the PGlite folder';
    return `Cannot use the database at ${where}: ${message.split('\n')[0]}`;
  }
  return `Could not start: ${message.split('\n')[0]}`;
}

/** `npm start`: configuration from the environment, start, and stop cleanly on SIGTERM/SIGINT. */
export async function runMain(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  let running: RunningServer;
  try {
    running = await startServer(config, logger);
  } catch (error) {
    if (error instanceof FolderLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    // One readable line for whoever started it; the stack only for those who ask for debug logs.
    console.error(describeStartFailure(error, config));
    logger.debug('start failed', { error: error instanceof Error ? error.stack : String(error) });
    process.exit(1);
  }
  logger.info('listening', { url: running.url });
  console.log(`\nTravel Money is running at ${running.url}  (API: ${running.url}/api/docs)\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const started = performance.now();
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, STOP_DEADLINE_MS);
    force.unref();
    void running.close().then(() => {
      logger.info('stopped', { ms: Math.round(performance.now() - started) });
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

const invokedDirectly =
  process.argv[1] &&
  resolve(process.argv[1]).replace(/\.ts$/, '') === resolve(import.meta.filename ?? '').replace(/\.ts$/, '');
if (invokedDirectly) void runMain();
