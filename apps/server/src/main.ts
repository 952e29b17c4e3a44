import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import type { Database } from './platform/db/index.ts';
import { loadConfig } from './platform/config.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { migrate, openDatabase } from './platform/db/index.ts';
import { ensureAppKey } from './platform/http/signature.ts';
import { startHousekeeping } from './platform/housekeeping.ts';
import { webDistDir } from './platform/http/web-app.ts';
import { seedDemo, demoLogin } from './modules/setup/index.ts';

/**
 * `npm start`: lock the data dir (PGlite), open and migrate the database, seed the demo on an empty database,
 * serve API + web on one port, and shut down cleanly on Ctrl-C (PGlite flushes on close).
 */
const started = Date.now();
const config = loadConfig();
const logger = pino({ level: config.logLevel });

// Ctrl-C during start-up (a first start migrates and seeds for a while) stops after the step under way: a
// half-written seed would be taken for a finished one on the next start, and PGlite must be closed, not killed.
let stopRequested: string | undefined;
const requestStop = (signal: string) => {
  if (!stopRequested) logger.info({ signal }, 'stopping after the current start-up step');
  stopRequested = signal;
};
const onSignal = (signal: NodeJS.Signals) => requestStop(signal);
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

let release: (() => Promise<void>) | undefined;
let database: Database | undefined = undefined;

async function stopDuringStartUp(): Promise<never> {
  await database?.close();
  await release?.();
  logger.info('stopped before start-up finished; the data directory is intact');
  process.exit(0);
}

try {
  if (!config.databaseUrl) {
    release = await lockDataDir(config.dataDir);
    logger.info({ dataDir: config.dataDir, ms: Date.now() - started }, 'data directory locked');
  }
} catch (e) {
  logger.fatal((e as Error).message);
  process.exit(1);
}
if (stopRequested) await stopDuringStartUp();
database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') });
const db = database.db;
// Each migration commits on its own, so a stop between two of them leaves the next start to apply the rest.
const applied = await migrate(db);
if (applied.length) logger.info({ applied }, 'migrations applied');
if (stopRequested) await stopDuringStartUp();
await ensureAppKey(db, config.appKey, config.appSecret);
const seeded = config.demo ? await seedDemo(db, logger) : false;
if (stopRequested) await stopDuringStartUp();

const app = await buildApp({ db, dbKind: database.kind, config, logger, webDistDir });
await app.listen({ port: config.port, host: config.host });
const stopHousekeeping = startHousekeeping(db, logger);

const url = `http://localhost:${config.port}`;
logger.info({ url, db: database.kind, ms: Date.now() - started }, 'Zhangfang is running');
if (config.demo) {
  const login = demoLogin();
  logger.info(`Open ${url} and log in with phone ${login.phone}, password ${login.password}${seeded ? ' (demo data was just created)' : ''}`);
  // In a terminal the JSON log is hard to read at a glance: say the two things a newcomer needs in plain words.
  if (process.stdout.isTTY) console.log(`\n  Zhangfang: ${url}\n  Demo login: phone ${login.phone}, password ${login.password}\n  API docs: ${url}/api/docs\n  Stop: Ctrl-C\n`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  try {
    stopHousekeeping();
    await app.close();
    await database!.close();
    await release?.();
    logger.info('stopped cleanly');
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.off('SIGINT', onSignal);
process.off('SIGTERM', onSignal);
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A signal that came while the server was starting to listen.
if (stopRequested) await shutdown(stopRequested);
