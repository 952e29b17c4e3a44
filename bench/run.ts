import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchWorld } from './generate/world.ts';
import { ensureBenchDatabase, dropBenchDatabase, serverFacts } from './lib/bench-db.ts';
import type { BenchContext, Metric } from './lib/context.ts';
import { parseFlags } from './lib/flags.ts';
import { machineFacts } from './lib/machine.ts';
import { formatTable, type MetricResult } from './lib/report.ts';
import { startZhangfang } from './lib/zhangfang-server.ts';
import { backdatedRepost } from './metrics/backdated-repost.ts';
import { balanceAtDate } from './metrics/balance-at-date.ts';
import { ledgerBooks } from './metrics/ledger-books.ts';
import { listApi } from './metrics/list-api.ts';
import { postingMetrics } from './metrics/posting.ts';
import { productImport } from './metrics/product-import.ts';
import { reportApi } from './metrics/report-api.ts';
import { webInitialJs } from './metrics/web-initial-js.ts';

/**
 * `npm run bench` (full) / `npm run bench -- --quick`: a fresh PostgreSQL database, the real server on it, the data
 * generator, then every metric interleaved with its baseline; a table on stdout and bench/results/latest.json.
 * Flags: see lib/flags.ts (`--only=a,b`, `--db=name` to keep and reuse a generated database, sizes). A metric that
 * fails is reported and the others still run; the exit code is then 1.
 */
const metrics: Array<{ names: string[]; measure: Metric }> = [
  { names: ['posting_throughput', 'posting_hot_sku', 'posting_voucher_share'], measure: postingMetrics },
  { names: ['backdated_repost'], measure: backdatedRepost },
  { names: ['stock_balance_at_date'], measure: balanceAtDate },
  { names: ['list_api_p99'], measure: listApi },
  { names: ['ledger_subject_balance', 'ledger_general_page'], measure: ledgerBooks },
  { names: ['report_sale_by_product'], measure: reportApi },
  { names: ['import_rows_per_s'], measure: productImport },
  { names: ['web_initial_js_gzip'], measure: webInitialJs },
];

const plan = parseFlags(process.argv.slice(2));
const started = Date.now();
const log = (line: string) => console.log(line);
const selected = metrics.filter((m) => !plan.only.length || m.names.some((n) => plan.only.includes(n)));
const database = await ensureBenchDatabase(plan.database);
log(`bench ${plan.mode}: database ${database.name} (${database.created ? 'new' : 'reused'}), ${plan.moves.toLocaleString()} moves, ${plan.pairs} pairs per metric`);
const results: Record<string, MetricResult> = {};
const errors: Record<string, string> = {};
let generator: Record<string, unknown> = {};
const meta: Record<string, unknown> = { ...machineFacts(), mode: plan.mode, plan };
try {
  const server = await startZhangfang(database.url);
  try {
    const { world, admin, anonymous } = await benchWorld(plan, server.url, database.url, log);
    generator = {
      moves: world.moves, products: world.products.length, warehouses: world.warehouseIds.length, customers: world.customerIds.length,
      days: plan.days, seconds: Math.round(world.seconds), via: plan.viaApi ? 'api' : 'posting engine (bulk)', reused: !database.created,
    };
    const ctx: BenchContext = { plan, world, admin, anonymous, server, databaseUrl: database.url, today: new Date().toISOString().slice(0, 10), log };
    for (const metric of selected) {
      const t0 = Date.now();
      log(`${metric.names.join(' + ')} …`);
      try {
        Object.assign(results, await metric.measure(ctx));
      } catch (e) {
        errors[metric.names.join(', ')] = (e as Error).message;
        log(`  FAILED: ${(e as Error).stack}`);
      }
      log(`  ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await server.stop();
  }
  Object.assign(meta, { postgres: await serverFacts(database.url) });
} catch (e) {
  // Said before the clean-up: dropping the database ends the pools' idle connections, which may end the process.
  log(`FAILED before the metrics: ${(e as Error).stack}`);
  throw e;
} finally {
  if (!plan.keep) await dropBenchDatabase(database.name);
}

Object.assign(meta, { generator, errors, load_average_at_end: os.loadavg().map((l) => Number(l.toFixed(2))), total_seconds: Math.round((Date.now() - started) / 1000) });
log(`\n${formatTable(results)}\n`);
const out = path.join(import.meta.dirname, 'results', 'latest.json');
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify({ ...results, _meta: meta }, null, 2)}\n`);
log(`written to ${path.relative(process.cwd(), out)} in ${String(meta.total_seconds)} s${Object.keys(errors).length ? `; FAILED: ${Object.keys(errors).join('; ')}` : ''}`);
if (Object.keys(errors).length) process.exitCode = 1;
