import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';
import { lockDataDir } from './platform/data-dir-lock.ts';
import { migrate, openDatabase } from './platform/db/index.ts';
import { ensureAppKey } from './platform/http/signature.ts';
import { startHousekeeping } from './platform/housekeeping.ts';
import { webDistDir } from './platform/http/web-app.ts';
import { seedDemo, demoLogin } from './modules/setup/demo-seed.ts';

/**
 * `npm start`: lock the data dir (PGlite), open and migrate the database, seed the demo on an empty database,
 * serve API + web on one port, and shut down cleanly on Ctrl-C (PGlite flushes on close).
 */
const started = Date.now();
const config = loadConfig();
const logger = pino({ level: config.logLevel });

let release: (() => Promise<void>) | undefined;
try {
  if (!config.databaseUrl) release = await lockDataDir(config.dataDir);
} catch (e) {
  logger.fatal((e as Error).message);
  process.exit(1);
}
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') });
const applied = await migrate(database.db);
if (applied.length) logger.info({ applied }, 'migrations applied');
await ensureAppKey(database.db, config.appKey, config.appSecret);
const seeded = config.demo ? await seedDemo(database.db, logger) : false;

const app = await buildApp({ db: database.db, dbKind: database.kind, config, logger, webDistDir });
await app.listen({ port: config.port, host: config.host });
const stopHousekeeping = startHousekeeping(database.db, logger);

const url = `http://localhost:${config.port}`;
logger.info({ url, db: database.kind, ms: Date.now() - started }, 'Zhangfang is running');
if (config.demo) {
  const login = demoLogin();
  logger.info(`Open ${url} and log in with phone ${login.phone}, password ${login.password}${seeded ? ' (demo data was just created)' : ''}`);
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
    await database.close();
    await release?.();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
