import { StoreStatus, AuditStatus, Code, Decimal, qty, unitPrice, type BillMeta } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { LoadedBill } from './bill-store.ts';

/**
 * Source links (order → bill, bill → return): each line may name the source line it takes from. Approving adds the
 * line's quantity to the source line's done (or returned) quantity, refusing more than the source line has left;
 * reversing takes it back. The source bill's instore/outstore/return status follows: 1 none, 2 partly, 3 all.
 * Source lines are locked in id order, before any stock balance, so concurrent documents cannot over-receive.
 */
export async function takeFromSource(tx: Kysely<DB>, enterpriseId: number, meta: BillMeta, bill: LoadedBill, sign: 1 | -1): Promise<Map<number, string>> {
  const costs = new Map<number, string>();
  const linked = bill.lines.filter((l) => l.source_line_id);
  if (!meta.source || !linked.length) return costs;
  const sourceIds = [...new Set(linked.map((l) => l.source_line_id))].sort((a, b) => a - b);
  const sources = await tx
    .selectFrom('bill_line as l')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
    .select(['l.id', 'l.bill_id', 'l.product_id', 'l.number', 'l.done_number', 'l.returned_number', 'b.type', 'b.audit_status'])
    .where('l.enterprise_id', '=', enterpriseId)
    .where('l.id', 'in', sourceIds)
    .orderBy('l.id')
    .forUpdate()
    .execute();
  const byId = new Map(sources.map((s) => [s.id, s]));
  const field = meta.source.tracks === 'return' ? 'returned_number' : 'done_number';
  const taken = new Map<number, Decimal>();
  for (const line of linked) {
    const source = byId.get(line.source_line_id);
    if (!source || source.type !== meta.source.type || source.audit_status !== AuditStatus.approved) {
      throw new AppError(Code.conflict, 'bill.sourceMismatch', { line: line.line_no }, { row: line.line_no });
    }
    if (source.product_id !== line.product_id) throw new AppError(Code.conflict, 'bill.sourceProductRow', { line: line.line_no }, { row: line.line_no });
    taken.set(source.id, (taken.get(source.id) ?? new Decimal(0)).add(line.number));
  }
  // A return goes back at the unit cost its source line stands at in the stock ledger now (a receipt's cost, or an
  // issue's cost after any repost or monthly costing run): not a copy kept on the line, which would go stale.
  for (const [sourceId, unitCost] of await ledgerUnitCosts(tx, enterpriseId, [...taken.keys()])) costs.set(sourceId, unitCost);
  for (const [sourceId, quantity] of taken) {
    const source = byId.get(sourceId)!;
    const next = new Decimal(source[field]).add(quantity.mul(sign));
    if (next.gt(source.number)) {
      const row = linked.find((l) => l.source_line_id === sourceId)!.line_no;
      throw new AppError(Code.conflict, 'bill.overSource', { line: row }, { row, available: qty(new Decimal(source.number).sub(source[field])) });
    }
    await tx.updateTable('bill_line').set({ [field]: qty(next) }).where('enterprise_id', '=', enterpriseId).where('id', '=', sourceId).execute();
  }
  for (const billId of new Set(sources.map((s) => s.bill_id))) await refreshSourceStatus(tx, enterpriseId, billId, meta.source.tracks);
  return costs;
}

async function refreshSourceStatus(tx: Kysely<DB>, enterpriseId: number, billId: number, tracks: 'instore' | 'outstore' | 'return') {
  const lines = await tx.selectFrom('bill_line').select(['number', 'done_number', 'returned_number']).where('enterprise_id', '=', enterpriseId).where('bill_id', '=', billId).execute();
  const field = tracks === 'return' ? 'returned_number' : 'done_number';
  const none = lines.every((l) => new Decimal(l[field]).isZero());
  const all = lines.every((l) => new Decimal(l[field]).gte(l.number));
  // Return progress uses the same three codes (ReturnStatus).
  const status = none ? StoreStatus.none : all ? StoreStatus.all : StoreStatus.partly;
  const column = tracks === 'instore' ? 'instore_status' : tracks === 'outstore' ? 'outstore_status' : 'return_status';
  await tx.updateTable('bill').set({ [column]: status }).where('enterprise_id', '=', enterpriseId).where('id', '=', billId).execute();
}

/** Unit cost of each line's live (not reversed) stock movements, 6 dp. */
async function ledgerUnitCosts(tx: Kysely<DB>, enterpriseId: number, lineIds: number[]): Promise<Map<number, string>> {
  if (!lineIds.length) return new Map();
  const rows = await tx.selectFrom('stock_move as m')
    .select(['m.bill_line_id', (eb) => eb.fn.sum<string>('m.amount').as('amount'), (eb) => eb.fn.sum<string>('m.qty').as('qty')])
    .where('m.enterprise_id', '=', enterpriseId)
    .where('m.bill_line_id', 'in', lineIds)
    .where('m.reverses_id', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('stock_move as r').select('r.id').whereRef('r.enterprise_id', '=', 'm.enterprise_id').whereRef('r.reverses_id', '=', 'm.id'))))
    .groupBy('m.bill_line_id')
    .execute();
  return new Map(rows.filter((r) => r.bill_line_id !== null && !new Decimal(r.qty).isZero()).map((r) => [r.bill_line_id!, unitPrice(new Decimal(r.amount).div(r.qty))]));
}
