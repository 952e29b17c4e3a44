import { sql, type Kysely } from 'kysely';
import { Code } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertOpen } from './period-gate.ts';
import { orderByLinks } from './cost-link-order.ts';
import { targetsOf } from './cost-link-store.ts';
import { repostLinked } from './linked-repost.ts';
import { recostProduct, type ProductRecost } from './product-recost.ts';
import { saveBalances, type LockedBalance } from './stock-balance-lock.ts';

/*
 * The period-end outbound cost accounting run (出库成本核算) of monthly weighted average enterprises. During the month
 * issues are costed provisionally by moving average; the run re-prices the month per product at its weighted
 * average, product by product, each in its own transaction (the run is idempotent, so a run that died is simply
 * run again). From the moment a run starts until it is undone, nothing may post into its month.
 */

export interface CostRunOutcome {
  month: string;
  products: number;
  /** Products whose month had no positive quantity to average: left at their provisional costs. */
  skipped: number[];
}

const live = (db: Kysely<DB>, enterpriseId: number) =>
  db.selectFrom('cost_run').where('enterprise_id', '=', enterpriseId).where('status', '<>', 'undone');

export const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
};

/** Last day of the latest costed (or being costed) month, if any. */
export async function costedThrough(db: Kysely<DB>, enterpriseId: number): Promise<string | undefined> {
  const row = await live(db, enterpriseId).select(sql<string | null>`max(month)`.as('month')).executeTakeFirst();
  return row?.month ? monthEnd(row.month) : undefined;
}

/**
 * Opens a run for `month` (refusing what an accountant would refuse: a month not yet ended, an already costed month,
 * or an earlier month with movements that was never costed). A run left `running` by a failed job is reopened.
 */
export async function startCostRun(db: Kysely<DB>, enterpriseId: number, month: string, employeeId: number, today: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    // One costing action per enterprise at a time.
    await sql`SELECT pg_advisory_xact_lock(${enterpriseId}, 7301)`.execute(tx);
    if (monthEnd(month) >= today) throw new AppError(Code.validation, 'costing.monthNotEnded', { fields: { month: 'costing.monthNotEnded' } });
    // Refused at once rather than by the run's first product: a closed month is not costed again.
    await assertOpen(tx, enterpriseId, `${month}-01`);
    const latest = await live(tx, enterpriseId).select(['id', 'month', 'status']).orderBy('month', 'desc').executeTakeFirst();
    if (latest && latest.month === month && latest.status === 'running') return latest.id;
    if (latest && latest.month >= month) throw new AppError(Code.conflict, 'costing.alreadyCosted', null, { month: latest.month });
    const from = latest ? monthEnd(latest.month) : undefined;
    if (from) {
      const open = await tx.selectFrom('stock_move').select('move_date').where('enterprise_id', '=', enterpriseId)
        .where('move_date', '>', from).where('move_date', '<', `${month}-01`).orderBy('move_date').limit(1).executeTakeFirst();
      if (open) throw new AppError(Code.conflict, 'costing.earlierMonthOpen', null, { month: open.move_date.slice(0, 7) });
    }
    const now = nowSeconds();
    const run = await tx.insertInto('cost_run').values({ enterprise_id: enterpriseId, month, status: 'running', employee_id: employeeId, create_time: now, update_time: now })
      .returning('id').executeTakeFirstOrThrow();
    return run.id;
  });
}

/** Prices every product that moved in the run's month; reports progress as products are done. */
export async function executeCostRun(db: Kysely<DB>, enterpriseId: number, runId: number, progress: (percent: number) => Promise<void>): Promise<CostRunOutcome> {
  const run = await db.selectFrom('cost_run').select(['month', 'status']).where('enterprise_id', '=', enterpriseId).where('id', '=', runId).executeTakeFirstOrThrow();
  const end = monthEnd(run.month);
  const skipped = new Set<number>();
  const products = await recostMonth(db, enterpriseId, run.month, { end }, progress, async (tx, productId, priced) => {
    if (priced.unitCost === null) skipped.add(productId);
    else skipped.delete(productId);
    await tx.insertInto('cost_run_item')
      .values({ enterprise_id: enterpriseId, run_id: runId, product_id: productId, unit_cost: priced.unitCost, issued_qty: priced.issuedQty, issued_amount: priced.issuedAmount })
      .onConflict((oc) => oc.columns(['enterprise_id', 'run_id', 'product_id']).doUpdateSet({ unit_cost: priced.unitCost, issued_qty: priced.issuedQty, issued_amount: priced.issuedAmount }))
      .execute();
  });
  await db.updateTable('cost_run').set({ status: 'done', products, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', runId).execute();
  return { month: run.month, products, skipped: [...skipped].sort((a, b) => a - b) };
}

/** Undoes the latest run (反核算): its month and everything after go back to provisional moving average costs. */
export async function undoCostRun(db: Kysely<DB>, enterpriseId: number, month: string, progress: (percent: number) => Promise<void>): Promise<CostRunOutcome> {
  const latest = await live(db, enterpriseId).select(['id', 'month']).orderBy('month', 'desc').executeTakeFirst();
  if (!latest || latest.month !== month) throw new AppError(Code.conflict, 'costing.notLatest', null, { month: latest?.month ?? '-' });
  const products = await recostMonth(db, enterpriseId, month, undefined, progress);
  // Only now is the month open again: postings stayed refused while its costs were being put back.
  await db.updateTable('cost_run').set({ status: 'undone', update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('id', '=', latest.id).execute();
  return { month, products, skipped: [] };
}

/** How many times a product on a cycle of links is priced again when its sources changed after it was priced. */
const cyclePasses = 3;

/**
 * Re-values every product that moved in the month, each in its own transaction, sources before the products valued
 * from them (orderByLinks). A re-valued movement feeding a link whose target is in a product still to come needs
 * nothing (that product reads it when its turn comes); in a product already priced (a cycle) it prices that product
 * again, up to `cyclePasses` times; in a product the month does not price (a later month), the target's ledgers
 * are reposted by moving average, following links further. Answers how many products moved in the month.
 */
async function recostMonth(
  db: Kysely<DB>, enterpriseId: number, month: string, pricing: { end: string } | undefined, progress: (percent: number) => Promise<void>,
  each?: (tx: Kysely<DB>, productId: number, priced: ProductRecost) => Promise<void>,
): Promise<number> {
  const from = `${month}-01`;
  const end = monthEnd(month);
  const products = await productsMovedIn(db, enterpriseId, from, end);
  const inRun = new Set(products);
  const queue = orderByLinks(products, await productLinks(db, enterpriseId, from, end));
  const done = new Set<number>();
  const passes = new Map<number, number>();
  let count = 0;
  while (queue.length) {
    const productId = queue.shift()!;
    passes.set(productId, (passes.get(productId) ?? 0) + 1);
    await db.transaction().execute(async (tx) => {
      const priced = await recostProduct(tx, enterpriseId, productId, from, pricing);
      await each?.(tx, productId, priced);
      done.add(productId);
      const targets = (await targetsOf(tx, enterpriseId, priced.changedFeeds)).filter((t) => t.productId !== productId);
      for (const t of targets) {
        if (inRun.has(t.productId) && done.has(t.productId) && (passes.get(t.productId) ?? 0) < cyclePasses && !queue.includes(t.productId)) queue.push(t.productId);
      }
      const balances = new Map<string, LockedBalance>();
      await repostLinked(tx, enterpriseId, priced.changedFeeds, balances, { method: 'moving_average', allowNegative: true }, (t) => t.productId === productId || inRun.has(t.productId));
      await saveBalances(tx, enterpriseId, [...balances.values()]);
    });
    if (++count % 20 === 0) await progress(Math.min(100, (count / products.length) * 100));
  }
  return products.length;
}

/** (source product, target product) of the links whose targets moved in the month, across products. */
async function productLinks(db: Kysely<DB>, enterpriseId: number, from: string, to: string): Promise<Array<[number, number]>> {
  const { rows } = await sql<{ source: number; target: number }>`
    SELECT DISTINCT s.product_id AS source, t.product_id AS target
    FROM stock_move t JOIN stock_cost_link l ON l.enterprise_id = t.enterprise_id AND l.target_id = t.id
    JOIN stock_move s ON s.enterprise_id = l.enterprise_id AND s.id = ANY(l.source_ids)
    WHERE t.enterprise_id = ${enterpriseId} AND t.move_date >= ${from} AND t.move_date <= ${to} AND t.cost_linked AND s.product_id <> t.product_id`.execute(db);
  return rows.map((r) => [r.source, r.target]);
}

async function productsMovedIn(db: Kysely<DB>, enterpriseId: number, from: string, to: string): Promise<number[]> {
  const rows = await db.selectFrom('stock_move').select('product_id').distinct().where('enterprise_id', '=', enterpriseId)
    .where('move_date', '>=', from).where('move_date', '<=', to).orderBy('product_id').execute();
  return rows.map((r) => r.product_id);
}
