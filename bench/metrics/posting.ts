import type { ApiClient } from '../lib/api-client.ts';
import type { BenchContext } from '../lib/context.ts';
import { interleave, warmupOr } from '../lib/interleave.ts';
import { cpuOf } from '../lib/cpu.ts';
import { closedLoop } from '../lib/load.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { median, medianRatio, percentile, round } from '../lib/stats.ts';
import { WriteBaseline } from './write-baseline.ts';

const clients = 8;
const productsPerClient = 20;

/**
 * posting_throughput: 5-line sales bills created and approved (one request each, `audit: true`) per second through the HTTP API by 8 clients, each
 * selling its own products, each approval making its voucher in the same transaction (the bench enterprise keeps
 * books); posting_hot_sku: the same with one best-seller on every bill (each approval waits for that product's
 * balance lock); posting_voucher_share: the distinct-products run with vouchers over the same run in batch voucher
 * mode (no voucher on approval) — what the voucher costs a bill. Interleaved with a pgbench-like write transaction on
 * the same PostgreSQL: baseline → distinct products → hot product → no voucher, round after round.
 */
export async function postingMetrics(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { world, admin, plan } = ctx;
  const warehouseId = world.warehouseIds[1] ?? world.warehouseIds[0]!;
  const catalogue = world.products.slice(100, 100 + clients * productsPerClient).map((p) => p.id);
  if (catalogue.length < clients * productsPerClient) throw new Error(`posting needs at least ${100 + clients * productsPerClient} products`);
  const hot = world.products[50]!.id;
  await stockUp(admin, ctx.today, world.supplierIds[0]!, warehouseId, [hot, ...catalogue]);

  const sale = (client: number, n: number, withHot: boolean) => {
    const own = catalogue.slice(client * productsPerClient, (client + 1) * productsPerClient);
    const products = Array.from({ length: 5 }, (_, k) => own[(n * 5 + k) % own.length]!);
    if (withHot) products[0] = hot;
    return {
      bill_date: ctx.today, partner_id: world.customerIds[client % world.customerIds.length], store_id: warehouseId,
      lines: products.map((product_id) => ({ product_id, number: '1', price: '99.00' })),
    };
  };
  const latencies = { distinct: [] as number[], hot: [] as number[], noVoucher: [] as number[] };
  const voucherMode = (mode: 'on_approval' | 'batch') => admin.must('PUT', '/finance/settings', { voucher_mode: mode });
  const cpu = { server: [] as number[], database: [] as number[] };
  const postingRun = (withHot: boolean, withVoucher = true) => async (round: number) => {
    await voucherMode(withVoucher ? 'on_approval' : 'batch');
    const run = await cpuOf(ctx.server.pid, ctx.databaseUrl, () => closedLoop(clients, warmupOr(round, plan.seconds), async (client, n) => {
      // One request per bill (API.md `audit: true`): saved, approved and vouchered in one transaction.
      await admin.must('POST', '/bills/sale-bills', { ...sale(client, n, withHot), audit: true });
    }));
    const result = run.result;
    if (result.errors) throw new Error(`posting: ${result.errors} failed, e.g. ${result.firstError}`);
    latencies[!withVoucher ? 'noVoucher' : withHot ? 'hot' : 'distinct'].push(percentile(result.latencies, 99));
    if (!withVoucher) return result.perSecond;
    if (!withHot && round >= 0 && run.serverMs !== undefined) cpu.server.push(run.serverMs / result.completed);
    if (!withHot && round >= 0 && run.databaseMs !== undefined) cpu.database.push(run.databaseMs / result.completed);
    return result.perSecond;
  };
  const baseline = await WriteBaseline.create(ctx.databaseUrl);
  const runs = await interleave([
    { name: 'baseline', run: (round) => baseline.run(clients, warmupOr(round, plan.seconds)) },
    { name: 'posting', run: postingRun(false) },
    { name: 'hot', run: postingRun(true) },
    { name: 'noVoucher', run: postingRun(false, false) },
  ], { rounds: plan.pairs, warmup: 1, onMeasure: (step, round, v) => ctx.log(`  posting ${step} #${round + 1}: ${v.toFixed(1)}/s`) });

  return {
    posting_throughput: judge('posting_throughput', {
      value: round(median(runs.posting!)), unit: 'bills/s', baseline: round(median(runs.baseline!)), baseline_unit: 'tx/s',
      ratio: round(medianRatio(runs.posting!, runs.baseline!)), pairs: plan.pairs,
      detail: { clients, lines_per_bill: 5, seconds_per_run: plan.seconds, baseline_tool: baseline.tool, p99_ms_per_bill: round(median(latencies.distinct)),
        server_cpu_ms_per_bill: round(median(cpu.server)), database_cpu_ms_per_bill: round(median(cpu.database)), runs },
    }),
    posting_hot_sku: judge('posting_hot_sku', {
      value: round(median(runs.hot!)), unit: 'bills/s', baseline: round(median(runs.posting!)), baseline_unit: 'bills/s (posting_throughput)',
      ratio: round(medianRatio(runs.hot!, runs.posting!)), pairs: plan.pairs,
      detail: { clients, p99_ms_per_bill: round(median(latencies.hot)) },
    }),
    posting_voucher_share: judge('posting_voucher_share', {
      value: round(median(runs.posting!)), unit: 'bills/s with vouchers', baseline: round(median(runs.noVoucher!)), baseline_unit: 'bills/s without',
      ratio: round(medianRatio(runs.posting!, runs.noVoucher!)), pairs: plan.pairs,
      detail: { clients, p99_ms_per_bill_with: round(median(latencies.distinct)), p99_ms_per_bill_without: round(median(latencies.noVoucher)) },
    }),
  };
}

/** Receipts dated today of plenty of every product the runs sell, so no sale is refused for stock. */
async function stockUp(admin: ApiClient, today: string, supplierId: number, warehouseId: number, products: number[]) {
  for (let i = 0; i < products.length; i += 40) {
    const lines = products.slice(i, i + 40).map((product_id) => ({ product_id, number: '1000000', price: '50.00' }));
    await admin.must('POST', '/bills/purchase-bills', { bill_date: today, partner_id: supplierId, store_id: warehouseId, lines, audit: true });
  }
}
