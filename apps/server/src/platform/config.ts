import path from 'node:path';

/** Environment configuration of API.md. Read once at start; everything else receives a Config. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  mode: 'development' | 'production' | 'test';
  demo: boolean;
  appKey: string;
  appSecret: string;
  logLevel: string;
  /** Trust X-Forwarded-For (behind a load balancer); per-IP limits would be spoofable otherwise. */
  trustProxy: boolean;
  /** Background jobs one app server runs at once on PostgreSQL (ZF_JOB_CONCURRENCY, default 2). */
  jobConcurrency: number;
}

export const devAppKey = 'zf-web';
export const devAppSecret = 'zf-web-dev-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.ZF_MODE === 'production' ? 'production' : env.ZF_MODE === 'test' ? 'test' : 'development';
  const appKey = env.ZF_APP_KEY ?? (mode === 'production' ? '' : devAppKey);
  const appSecret = env.ZF_APP_SECRET ?? (mode === 'production' ? '' : devAppSecret);
  if (mode === 'production' && (!appKey || !appSecret || appSecret === devAppSecret)) {
    throw new Error('ZF_MODE=production needs ZF_APP_KEY and ZF_APP_SECRET set to your own values (the development secret is refused).');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.ZF_DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    mode,
    demo: mode !== 'production' && (env.ZF_DEMO ?? '1') !== '0',
    appKey,
    appSecret,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: env.ZF_TRUST_PROXY === '1' || mode === 'test',
    jobConcurrency: Math.max(1, Math.floor(Number(env.ZF_JOB_CONCURRENCY ?? 2)) || 2),
  };
}
