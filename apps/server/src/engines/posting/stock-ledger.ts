import { sql, type Kysely } from 'kysely';
import { Decimal } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { Code } from '@zf/shared';
import { emptyState, type CostState } from './costing/cost-state.ts';
import { costStep } from './costing/cost-step.ts';
import { lockBalances, saveBalances, type LockedBalance } from './stock-balance-lock.ts';
import { resolveCost, type PostingLink } from './cost-allocation.ts';
import { lineMoves, loadLinks, recordLinks } from './cost-link-store.ts';
import { recostRows } from './ledger-recost.ts';
import { repostLinked } from './linked-repost.ts';
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
  const followed = await lineMoves(tx, enterpriseId, postings.flatMap((p) => (p.costFollows ? [p.costFollows.lineId] : [])));
  const posted: PostedMove[] = [];
  const pending: Array<Record<string, unknown>> = [];
  const flush = async () => {
    if (!pending.length) return;
    const rows = await tx.insertInto('stock_move').values(pending.splice(0) as never).returning(['id', 'bill_line_id', 'product_id', 'warehouse_id']).execute();
    rows.forEach((r, i) => { posted[posted.length - rows.length + i]!.id = r.id; });
  };
  // Links of this call's postings (recorded once every movement has its id), and movements feeding older links
  // that a back-dated posting re-costed (their targets are reposted once everything is written).
  const links: Array<{ index: number; link: PostingLink }> = [];
  const changedFeeds: string[] = [];
  for (const [index, given] of postings.entries()) {
    const { posting: p, link } = resolveCost(given, index, posted, followed);
    if (link) links.push({ index, link });
    const balance = balances.get(ledgerKey(p))!;
    if (balance.lastMoveDate !== null && p.date < balance.lastMoveDate) {
      await flush();
      const back = await postBackDated(tx, enterpriseId, balance, p, options);
      posted.push(back.posted);
      changedFeeds.push(...back.changedFeeds);
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
  await linkCostSources(tx, enterpriseId, links.filter((l) => l.link.kind === 'transfer').map((l) => [posted[l.index]!.id, posted[l.link.sourceIndexes[0]!]!.id]));
  await recordLinks(tx, enterpriseId, links.map(({ index, link }) => ({
    targetId: posted[index]!.id, kind: link.kind, sourceIds: [...link.sourceIds, ...link.sourceIndexes.map((i) => posted[i]!.id)], weights: link.weights, part: link.part,
  })));
  await repostLinked(tx, enterpriseId, changedFeeds, balances, options);
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
async function postBackDated(tx: Kysely<DB>, enterpriseId: number, balance: LockedBalance, p: StockPosting, options: StockPostingOptions): Promise<{ posted: PostedMove; changedFeeds: string[] }> {
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
    return { posted, changedFeeds: [] };
  }

  const later = await ledger.select(['id', 'direction', 'qty', 'amount', 'cost_fixed', 'unit_cost', 'adjustment', 'balance_qty', 'balance_amount', 'reverses_id', 'cost_linked', 'cost_feeds'])
    .where('move_date', '>', p.date).orderBy('move_date').orderBy('seq').execute();
  const links = await loadLinks(tx, enterpriseId, later.filter((m) => m.cost_linked).map((m) => m.id));
  const result = recostRows(options.method, state, later, links, new Map(), (next) => refuseNegative(options, next, p));
  await rewriteCosts(tx, enterpriseId, result.changed);
  balance.state = result.state;
  return { posted, changedFeeds: result.changedFeeds };
}

const stepOf = (m: { direction: number; qty: string; amount: string; cost_fixed: boolean }) => ({
  direction: m.direction === 1 ? ('in' as const) : ('out' as const),
  qty: m.qty,
  amount: m.cost_fixed ? m.amount : undefined,
});
