import { Code, Decimal, amount, AuditStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import { stockOptionsOf } from '../../engines/bill/stock-options.ts';
import { createVoucher, type VoucherLineInput } from '../../engines/ledger/index.ts';
import { baseNumbers } from '../../engines/bill/line-units.ts';
import { applyPostings, assertOpen, reversePostings, type StockPosting } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { periodEnd } from '../ledger/index.ts';
import { costingLevels, orderComponents } from './bom-levels.ts';
import { allocate, type CollectionMethod } from './cost-split.ts';
import { costingBillType, dropVoucher, lock, orderCosts, ordersThrough, n, start, summaryOf, zero, type OrderCost } from './costing.service.ts';

/*
 * Product cost accounting (产品成本核算, PRODUCTION.md §2): the period's production receipts revalued at actual cost,
 * lowest BOM level first, and its undo. The allocation of the labour and overhead pools is in costing.service.ts.
 */

export interface CostingState { period: string; costed: boolean; method: CollectionMethod; difference: string; voucher_id: number | null; voucher_no: string; allocated: boolean }

export async function costingState(db: Kysely<DB>, enterpriseId: number, period: string): Promise<CostingState> {
  const run = await db.selectFrom('product_cost_run').selectAll().where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  const allocated = await db.selectFrom('production_cost_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  const v = run?.voucher_id ? await db.selectFrom('voucher').select(['word', 'number']).where('enterprise_id', '=', enterpriseId).where('id', '=', run.voucher_id).executeTakeFirst() : undefined;
  return {
    period, costed: !!run, method: (run?.method ?? 'order') as CollectionMethod, difference: amount(run?.difference ?? '0'), voucher_id: run?.voucher_id ?? null,
    voucher_no: v ? `${v.word}-${String(v.number).padStart(4, '0')}` : '', allocated: !!allocated,
  };
}

/**
 * POST /production/product-costing: revalues the period's production receipts at actual cost. Per order the
 * difference (completed value − what its receipts of the period carry) is spread over those receipt lines by
 * quantity and posted as amount-only stock movements dated on each receipt (the stock ledger's cost adjustment
 * path: later issues are reposted at the new cost), with one voucher Dr the warehouses' inventory accounts / Cr 4001.
 */
export async function runProductCosting(tx: Kysely<DB>, enterpriseId: number, period: string, method: CollectionMethod, actorId: number): Promise<CostingState> {
  await lock(tx, enterpriseId);
  await assertOpen(tx, enterpriseId, periodEnd(period), 'accounting');
  const done = await tx.selectFrom('product_cost_run').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (done) throw new AppError(Code.conflict, 'productionCosting.alreadyCosted', null, { period });
  const received = (await orderCosts(tx, enterpriseId, period, method)).filter((c) => n(c.received).gt(0));
  if (!received.length) throw new AppError(Code.conflict, 'productionCosting.nothingReceived', null, { period });
  const orders = await ordersThrough(tx, enterpriseId, period);
  const components = await orderComponents(tx, enterpriseId, orders.map((o) => o.id));
  const levelOf = costingLevels(orders.map((o) => ({ id: o.id, product_id: o.product_id, components: components.get(o.id) ?? [] })));
  const levels = [...new Set(received.map((c) => levelOf.get(c.order_id) ?? 0))].sort((a, b) => a - b);
  const runSn = `CBHS-${period}`;
  const { id: runId } = await tx.insertInto('product_cost_run').values({ enterprise_id: enterpriseId, period, method, employee_id: actorId, create_time: nowSeconds() })
    .returning('id').executeTakeFirstOrThrow();
  const receiptLines = await tx.selectFrom('bill as b')
    .innerJoin('bill_line as l', (j) => j.onRef('l.enterprise_id', '=', 'b.enterprise_id').onRef('l.bill_id', '=', 'b.id'))
    .select(['b.source_bill_id', 'b.bill_date', 'l.id', 'l.product_id', 'l.warehouse_id', 'l.unit_id', 'l.number'])
    .where('b.enterprise_id', '=', enterpriseId).where('b.type', '=', 'production-ins').where('b.audit_status', '=', AuditStatus.approved)
    .where('l.direction', '<>', -1) // the product rows, not the backflushed components
    .where('b.bill_date', '>=', start(period)).where('b.bill_date', '<=', periodEnd(period)).orderBy('b.bill_date').orderBy('l.id').execute()
    // Weighted by base units, however the receipts counted.
    .then((lines) => baseNumbers(tx, enterpriseId, lines));
  const stock: StockPosting[] = [];
  const costs: OrderCost[] = [];
  const options = await stockOptionsOf(tx, enterpriseId);
  // Lower BOM levels first: once a semi-finished good's receipts are revalued, the stock ledger re-costs its later
  // issues to the higher orders, whose costs are read again before they are costed in turn.
  for (const level of levels) {
    const now = (level === levels[0] ? received : await orderCosts(tx, enterpriseId, period, method))
      .filter((c) => n(c.received).gt(0) && (levelOf.get(c.order_id) ?? 0) === level);
    const moves: StockPosting[] = [];
    for (const c of now) {
      const lines = receiptLines.filter((l) => l.source_bill_id === c.order_id);
      const parts = allocate(c.difference, lines.map((l) => n(l.number)));
      lines.forEach((l, i) => {
        if (!parts[i]!.isZero()) {
          moves.push({ productId: l.product_id, warehouseId: l.warehouse_id, date: l.bill_date, direction: 'in', qty: '0.0000', amount: amount(parts[i]!), billType: costingBillType, billId: runId, billSn: runSn, billLineId: l.id });
        }
      });
    }
    if (moves.length) await applyPostings(tx, enterpriseId, { stock: moves }, options);
    stock.push(...moves);
    costs.push(...now);
  }
  await tx.insertInto('product_cost_item').values(costs.map((c) => ({
    enterprise_id: enterpriseId, run_id: runId, order_id: c.order_id, period, received: c.received, material: amount(c.completed.material),
    labour: amount(c.completed.labour), overhead: amount(c.completed.overhead), outsourcing: amount(c.completed.outsourcing),
    provisional: amount(c.provisional), difference: amount(c.difference),
  }))).execute();
  const total = costs.reduce((s, c) => s.add(c.difference), zero());
  let voucherId: number | null = null;
  if (stock.length) {
    const subjects = await tx.selectFrom('warehouse').select(['id', 'inventory_subject']).where('enterprise_id', '=', enterpriseId).execute();
    const subjectOf = new Map(subjects.map((w) => [w.id, w.inventory_subject || '1405']));
    const debit = new Map<string, Decimal>();
    for (const s of stock) debit.set(`${subjectOf.get(s.warehouseId) ?? '1405'}|${s.productId}`, (debit.get(`${subjectOf.get(s.warehouseId) ?? '1405'}|${s.productId}`) ?? zero()).add(s.amount!));
    const aux = await tx.selectFrom('account_subject').select(['code', 'aux_types']).where('enterprise_id', '=', enterpriseId).where('code', 'in', [...new Set([...debit.keys()].map((k) => k.split('|')[0]!))]).execute();
    const withProduct = new Set(aux.filter((a) => Array.isArray(a.aux_types) && (a.aux_types as unknown[]).includes('product')).map((a) => a.code));
    const summary = summaryOf(period, '产品成本核算');
    const lines: VoucherLineInput[] = [...debit].filter(([, v]) => !v.isZero()).map(([k, v]) => {
      const [code, product] = k.split('|') as [string, string];
      return { summary, subject_code: code, debit: amount(v), ...(withProduct.has(code) ? { product_id: Number(product) } : {}) };
    });
    lines.push({ summary, subject_code: '4001', credit: amount(total) });
    const voucher = await createVoucher(tx, enterpriseId, { voucher_date: periodEnd(period), word: '记', remark: `product costing ${period}`, lines }, { kind: 'cost', makerId: actorId });
    voucherId = voucher.id;
  }
  await tx.updateTable('product_cost_run').set({ difference: amount(total), voucher_id: voucherId }).where('enterprise_id', '=', enterpriseId).where('id', '=', runId).execute();
  return costingState(tx, enterpriseId, period);
}

/** Undo (反核算) the latest costed period while it is open: its movements reversed, its voucher deleted. */
export async function undoProductCosting(tx: Kysely<DB>, enterpriseId: number, period: string): Promise<CostingState> {
  await lock(tx, enterpriseId);
  await assertOpen(tx, enterpriseId, periodEnd(period), 'accounting');
  const run = await tx.selectFrom('product_cost_run').select(['id', 'voucher_id']).where('enterprise_id', '=', enterpriseId).where('period', '=', period).executeTakeFirst();
  if (!run) throw new AppError(Code.conflict, 'productionCosting.notCosted', null, { period });
  const later = await tx.selectFrom('product_cost_run').select('period').where('enterprise_id', '=', enterpriseId).where('period', '>', period).orderBy('period', 'desc').executeTakeFirst();
  if (later) throw new AppError(Code.conflict, 'productionCosting.laterRun', null, { period: later.period });
  await dropVoucher(tx, enterpriseId, run.voucher_id);
  await reversePostings(tx, enterpriseId, costingBillType, run.id, await stockOptionsOf(tx, enterpriseId));
  await tx.deleteFrom('product_cost_run').where('enterprise_id', '=', enterpriseId).where('id', '=', run.id).execute();
  return costingState(tx, enterpriseId, period);
}

