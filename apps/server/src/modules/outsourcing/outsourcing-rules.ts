import { AuditStatus, Code, Decimal, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import { orderProgress } from './order-progress.ts';
import { subcontractorWarehouse } from './subcontractor-warehouse.ts';

interface Doc {
  type: string; partner_id: number; store_id: number; out_store_id: number; in_store_id: number; ext: Record<string, unknown>;
  lines: Array<{ product_id: number; number: string; warehouse_id: number; direction: number }>;
}

async function loadDoc(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<Doc> {
  const bill = await tx.selectFrom('bill').select(['type', 'partner_id', 'store_id', 'out_store_id', 'in_store_id', 'ext'])
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirstOrThrow();
  const lines = await tx.selectFrom('bill_line').select(['product_id', 'number', 'warehouse_id', 'direction'])
    .where('enterprise_id', '=', enterpriseId).where('bill_id', '=', id).orderBy('line_no').execute();
  return { ...bill, lines };
}

const refuse = (key: Parameters<typeof invalidFields>[0][string], field = 'ext.order_id') => invalidFields({ [field]: key });
const rowError = (key: 'outsourcing.overPick' | 'outsourcing.overReturn' | 'outsourcing.overReceive' | 'outsourcing.notOnOrder', row: number, limit = '') =>
  new AppError(Code.validation, key, { fields: { [`lines.${row - 1}.number`]: key } }, { row, limit });

/**
 * The rules that tie a document to its outsourcing order, checked when it is approved (after its postings, in the
 * same transaction, with the order row locked so two documents against one order are checked one after the other)
 * and when an approval is reversed. A refusal rolls the whole approval back.
 */
export async function checkOutsourcingApproval(tx: Kysely<DB>, bill: { enterpriseId: number; id: number; approved: boolean }): Promise<void> {
  const { enterpriseId } = bill;
  const doc = await loadDoc(tx, enterpriseId, bill.id);
  if (doc.type === 'outsourcing-orders') {
    if (bill.approved) return;
    const [progress] = await orderProgress(tx, enterpriseId, [bill.id]);
    const used = progress && (progress.materials.some((m) => !new Decimal(m.picked).isZero()) || !new Decimal(progress.received).isZero() || !new Decimal(progress.billed_number).isZero());
    if (used) throw new AppError(Code.conflict, 'outsourcing.orderInUse');
    return;
  }
  const orderId = Number(doc.ext.order_id);
  const { rows: [order] } = await sql<{ partner_id: number; audit_status: number; ext: Record<string, unknown> }>`
    SELECT partner_id, audit_status, ext FROM bill WHERE enterprise_id = ${enterpriseId} AND id = ${orderId} AND type = 'outsourcing-orders' FOR UPDATE`.execute(tx);
  if (!order || order.audit_status !== AuditStatus.approved) throw refuse('outsourcing.orderInvalid');
  if (order.partner_id !== doc.partner_id) throw refuse('outsourcing.otherSupplier', 'partner_id');
  const [progress] = await orderProgress(tx, enterpriseId, [orderId]);
  const tolerance = new Decimal(1).add(new Decimal(String(order.ext.tolerance ?? '0')).div(100));
  const supplierStore = await subcontractorWarehouse(tx, enterpriseId, doc.partner_id);
  const materialOf = (productId: number) => progress!.materials.find((m) => m.product_id === productId);

  if (doc.type === 'outsourcing-picks' || doc.type === 'outsourcing-supplements' || doc.type === 'outsourcing-returns') {
    // A supplement (委外补料) moves like a pick; only ordinary picks are held to the list allowance.
    const pick = doc.type !== 'outsourcing-returns';
    const [ours, theirs] = pick ? [doc.out_store_id, doc.in_store_id] : [doc.in_store_id, doc.out_store_id];
    if (!supplierStore || theirs !== supplierStore) throw refuse('outsourcing.supplierStore', pick ? 'in_store_id' : 'out_store_id');
    if (await isSubcontractorStore(tx, enterpriseId, ours)) throw refuse('outsourcing.ourStore', pick ? 'out_store_id' : 'in_store_id');
    // A pick's rows leave from their own warehouses: each must be ours, not a subcontractor's (委外仓).
    if (pick) {
      for (const [i, l] of doc.lines.entries()) {
        if (l.warehouse_id !== ours && (l.warehouse_id === theirs || await isSubcontractorStore(tx, enterpriseId, l.warehouse_id))) throw refuse('outsourcing.ourStore', `lines.${i}.warehouse_id`);
      }
    }
    if (!bill.approved) {
      if (pick && progress!.materials.some((m) => new Decimal(m.at_supplier).lt(0))) throw new AppError(Code.conflict, 'outsourcing.pickConsumed');
      return;
    }
    doc.lines.forEach((l, i) => {
      const m = materialOf(l.product_id);
      if (!m || new Decimal(m.ordered).isZero()) throw rowError('outsourcing.notOnOrder', i + 1);
      const limit = qty(new Decimal(m.ordered).mul(tolerance));
      // What was sent (picks and supplements, less returns) may not pass the allowance by an ordinary pick.
      if (doc.type === 'outsourcing-picks' && new Decimal(m.picked).add(m.supplemented).sub(m.returned).gt(limit)) throw rowError('outsourcing.overPick', i + 1, limit);
      if (!pick && new Decimal(m.at_supplier).lt(0)) throw rowError('outsourcing.overReturn', i + 1, qty(new Decimal(m.at_supplier).add(l.number)));
    });
    return;
  }
  if (doc.type === 'outsourcing-ins') {
    // A reversal was checked before its stock moved (outsourcing-estimate.ts lockOrderOfBill: a fee bill that matched
    // the received goods goes first).
    if (!bill.approved) return;
    if (new Decimal(String(doc.ext.fee_price ?? '0')).cmp(String(order.ext.fee_price ?? '0')) !== 0) throw refuse('outsourcing.feePrice', 'ext.fee_price');
    if (!supplierStore || doc.out_store_id !== supplierStore) throw refuse('outsourcing.supplierStore', 'out_store_id');
    if (await isSubcontractorStore(tx, enterpriseId, doc.in_store_id)) throw refuse('outsourcing.ourStore', 'in_store_id');
    for (const [i, l] of doc.lines.entries()) {
      if (l.direction === -1) continue;
      if (l.product_id !== Number(order.ext.product_id)) throw refuse('outsourcing.orderProduct', `lines.${i}.product_id`);
      const limit = qty(new Decimal(progress!.quantity).mul(tolerance));
      if (new Decimal(progress!.received).gt(limit)) throw rowError('outsourcing.overReceive', i + 1, limit);
    }
    return;
  }
  if (doc.type === 'outsourcing-fees' && bill.approved) {
    doc.lines.forEach((l, i) => { if (l.product_id !== Number(order.ext.product_id)) throw refuse('outsourcing.orderProduct', `lines.${i}.product_id`); });
  }
}

async function isSubcontractorStore(tx: Kysely<DB>, enterpriseId: number, warehouseId: number): Promise<boolean> {
  const row = await tx.selectFrom('warehouse').select('subcontractor_id').where('enterprise_id', '=', enterpriseId).where('id', '=', warehouseId).executeTakeFirst();
  return (row?.subcontractor_id ?? 0) !== 0;
}
