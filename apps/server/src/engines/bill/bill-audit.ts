import { AuditStatus, Code, Decimal, amount } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { transactionWithHooks } from '../../platform/db/after-commit.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { applyPostings, bookStockAt, postSerials, reversePostings, reverseSerials } from '../posting/index.ts';
import { billFollowsInLedger, billLeavesLedger } from './bill-voucher-step.ts';
import { logChange } from '../resource/change-log.ts';
import { assertVersion } from '../resource/record-version.ts';
import { forPosting, loadBill, type LoadedBill } from './bill-store.ts';
import { serialPostingsOf } from './bill-serials.ts';
import { assertBillPeriodOpen } from './bill-period.ts';
import { applySettlements, lockSettlementParties, refuseWhileSettled } from './bill-settlement.ts';
import { takeFromSource } from './bill-source.ts';
import { refuseWhileInvoiced, takeInvoiced } from './bill-invoice-take.ts';
import type { BillType, BookStock } from './bill-type.ts';
import { lineRatios } from './line-units.ts';
import { stockOptionsOf } from './stock-options.ts';

export type AuditAction = 'audit' | 'reject' | 'reverse' | 'void';
export interface AuditOutcome {
  audit_status: number;
  audit_step: number;
}

/**
 * The status machine of SPEC §4 (1 pending, 2 approved, 3 rejected, 4 voided):
 *   pending --audit (last approval step)--> approved      posts to the ledgers
 *   pending --audit (earlier step)--> pending, next step
 *   pending --reject--> rejected;  pending|rejected --void--> voided
 *   approved --reverse--> pending                          reversal rows undo exactly what was posted
 * The bill row is locked first, so twenty concurrent audits post once and the rest are told it moved on.
 * `version` (when sent: the screen that shows the bill) must be the bill's version as loaded: approving or reversing
 * what someone has changed since is refused with 4090 naming them (record-version.ts), not done to a bill the user
 * has not seen. Batch actions from the list send none.
 */
export async function auditBill(db: Kysely<DB>, tenant: TenantContext, type: BillType, id: number, action: AuditAction, remark = '', version?: number): Promise<AuditOutcome> {
  // With hooks: a back-dated approval wakes the background repost once it has committed.
  return transactionWithHooks(db, (tx) => auditBillIn(tx, tenant, type, id, action, remark, version));
}

/**
 * The same inside a transaction the caller holds (the supply chain's accept approves the supplier's sales order and
 * the buyer's purchase order together; its delivery and one-click receipt create and approve in one): all or nothing.
 * Open that transaction with `transactionWithHooks` so a back-dated approval still wakes the repost after commit.
 */
export async function auditBillIn(tx: Kysely<DB>, tenant: TenantContext, type: BillType, id: number, action: AuditAction, remark = '', version?: number): Promise<AuditOutcome> {
  // A money document changes the documents it clears as well: lock them all in one order first.
  if (type.meta.money && (action === 'audit' || action === 'reverse')) await lockSettlementParties(tx, tenant.enterpriseId, id);
  const bill = await loadBill(tx, tenant.enterpriseId, type.meta.type, id, { forUpdate: true });
  if (!bill) throw notFound();
  await assertVersion(tx, { enterpriseId: tenant.enterpriseId, resource: type.meta.type, recordId: id, version: bill.header.version, updateTime: bill.header.update_time }, version);
  const status = bill.header.audit_status;
  const log = (step = bill.header.audit_step) =>
    tx.insertInto('bill_audit_log').values({ enterprise_id: tenant.enterpriseId, bill_id: id, action, step, employee_id: tenant.employeeId, remark, create_time: nowSeconds() }).execute();
  const set = async (values: Record<string, unknown>) => {
    await tx.updateTable('bill').set({ ...values, update_time: nowSeconds() } as never).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).execute();
    // Approved, or no longer approved: the type's rules that follow approved documents, at this point of the lock order.
    if (values.audit_status !== undefined && (values.audit_status === AuditStatus.approved) !== (status === AuditStatus.approved)) {
      await type.afterApproval?.(tx, { enterpriseId: tenant.enterpriseId, id, approved: values.audit_status === AuditStatus.approved, employeeId: tenant.employeeId });
    }
    await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: type.meta.type, recordId: id, action: 'update', summary: `${bill.header.bill_sn} ${action}`, changes: { audit_status: [status, values.audit_status ?? status] } });
  };
  const refuse = () => { throw new AppError(Code.conflict, 'bill.badTransition', { audit_status: status }); };
  // Every action on a document of a closed period is refused, before the status rules say anything else.
  await assertBillPeriodOpen(tx, tenant.enterpriseId, type.meta, [bill.header.bill_date]);

  switch (action) {
    case 'reject':
      if (status !== AuditStatus.pending) refuse();
      await log();
      await set({ audit_status: AuditStatus.rejected, audit_step: 0 });
      return { audit_status: AuditStatus.rejected, audit_step: 0 };
    case 'void':
      if (status !== AuditStatus.pending && status !== AuditStatus.rejected) refuse();
      await log();
      await set({ audit_status: AuditStatus.voided, audit_step: 0 });
      return { audit_status: AuditStatus.voided, audit_step: 0 };
    case 'audit': {
      if (status !== AuditStatus.pending) refuse();
      const steps = await approvalSteps(tx, tenant.enterpriseId, type.meta.type);
      const step = bill.header.audit_step;
      if (steps.length && !(await isApprover(tx, tenant, steps[step]!))) throw new AppError(Code.forbidden, 'bill.notApprover');
      await log(step + 1);
      if (steps.length && step + 1 < steps.length) {
        await set({ audit_step: step + 1 });
        return { audit_status: AuditStatus.pending, audit_step: step + 1 };
      }
      const cost = await post(tx, tenant, type, bill);
      await set({ audit_status: AuditStatus.approved, audit_step: steps.length, audit_time: nowSeconds(), auditor_id: tenant.employeeId, cost_amount: cost });
      return { audit_status: AuditStatus.approved, audit_step: steps.length };
    }
    case 'reverse': {
      if (status !== AuditStatus.approved) refuse();
      await refuseWhileUsed(tx, tenant.enterpriseId, bill);
      // The type's own locks first (a production document's order), in the order an approval takes them.
      await type.beforeReversal?.(tx, tenant.enterpriseId, id);
      // Its vouchers go first (deleted, or reversed in red once posted), so a repost the reversal starts finds none.
      await billLeavesLedger(tx, tenant, bill.header);
      await applySettlements(tx, tenant.enterpriseId, type.meta, bill, -1);
      await takeFromSource(tx, tenant.enterpriseId, type.meta, bill, -1);
      await takeInvoiced(tx, tenant.enterpriseId, type.meta, bill, -1);
      await reversePostings(tx, tenant.enterpriseId, type.meta.type, id, await stockOptionsOf(tx, tenant.enterpriseId));
      await reverseSerials(tx, tenant.enterpriseId, type.meta.type, id);
      await tx.updateTable('bill_line').set({ cost_amount: '0' }).where('enterprise_id', '=', tenant.enterpriseId).where('bill_id', '=', id).execute();
      await log(0);
      await set({ audit_status: AuditStatus.pending, audit_step: 0, cost_amount: '0', audit_time: null, auditor_id: 0 });
      return { audit_status: AuditStatus.pending, audit_step: 0 };
    }
  }
}

/**
 * Approval: source quantities, then the type's postings, then the costs the ledger gave back onto the lines (one
 * statement for all of them); answers the document's cost, which the caller saves with its new status.
 */
async function post(tx: Kysely<DB>, tenant: TenantContext, type: BillType, bill: LoadedBill): Promise<string> {
  const sourceCosts = await takeFromSource(tx, tenant.enterpriseId, type.meta, bill, 1);
  await takeInvoiced(tx, tenant.enterpriseId, type.meta, bill, 1);
  const book = type.bookStock ? await captureBookStock(tx, tenant.enterpriseId, bill) : undefined;
  const toPost = forPosting(bill, sourceCosts, book, await lineRatios(tx, tenant.enterpriseId, bill.lines));
  if (type.beforePosting) toPost.context = await type.beforePosting(tx, tenant.enterpriseId, toPost);
  let postings = type.toPostings(toPost);
  for (const gate of type.gates ?? []) postings = await gate(tx, tenant.enterpriseId, toPost, postings);
  const serials = await serialPostingsOf(tx, tenant.enterpriseId, bill, postings.stock ?? []);
  const moves = await applyPostings(tx, tenant.enterpriseId, postings, await stockOptionsOf(tx, tenant.enterpriseId));
  await postSerials(tx, tenant.enterpriseId, serials);
  await applySettlements(tx, tenant.enterpriseId, type.meta, bill, 1);
  // The general ledger follows in the same transaction: the voucher from the rows just written (mode on approval).
  await billFollowsInLedger(tx, tenant, bill.header);
  const costByLine = new Map<number, Decimal>();
  for (const m of moves) if (m.direction === 'out' && m.billLineId) costByLine.set(m.billLineId, (costByLine.get(m.billLineId) ?? new Decimal(0)).add(m.amount));
  const total = [...costByLine.values()].reduce((s, c) => s.add(c), new Decimal(0));
  const lineCosts = new Map([...costByLine].map(([id, cost]) => [id, amount(cost)]));
  // Documents moving goods both ways (stocktake gains, assembled products) show what each incoming row was valued at.
  if (type.meta.stock === 'both') {
    for (const m of moves) if (m.direction === 'in' && m.billLineId && !costByLine.has(m.billLineId)) lineCosts.set(m.billLineId, amount(m.amount));
  }
  await setLineCosts(tx, tenant.enterpriseId, lineCosts);
  return amount(total);
}

async function setLineCosts(tx: Kysely<DB>, enterpriseId: number, costs: Map<number, string>): Promise<void> {
  if (!costs.size) return;
  const values = sql.join([...costs].map(([id, cost]) => sql`(${id}::integer, ${cost}::numeric)`));
  await sql`UPDATE bill_line l SET cost_amount = v.cost FROM (VALUES ${values}) AS v(id, cost)
    WHERE l.enterprise_id = ${enterpriseId} AND l.id = v.id`.execute(tx);
}

/** Stocktakes and cost adjustments: the book stock at the bill date, locked, read and kept on the lines. */
async function captureBookStock(tx: Kysely<DB>, enterpriseId: number, bill: LoadedBill): Promise<Map<number, BookStock>> {
  const stock = await bookStockAt(tx, enterpriseId, bill.lines.map((l) => ({ productId: l.product_id, warehouseId: l.warehouse_id })), bill.header.bill_date);
  const byLine = new Map<number, BookStock>();
  for (const l of bill.lines) {
    const b = stock.get(`${l.product_id}:${l.warehouse_id}`)!;
    byLine.set(l.id, b);
    await tx.updateTable('bill_line').set({ book_number: b.qty, book_amount: b.amount }).where('enterprise_id', '=', enterpriseId).where('id', '=', l.id).execute();
  }
  return byLine;
}

/** Reverse audit is refused while later documents were made from this one or money was settled against it. */
async function refuseWhileUsed(tx: Kysely<DB>, enterpriseId: number, bill: LoadedBill) {
  const derived = await tx
    .selectFrom('bill')
    .select('bill_sn')
    .where('enterprise_id', '=', enterpriseId)
    .where('source_bill_id', '=', bill.header.id)
    .where('audit_status', 'in', [AuditStatus.pending, AuditStatus.approved, AuditStatus.rejected])
    .limit(1)
    .executeTakeFirst();
  if (derived) throw new AppError(Code.conflict, 'bill.hasDerived', { bill_sn: derived.bill_sn }, { sn: derived.bill_sn });
  await refuseWhileSettled(tx, enterpriseId, bill);
  await refuseWhileInvoiced(tx, enterpriseId, bill);
}

async function approvalSteps(tx: Kysely<DB>, enterpriseId: number, billType: string) {
  const flow = await tx.selectFrom('audit_flow').select('steps').where('enterprise_id', '=', enterpriseId).where('bill_type', '=', billType).executeTakeFirst();
  return flow?.steps ?? [];
}

async function isApprover(tx: Kysely<DB>, tenant: TenantContext, step: { employee_ids?: number[]; group_ids?: number[] }): Promise<boolean> {
  if (step.employee_ids?.includes(tenant.employeeId)) return true;
  if (!step.group_ids?.length) return false;
  const me = await tx.selectFrom('employee').select('permission_group_id').where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', tenant.employeeId).executeTakeFirst();
  return me?.permission_group_id != null && step.group_ids.includes(me.permission_group_id);
}
