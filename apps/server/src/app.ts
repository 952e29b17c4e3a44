import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './platform/config.ts';
import type { DB } from './platform/db/schema.ts';
import { createServer, type App } from './platform/http/create-server.ts';
import { outboxSmsProvider, unconfiguredSmsProvider, type SmsProvider } from './platform/sms/sms-provider.ts';
import { moduleRoutes } from './modules/index.ts';
import { platformRoutes } from './platform/routes.ts';
import type { Services } from './platform/services.ts';
import { fileStorageFor } from './platform/files/file.routes.ts';
import type { FileStorage } from './platform/files/file-storage.ts';
import { JobRunner } from './platform/jobs/job-runner.ts';

export interface AppDeps {
  db: Kysely<DB>;
  dbKind: string;
  config: Config;
  logger: Logger;
  sms?: SmsProvider;
  files?: FileStorage;
  /** More routes under /api/v1 (engine tests register a test resource this way). */
  extraRoutes?: (api: App, services: Services) => Promise<void>;
  /** How often the job runner looks for work it was not woken for (default 1 s; a test sets it long to see wake-ups). */
  jobPollMs?: number;
  /** The first retry's back-off of background jobs, in seconds (tests shorten it). */
  jobRetryBaseSeconds?: number;
  /** Serve the built web app from here (npm start); tests leave it out. */
  webDistDir?: string;
}

/** The composition root: the HTTP frame, then platform routes, then every business module. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = await createServer({ db: deps.db, dbKind: deps.dbKind, logger: deps.logger, trustProxy: deps.config.trustProxy,
    webDistDir: deps.webDistDir,
    docsSigningKey: deps.config.mode === 'development' ? { appkey: deps.config.appKey, secret: deps.config.appSecret } : undefined,
  });
  const sms = deps.sms ?? (deps.config.mode === 'production' ? unconfiguredSmsProvider : outboxSmsProvider(deps.db));
  const jobs = new JobRunner(deps.db, deps.logger, {
    pollMs: deps.jobPollMs,
    // PGlite is one connection: a second job would only wait for it. PostgreSQL: ZF_JOB_CONCURRENCY, default 2.
    concurrency: deps.dbKind === 'pglite' ? 1 : deps.config.jobConcurrency,
    retryBaseSeconds: deps.jobRetryBaseSeconds,
  });
  const services: Services = { db: deps.db, config: deps.config, sms, files: deps.files ?? fileStorageFor(deps.config), jobs };
  let registries: Awaited<ReturnType<typeof moduleRoutes>> | undefined;
  await app.register(async (api) => {
    await platformRoutes(api, services);
    registries = await moduleRoutes(api, services);
    await deps.extraRoutes?.(api, services);
  }, { prefix: '/api/v1' });
  jobs.start();
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('registries', registries!);
  return app;
}


declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job runner (tests drain it to finish background work at once). */
    jobs: JobRunner;
    /** Every registered resource and bill type (tests sweep them: record versions, column rights). */
    registries: Awaited<ReturnType<typeof moduleRoutes>>;
  }
}
