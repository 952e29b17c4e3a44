import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BenchContext } from '../lib/context.ts';
import { interleave, warmupOr } from '../lib/interleave.ts';
import { cpuOf } from '../lib/cpu.ts';
import { closedLoop } from '../lib/load.ts';
import { startNodeServer } from '../lib/node-process.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { signedHeaders } from '../lib/signing.ts';
import { median, medianRatio, percentile, round } from '../lib/stats.ts';

const connections = 50;
const listPath = '/api/v1/products?page=1&page_size=20&is_draft=0';

/**
 * list_api_p99: the product list page (20 rows, as the web list asks) at 50 keep-alive connections, every request
 * signed with a fresh nonce and the admin's token: requests per second and p99 latency. Baseline: a bare Fastify
 * route in its own process returning the same JSON, driven by the same client sending the same headers.
 */
export async function listApi(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { admin, plan, server } = ctx;
  const sample = await admin.must<unknown>('GET', listPath.replace('/api/v1', ''));
  const bodyFile = path.join(os.tmpdir(), `zf-bench-list-${process.pid}.json`);
  writeFileSync(bodyFile, JSON.stringify({ code: 2000, msg: '', data: sample }));
  const bare = await startNodeServer('bench/servers/bare-route.ts', { ZF_BENCH_BODY: bodyFile }, '/health');
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const p99 = { api: [] as number[], bare: [] as number[] };
  const cpu = { server: [] as number[], database: [] as number[], bare: [] as number[] };
  const load = (name: 'api' | 'bare', base: string, pid: number) => async (round: number) => {
    const run = await cpuOf(pid, ctx.databaseUrl, () => closedLoop(connections, warmupOr(round, plan.seconds), () => get(agent, `${base}${listPath}`, signedHeaders(admin.key, 'GET', listPath, '', admin.token))));
    const result = run.result;
    if (result.errors) throw new Error(`list ${name}: ${result.errors} failed, e.g. ${result.firstError}`);
    p99[name].push(percentile(result.latencies, 99));
    if (round >= 0 && run.serverMs !== undefined) cpu[name === 'api' ? 'server' : 'bare'].push(run.serverMs / result.completed);
    if (name === 'api' && round >= 0 && run.databaseMs !== undefined) cpu.database.push(run.databaseMs / result.completed);
    return result.perSecond;
  };
  try {
    const runs = await interleave([{ name: 'api', run: load('api', server.url, server.pid) }, { name: 'bare', run: load('bare', bare.url, bare.pid) }], {
      rounds: plan.pairs, warmup: 1,
      onMeasure: (step, r, v) => ctx.log(`  list ${step} #${r + 1}: ${v.toFixed(0)} req/s, p99 ${p99[step as 'api' | 'bare'].at(-1)!.toFixed(1)} ms`),
    });
    return {
      list_api_p99: judge('list_api_p99', {
        value: round(median(runs.api!)), unit: 'req/s', baseline: round(median(runs.bare!)), baseline_unit: 'req/s',
        ratio: round(medianRatio(runs.api!, runs.bare!)), pairs: plan.pairs,
        detail: {
          p99_ms: round(median(p99.api)), baseline_p99_ms: round(median(p99.bare)), connections,
          server_cpu_ms_per_request: round(median(cpu.server)), database_cpu_ms_per_request: round(median(cpu.database)),
          baseline_cpu_ms_per_request: round(median(cpu.bare)), seconds_per_run: plan.seconds, path: listPath, runs, p99_runs: p99 },
      }),
    };
  } finally {
    agent.destroy();
    await bare.stop();
  }
}

/** One GET; fails unless HTTP 200 with a success envelope. */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers }, (res) => {
      let head = '';
      res.on('data', (c: Buffer) => { if (head.length < 64) head += c.toString('latin1', 0, 64); });
      res.on('end', () => (res.statusCode === 200 && head.startsWith('{"code":2000') ? resolve() : reject(new Error(`HTTP ${res.statusCode} ${head}`))));
    }).on('error', reject);
  });
}
