import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db/index.ts';
import type { App } from '../platform/http/create-server.ts';
import { ensureAppKey } from '../platform/http/signature.ts';
import { SignedClient } from './signed-client.ts';
import { freshDatabase } from './test-db.ts';

export interface TestApp {
  app: App;
  database: Database;
  client: SignedClient;
  close(): Promise<void>;
}

/** The real app on a fresh database of the run's kind, with the development web key and SMS outbox. */
export async function createTestApp(env: Record<string, string> = {}, opts: Pick<AppDeps, 'extraRoutes' | 'jobPollMs' | 'jobRetryBaseSeconds'> & { beforeApp?: (database: Database) => Promise<void> } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  // Files of a test app go to a temporary directory, never into the project's ./data.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zf-test-'));
  const config = loadConfig({ ZF_MODE: 'test', ZF_DATA_DIR: dataDir, ...env });
  await ensureAppKey(database.db, config.appKey, config.appSecret);
  await opts.beforeApp?.(database);
  const app = await buildApp({ db: database.db, dbKind: database.kind, config, logger: pino({ level: process.env.ZF_TEST_LOG ?? 'silent' }), extraRoutes: opts.extraRoutes, jobPollMs: opts.jobPollMs, jobRetryBaseSeconds: opts.jobRetryBaseSeconds });
  await app.ready();
  return {
    app,
    database,
    client: new SignedClient(app),
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
