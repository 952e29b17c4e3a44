import { performance } from 'node:perf_hooks';
import type { BenchContext } from '../lib/context.ts';
import { interleave } from '../lib/interleave.ts';
import { judge, type MetricResult } from '../lib/report.ts';
import { connect, timed } from '../lib/sql.ts';
import { median, medianRatio, round } from '../lib/stats.ts';

/**
 * backdated_repost: a purchase receipt of the lubricant dated before its last `repostMoves` movements (the whole
 * ledger when shorter), from the request until the ledger's costs are final — at once for a short ledger, after the
 * background repost otherwise (stock_balance.repost_from_date back to NULL). Each run alternates the receipt price,
 * so every later issue really changes cost. Baseline: one ordered scan of those later rows, fetched by a client.
 */
export async function backdatedRepost(ctx: BenchContext): Promise<Record<string, MetricResult>> {
  const { world, admin, plan } = ctx;
  const { productId, warehouseId } = world.lubricant;
  const e = world.enterpriseId;
  const db = await connect(ctx.databaseUrl);
  try {
    const ledger = 'enterprise_id = $1 AND product_id = $2 AND warehouse_id = $3';
    const { rows: [start] } = await db.query<{ move_date: string }>(
      `SELECT to_char(move_date, 'YYYY-MM-DD') AS move_date FROM stock_move WHERE ${ledger} ORDER BY move_date DESC, seq DESC OFFSET $4 LIMIT 1`,
      [e, productId, warehouseId, plan.repostMoves]);
    const { rows: [first] } = await db.query<{ move_date: string }>(`SELECT to_char(min(move_date), 'YYYY-MM-DD') AS move_date FROM stock_move WHERE ${ledger}`, [e, productId, warehouseId]);
    const date = start?.move_date ?? first!.move_date;
    const later = async () => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM stock_move WHERE ${ledger} AND move_date > $4`, [e, productId, warehouseId, date])).rows[0]!.n);
    const laterMoves = await later();
    ctx.log(`  receipt dated ${date}, before ${laterMoves.toLocaleString()} later moves of the lubricant`);

    // Seconds until the approval answered (the document's own transaction); the rest is the background repost.
    const posted: number[] = [];
    const repost = async (round: number) => {
      const t0 = performance.now();
      const { id } = await admin.must<{ id: number }>('POST', '/bills/purchase-bills', {
        bill_date: date, partner_id: world.supplierIds[0], store_id: warehouseId, remark: '补录：月初漏记的进货',
        lines: [{ product_id: productId, number: '50', price: round % 2 ? '231.50' : '305.20' }],
      });
      await admin.must('POST', `/bills/purchase-bills/${id}/audit`, { action: 'audit' });
      if (round >= 0) posted.push((performance.now() - t0) / 1000);
      for (;;) {
        const { rows } = await db.query<{ pending: boolean }>(`SELECT repost_from_date IS NOT NULL AS pending FROM stock_balance WHERE ${ledger}`, [e, productId, warehouseId]);
        if (!rows[0]!.pending) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      return (performance.now() - t0) / 1000;
    };
    const scan = async () => (await timed(db,
      `SELECT id, move_date, seq, direction, qty, amount, cost_fixed, unit_cost, adjustment, balance_qty, balance_amount
       FROM stock_move WHERE ${ledger} AND move_date > $4 ORDER BY move_date, seq`, [e, productId, warehouseId, date])).seconds;
    const runs = await interleave([{ name: 'repost', run: repost }, { name: 'scan', run: scan }], {
      rounds: plan.pairs, warmup: 1, onMeasure: (step, r, v) => ctx.log(`  ${step} #${r + 1}: ${v.toFixed(3)} s`),
    });
    return {
      backdated_repost: judge('backdated_repost', {
        value: round(median(runs.repost!)), unit: 's', baseline: round(median(runs.scan!)), baseline_unit: 's',
        ratio: round(medianRatio(runs.repost!, runs.scan!)), pairs: plan.pairs,
        detail: { later_moves: laterMoves, receipt_date: date, approved_after_s: round(median(posted)), consistent: await ledgerConsistent(db, e, productId, warehouseId), runs },
      }),
    };
  } finally {
    await db.end();
  }
}

/** After the reposts: the snapshot equals the last running balance and Σ moves, in quantity and value. */
async function ledgerConsistent(db: Awaited<ReturnType<typeof connect>>, e: number, productId: number, warehouseId: number): Promise<boolean> {
  const { rows: [r] } = await db.query<{ ok: boolean }>(`
    WITH m AS (SELECT sum(direction * qty) AS q, sum(direction * amount + adjustment) AS v FROM stock_move WHERE enterprise_id = $1 AND product_id = $2 AND warehouse_id = $3),
    l AS (SELECT balance_qty, balance_amount FROM stock_move WHERE enterprise_id = $1 AND product_id = $2 AND warehouse_id = $3 ORDER BY move_date DESC, seq DESC LIMIT 1)
    SELECT b.qty = m.q AND b.amount = m.v AND b.qty = l.balance_qty AND b.amount = l.balance_amount AS ok
    FROM stock_balance b, m, l WHERE b.enterprise_id = $1 AND b.product_id = $2 AND b.warehouse_id = $3`, [e, productId, warehouseId]);
  return r?.ok === true;
}
