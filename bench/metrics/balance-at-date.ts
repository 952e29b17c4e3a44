import { performance } from 'node:perf_hooks';
import type { BenchContext } from '../lib/context.ts';
import { interleave } from '../lib/interleave.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { connect, timed } from '../lib/sql.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

/**
 * stock_balance_at_date: the inventory screen at a past month end — GET /stock/balances?date=&page=1&page_size=20,
 * which values every product × warehouse at that date for the totals and the page — through the HTTP API with its
 * signature, session and permissions. The whole list without paging (every row as JSON) is kept as a detail.
 * Baseline: a sequential-scan count(*) of the whole stock ledger, what an answer that reads history costs.
 */
export async function balanceAtDate(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { admin, plan, world } = ctx;
  // The last day of the month before the generator's last day: most of the ledger lies before it.
  const last = new Date(`${world.lastDate}T00:00:00Z`);
  const date = new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), 0)).toISOString().slice(0, 10);
  const db = await connect(ctx.databaseUrl);
  let pairs = 0;
  try {
    const { rows: [size] } = await db.query<{ n: string }>('SELECT count(*) AS n FROM stock_move');
    const get = (query: string) => async () => {
      const t0 = performance.now();
      const res = await admin.must<{ list: unknown[]; total?: number }>('GET', `/stock/balances?${query}`);
      if (query.includes('date=')) pairs = res.total ?? res.list.length;
      return (performance.now() - t0) / 1000;
    };
    const scan = async () => (await timed(db, 'SELECT count(*) FROM stock_move')).seconds;
    // Details: the whole list at the date, and the same page of today's balances — the stock_balance snapshot, i.e. what
    // the screen would cost at any date if closing snapshots of every month end existed.
    const runs = await interleave([
      { name: 'api', run: get(`date=${date}&page=1&page_size=20`) }, { name: 'scan', run: scan },
      { name: 'full_list', run: get(`date=${date}`) }, { name: 'today', run: get('page=1&page_size=20') },
    ], {
      rounds: plan.pairs, warmup: 1, onMeasure: (step, r, v) => ctx.log(`  balance ${step} #${r + 1}: ${(v * 1000).toFixed(1)} ms`),
    });
    return {
      stock_balance_at_date: judge('stock_balance_at_date', {
        value: round(median(runs.api!) * 1000), unit: 'ms', baseline: round(median(runs.scan!) * 1000), baseline_unit: 'ms',
        ratio: round(medianRatio(runs.api!, runs.scan!)), pairs: plan.pairs,
        detail: { date, balances: pairs, ledger_rows: Number(size!.n), full_list_ms: round(median(runs.full_list!) * 1000), today_page_ms: round(median(runs.today!) * 1000), runs },
      }),
    };
  } finally {
    await db.end();
  }
}
