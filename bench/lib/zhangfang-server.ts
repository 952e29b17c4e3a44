import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startNodeServer, type ServerProcess } from './node-process.ts';

/**
 * The real Zhangfang server — `apps/server/src/main.ts`, what `npm start` runs — on the bench database: it migrates
 * at start. Development mode (the SMS outbox lets the generator register its users), no demo data, request logging
 * at `warn` (LOG_LEVEL; the per-request info lines would measure the terminal, not the ERP).
 * ZF_BENCH_SERVER_PROFILE=<dir> writes a V8 CPU profile of the server there when it stops (for finding out why).
 */
export async function startZhangfang(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zf-bench-data-'));
  return startNodeServer('apps/server/src/main.ts', {
    DATABASE_URL: databaseUrl, ZF_MODE: 'development', ZF_DEMO: '0', ZF_DATA_DIR: dataDir, ZF_TRUST_PROXY: '1',
    LOG_LEVEL: process.env.ZF_BENCH_LOG_LEVEL ?? 'warn', ...env,
  }, '/api/v1/health', process.env.ZF_BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.ZF_BENCH_SERVER_PROFILE}`] : []);
}
