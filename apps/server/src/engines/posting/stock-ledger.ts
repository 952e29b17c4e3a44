import { sql, type Kysely } from 'kysely';
import { Decimal } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { Code } from '@zf/shared';
import { emptyState, type CostState } from './costing/cost-state.ts';
import { costStep } from './costing/cost-step.ts';
import { lockBalances, saveBalances, type LockedBalance } from './stock-balance-lock.ts';
import { resolveCost } from './cost-allocation.ts';
import { rewriteCosts } from './stock-move-rewrite.ts';
import { deferRepost, isLongAfter } from './stock-repost.ts';
import { ledgerKey, type PostedMove, type StockPosting, type StockPostingOptions } from './stock-posting.ts';


/**
 * Posts stock movements inside the caller's (the document's) transaction: locks the affected balances in a fixed
 * order, costs each movement by the enterprise's method, appends it to the ledger with running balances, and
 * updates the snapshot. A movement dated before the ledger's last date is inserted at its date and every later
 * movement of that product × warehouse is re-costed (quantities never change; issue costs and running balances do).
 * Negative stock is refused with 4090 unless the enterprise allows it.
 */
export async function postStock(tx: Kysely<DB>, enterpriseId: number, postings: StockPosting[], options: StockPostingOptions): Promise<PostedMove[]> {
  try {
    return await postInOrder(tx, enterpriseId, postings, options);
  } catch (e) {
    // Name the product in the refusal (the costing loop only knows ids).
    if (e instanceof AppError && e.key === 'stock.insufficient') {
      const { product_id } = e.data as { product_id: number };
      const row = await sql<{ name: string; code: string }>`SELECT name, code FROM product WHERE enterprise_id = ${enterpriseId} AND id = ${product_id}`.execute(tx).catch(() => ({ rows: [] }));
      const named = row.rows[0] ? `${row.rows[0].name}（${row.rows[0].code}）` : `#${product_id}`;
      throw new AppError(e.code, e.key, e.data, { product: named });
    }
    throw e;
  }
}

async function postInOrder(tx: Kysely<DB>, enterpriseId: number, postings: StockPosting[], options: StockPostingOptions): Promise<PostedMove[]> {
  if (!postings.length) return [];
  refuseCostedMonth(options, postings);
  const balances = await lockBalances(tx, enterpriseId, postings);
  const posted: PostedMove[] = [];
  const pending: Array<Record<string, unknown>> = [];
  const flush = async () => {
    if (!pending.length) return;
    const rows = await tx.insertInto('stock_move').values(pending.splice(0) as never).returning(['id', 'bill_line_id', 'product_id', 'warehouse_id']).execute();
    rows.forEach((r, i) => { posted[posted.length - rows.length + i]!.id = r.id; });
  };
  // (index of a movement valued at another's cost, index of that other): linked by id once both are written.
  const costLinks: Array<[number, number]> = [];
  for (const [index, given] of postings.entries()) {
    const p = resolveCost(given, index, posted);
    if (given.costOf !== undefined) costLinks.push([index, given.costOf]);
    const balance = balances.get(ledgerKey(p))!;
    if (balance.lastMoveDate !== null && p.date < balance.lastMoveDate) {
      await flush();
      posted.push(await postBackDated(tx, enterpriseId, balance, p, options));
      continue;
    }
    const { state, costed } = costStep(options.method, balance.state, { direction: p.direction, qty: p.qty, amount: p.amount });
    refuseNegative(options, state, p);
    pending.push(moveRow(enterpriseId, p, balance.nextSeq, costed, state));
    posted.push({ id: '', productId: p.productId, warehouseId: p.warehouseId, direction: p.direction, qty: costed.qty, unitCost: costed.unitCost, amount: costed.amount, billLineId: p.billLineId });
    balance.state = state;
    balance.lastMoveDate = p.date;
    balance.nextSeq += 1;
  }
  await flush();
  await linkCostSources(tx, enterpriseId, costLinks.map(([moved, source]) => [posted[moved]!.id, posted[source]!.id]));
  await saveBalances(tx, enterpriseId, [...balances.values()]);
  return posted;
}

async function linkCostSources(tx: Kysely<DB>, enterpriseId: number, links: Array<[string, string]>) {
  if (!links.length) return;
  const values = sql.join(links.map(([id, source]) => sql`(${id}::bigint, ${source}::bigint)`));
  await sql`UPDATE stock_move AS m SET cost_source_id = v.source FROM (VALUES ${values}) AS v (id, source)
    WHERE m.enterprise_id = ${enterpriseId} AND m.id = v.id`.execute(tx);
}

/** A month whose outbound costs the monthly run has made final takes no more movements (undo the run first). */
function refuseCostedMonth(options: StockPostingOptions, postings: StockPosting[]) {
  const through = options.costedThrough;
  const early = through === undefined ? undefined : postings.find((p) => p.date <= through);
  if (early) throw new AppError(Code.conflict, 'stock.monthCosted', { date: early.date }, { month: early.date.slice(0, 7) });
}

function refuseNegative(options: StockPostingOptions, state: CostState, p: { productId: number; warehouseId: number }) {
  if (!options.allowNegative && new Decimal(state.qty).lt(0)) {
    throw new AppError(Code.conflict, 'stock.insufficient', { product_id: p.productId, warehouse_id: p.warehouseId }, { product: String(p.productId) });
  }
}

function moveRow(enterpriseId: number, p: StockPosting, seq: number, costed: { qty: string; unitCost: string; amount: string; adjustment: string }, state: CostState) {
  return {
    enterprise_id: enterpriseId, product_id: p.productId, warehouse_id: p.warehouseId, move_date: p.date, seq,
    direction: p.direction === 'in' ? 1 : -1, qty: costed.qty, unit_cost: costed.unitCost, amount: costed.amount, adjustment: costed.adjustment,
    balance_qty: state.qty, balance_amount: state.value, bill_type: p.billType, bill_id: p.billId, bill_sn: p.billSn,
    bill_line_id: p.billLineId ?? null, cost_fixed: p.direction === 'in' || p.amount !== undefined, reverses_id: p.reversesId ?? null,
    create_time: nowSeconds(),
  };
}

/**
 * A movement dated before the ledger's end: the state just before its date (the last running balance at or before
 * it; FIFO replays from the start because layers are not kept per movement), the new movement, then every later
 * movement re-costed in order and written back in bulk.
 */
async function postBackDated(tx: Kysely<DB>, enterpriseId: number, balance: LockedBalance, p: StockPosting, options: StockPostingOptions): Promise<PostedMove> {
  const ledger = tx
    .selectFrom('stock_move')
    .where('enterprise_id', '=', enterpriseId)
    .where('product_id', '=', p.productId)
    .where('warehouse_id', '=', p.warehouseId);
  let state: CostState = emptyState();
  if (options.method === 'fifo') {
    const before = await ledger.select(['direction', 'qty', 'amount', 'cost_fixed']).where('move_date', '<=', p.date).orderBy('move_date').orderBy('seq').execute();
    for (const m of before) state = costStep('fifo', state, stepOf(m)).state;
  } else {
    const prev = await ledger.select(['balance_qty', 'balance_amount']).where('move_date', '<=', p.date).orderBy('move_date', 'desc').orderBy('seq', 'desc').limit(1).executeTakeFirst();
    if (prev) state = { qty: prev.balance_qty, value: prev.balance_amount };
  }
  const first = costStep(options.method, state, { direction: p.direction, qty: p.qty, amount: p.amount });
  refuseNegative(options, first.state, p);
  const seq = balance.nextSeq;
  const [inserted] = await tx.insertInto('stock_move').values(moveRow(enterpriseId, p, seq, first.costed, first.state) as never).returning('id').execute();
  balance.nextSeq += 1;
  state = first.state;
  const posted = { id: inserted!.id, productId: p.productId, warehouseId: p.warehouseId, direction: p.direction, qty: first.costed.qty, unitCost: first.costed.unitCost, amount: first.costed.amount, billLineId: p.billLineId };
  // A long ledger (moving average) is re-costed in the background; FIFO needs its layers and always reposts here.
  if (options.method !== 'fifo' && (await isLongAfter(tx, enterpriseId, balance, p.date))) {
    await deferRepost(tx, enterpriseId, balance, { date: p.date, seq, direction: p.direction, qty: first.costed.qty, amount: first.costed.amount }, options.allowNegative);
    return posted;
  }

  const later = await ledger.select(['id', 'direction', 'qty', 'amount', 'cost_fixed', 'unit_cost', 'adjustment', 'balance_qty', 'balance_amount']).where('move_date', '>', p.date).orderBy('move_date').orderBy('seq').execute();
  const changed: Array<{ id: string; unit_cost: string; amount: string; adjustment: string; balance_qty: string; balance_amount: string }> = [];
  for (const m of later) {
    const step = costStep(options.method, state, stepOf(m));
    refuseNegative(options, step.state, p);
    state = step.state;
    const next = { id: m.id, unit_cost: step.costed.unitCost, amount: step.costed.amount, adjustment: step.costed.adjustment, balance_qty: state.qty, balance_amount: state.value };
    if (next.unit_cost !== m.unit_cost || next.amount !== m.amount || next.adjustment !== m.adjustment || next.balance_qty !== m.balance_qty || next.balance_amount !== m.balance_amount) changed.push(next);
  }
  await rewriteCosts(tx, enterpriseId, changed);
  balance.state = state;
  return posted;
}

const stepOf = (m: { direction: number; qty: string; amount: string; cost_fixed: boolean }) => ({
  direction: m.direction === 1 ? ('in' as const) : ('out' as const),
  qty: m.qty,
  amount: m.cost_fixed ? m.amount : undefined,
});
