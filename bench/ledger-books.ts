import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiClient } from './lib/api-client.ts';
import { dropBenchDatabase, ensureBenchDatabase } from './lib/bench-db.ts';
import type { BenchContext } from './lib/context.ts';
import { parseFlags } from './lib/flags.ts';
import { machineFacts } from './lib/machine.ts';
import { formatTable } from './lib/report.ts';
import { startZhangfang } from './lib/zhangfang-server.ts';
import { createEnterprise, createMasterData, registerAdmin } from './generate/enterprise.ts';
import type { BenchWorld } from './generate/world.ts';
import { ledgerBooks } from './metrics/ledger-books.ts';

/**
 * `node --import tsx bench/ledger-books.ts [--quick] [--voucher-lines=10M] [--customers=2000]`: the ledger-books
 * metric alone (metrics/ledger-books.ts), on a fresh database and the real server, with an enterprise that has only
 * its partners — the books' figures do not depend on the trading history the full generator builds (that run includes
 * the same metric: `npm run bench -- --only=ledger_subject_balance`). Writes bench/results/ledger-books.json.
 */
const plan = parseFlags(process.argv.slice(2));
const log = (line: string) => console.log(line);
const started = Date.now();
const database = await ensureBenchDatabase(plan.database);
log(`ledger books ${plan.mode}: database ${database.name}, ${plan.voucherLines.toLocaleString()} voucher lines, ${plan.customers} customers, ${plan.pairs} pairs`);
try {
  const server = await startZhangfang(database.url);
  try {
    const anonymous = new ApiClient(server.url);
    const admin = await registerAdmin(anonymous);
    const enterpriseId = await createEnterprise(admin.api, '华东汽配贸易有限公司');
    const master = await createMasterData(admin.api, { warehouses: 1, customers: plan.customers, suppliers: 1 });
    const world = { enterpriseId, customerIds: master.customerIds } as unknown as BenchWorld;
    const ctx: BenchContext = { plan, world, admin: admin.api, anonymous, server, databaseUrl: database.url, today: new Date().toISOString().slice(0, 10), log };
    const results = await ledgerBooks(ctx);
    log(`\n${formatTable(results)}\n`);
    const out = path.join(import.meta.dirname, 'results', 'ledger-books.json');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify({ ...results, _meta: { ...machineFacts(), plan, total_seconds: Math.round((Date.now() - started) / 1000) } }, null, 2)}\n`);
    log(`written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await server.stop();
  }
} catch (e) {
  log(`FAILED: ${(e as Error).stack}`);
  process.exitCode = 1;
} finally {
  if (!plan.keep) await dropBenchDatabase(database.name);
}
