import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../apps/server/src/platform/db/index.ts';
import { closeFor, settledDays, validCloseOnOrBefore } from '../../apps/server/src/modules/inventory/stock-close.ts';
import type { BenchContext } from '../lib/context.ts';
import { interleave } from '../lib/interleave.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { connect, timed } from '../lib/sql.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

/**
 * stock_balance_at_date: the inventory screen at the last settled month end — GET /stock/balances?date=&page=1&page_size=20,
 * every product × warehouse at that date for the totals and the page — through the HTTP API with its signature,
 * session and permissions, once the server's sweep has built that month's close (the first request asks for it; the
 * wait is a detail). Details: the whole list without paging, a date in the middle of the next month (the close plus
 * the pairs moved since), and today's page. Baseline: a sequential-scan count(*) of the whole stock ledger, what an
 * answer that reads history costs.
 */
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Seconds until the enterprise has a valid close of `monthEnd`; `ask` is a request that makes the server build it. */
async function closeBuilt(databaseUrl: string, enterpriseId: number, monthEnd: string, ask: () => Promise<number>): Promise<number> {
  const t0 = performance.now();
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    for (;;) {
      await ask();
      if ((await validCloseOnOrBefore(database.db, enterpriseId, monthEnd))?.month_end === monthEnd) return (performance.now() - t0) / 1000;
      if (performance.now() - t0 > 600_000) throw new Error(`no close of ${monthEnd} after 10 minutes`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await database.close();
  }
}

export async function balanceAtDate(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { admin, plan, world } = ctx;
  // The last month end a close is built for (settled: three days past; the generator's last day is yesterday), and a
  // day in the middle of the month after it.
  const date = closeFor(addDays(world.lastDate, -(settledDays - 1)));
  const mid = [addDays(date, 15), world.lastDate].sort()[0]!;
  const db = await connect(ctx.databaseUrl);
  let pairs = 0;
  try {
    const { rows: [size] } = await db.query<{ n: string }>('SELECT count(*) AS n FROM stock_move');
    const get = (query: string) => async () => {
      const t0 = performance.now();
      const res = await admin.must<{ list: unknown[]; total?: number }>('GET', `/stock/balances?${query}`);
      if (query.startsWith(`date=${date}&`)) pairs = res.total ?? res.list.length;
      return (performance.now() - t0) / 1000;
    };
    const scan = async () => (await timed(db, 'SELECT count(*) FROM stock_move')).seconds;
    const waited = await closeBuilt(ctx.databaseUrl, world.enterpriseId, date, get(`date=${date}&page=1&page_size=20`));
    ctx.log(`  balance: the close of ${date} was there after ${waited.toFixed(1)} s`);
    // Details: the whole list at the date, and the same page of today's balances — the stock_balance snapshot, i.e. what
    // the screen would cost at any date if closing snapshots of every month end existed.
    const runs = await interleave([
      { name: 'api', run: get(`date=${date}&page=1&page_size=20`) }, { name: 'scan', run: scan },
      { name: 'full_list', run: get(`date=${date}`) }, { name: 'mid_month', run: get(`date=${mid}&page=1&page_size=20`) },
      { name: 'today', run: get('page=1&page_size=20') },
    ], {
      rounds: plan.pairs, warmup: 1, onMeasure: (step, r, v) => ctx.log(`  balance ${step} #${r + 1}: ${(v * 1000).toFixed(1)} ms`),
    });
    return {
      stock_balance_at_date: judge('stock_balance_at_date', {
        value: round(median(runs.api!) * 1000), unit: 'ms', baseline: round(median(runs.scan!) * 1000), baseline_unit: 'ms',
        ratio: round(medianRatio(runs.api!, runs.scan!)), pairs: plan.pairs,
        detail: {
          date, balances: pairs, ledger_rows: Number(size!.n), close_wait_s: round(waited), full_list_ms: round(median(runs.full_list!) * 1000),
          mid_month: mid, mid_month_ms: round(median(runs.mid_month!) * 1000), today_page_ms: round(median(runs.today!) * 1000), runs,
        },
      }),
    };
  } finally {
    await db.end();
  }
}
