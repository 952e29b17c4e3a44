import { AuditStatus, CheckKind, Code, Decimal, Switch, billMetaOf, qty, type BillBodyInput } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { createBillIn, defineBillType, type ApprovalGate, type BillForPosting, type BillTypeRegistry } from '../../engines/bill/index.ts';
import type { Postings } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import type { PermissionSet } from '../../platform/permissions/permission-set.ts';
import { CheckResultsExt, recordResults } from './check-items.ts';
import { checkRows, loadSource, refuseOverOpen } from './check-lines.ts';
import { qualitySettings } from './quality-settings.ts';
import { heldInPlace, recordHolds } from './quarantine.ts';

const receipts = 'purchase-bills';
const type = 'incoming-checks';

/**
 * The gate on a purchase bill's approval: with the incoming check mandatory, rows of products that require it go into
 * the inspection warehouse instead of their own; they wait there for the check. The row keeps its warehouse: it is
 * where the qualified goods go when the check is approved. Without an inspection warehouse they wait in the row's own
 * warehouse. Either way they are held there (quarantine.ts) until the check releases them.
 */
export const receiveIntoInspection: ApprovalGate = async (tx, enterpriseId, bill, postings) => {
  const settings = await qualitySettings(tx, enterpriseId);
  const lineIds = bill.lines.map((l) => l.id);
  const flagged = settings.incoming_mandatory && postings.stock?.length ? await flaggedProducts(tx, enterpriseId, bill.lines.map((l) => l.product_id), 'incoming_check') : new Set<number>();
  const waits = (p: NonNullable<Postings['stock']>[number]) => p.direction === 'in' && p.billLineId !== undefined && flagged.has(p.productId);
  const inspection = settings.inspection_warehouse_id;
  const stock = (postings.stock ?? []).map((p) => (waits(p) && inspection ? { ...p, warehouseId: inspection } : p));
  await recordHolds(tx, enterpriseId, lineIds, stock.filter(waits).map((p) => ({ lineId: p.billLineId!, productId: p.productId, warehouseId: p.warehouseId })));
  return flagged.size ? { ...postings, stock } : postings;
};

export async function flaggedProducts(db: Kysely<DB>, enterpriseId: number, ids: number[], flag: 'incoming_check' | 'delivery_check'): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('product').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', [...new Set(ids)]).where(flag, '=', Switch.on).execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Where each receipt row's goods wait: the warehouse of its live stock-in when that is not the row's own, or the row's
 * own when they are held there (no inspection warehouse); absent: in stock already.
 */
export async function waitingIn(tx: Kysely<DB>, enterpriseId: number, lineIds: number[]): Promise<Map<number, number>> {
  if (!lineIds.length) return new Map();
  const inPlace = await heldInPlace(tx, enterpriseId, lineIds);
  const { rows } = await sql<{ bill_line_id: number; warehouse_id: number }>`
    SELECT m.bill_line_id, m.warehouse_id FROM stock_move m JOIN bill_line l ON l.enterprise_id = m.enterprise_id AND l.id = m.bill_line_id
    WHERE m.enterprise_id = ${enterpriseId} AND m.bill_line_id = ANY(${lineIds}::int[]) AND m.bill_type = ${receipts} AND m.reverses_id IS NULL
      AND m.warehouse_id <> l.warehouse_id
      AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)`.execute(tx);
  return new Map([...inPlace, ...rows.map((r): [number, number] => [r.bill_line_id, r.warehouse_id])]);
}

async function prepareIncoming(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  if (!body.source_bill_id) throw invalidFields({ source_bill_id: 'quality.sourceRequired' });
  const source = await loadSource(db, enterpriseId, receipts, body.source_bill_id, type);
  if (!source) throw invalidFields({ source_bill_id: 'field.refMissing' });
  if (source.audit_status !== AuditStatus.approved) throw invalidFields({ source_bill_id: 'quality.sourceNotApproved' });
  const lines = checkRows(source, body);
  return { ...body, partner_id: source.partner_id, store_id: body.store_id ?? (source.store_id || undefined), lines, ext: await recordResults(db, enterpriseId, CheckKind.incoming, body, lines) };
}

/**
 * Incoming check (来料检验单) of a purchase receipt. Approval moves the rows that waited in the inspection warehouse:
 * the qualified quantity into the row's warehouse, the rejected one into the reject warehouse when there is one
 * (else it stays where it waited); rows that did not wait move nothing. The rejected goods become a purchase return
 * draft against the receipt, from wherever they now are; reversing the check deletes the draft (refused once the
 * return is approved).
 */
export function incomingCheck(registry: BillTypeRegistry) {
  return defineBillType({
    meta: billMetaOf(type)!,
    ext: CheckResultsExt,
    prepareBody: prepareIncoming,
    async beforePosting(tx, enterpriseId, bill) {
      const source = await loadSource(tx, enterpriseId, receipts, await sourceOf(tx, enterpriseId, bill.id), type, { except: bill.id, lock: true });
      if (!source || source.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'quality.sourceNotApproved');
      refuseOverOpen(source, checkedRows(bill));
      const settings = await qualitySettings(tx, enterpriseId);
      const waiting = await waitingIn(tx, enterpriseId, bill.lines.map((l) => l.source_line_id));
      return { waiting: Object.fromEntries(waiting), reject_warehouse_id: settings.reject_warehouse_id, serials: await splitSerials(tx, enterpriseId, bill, waiting) };
    },
    toPostings: incomingPostings,
    async afterApproval(tx, { enterpriseId, id, approved, employeeId }) {
      if (approved) await makeReturnDraft(tx, registry, enterpriseId, employeeId, id);
      else await dropReturnDraft(tx, enterpriseId, id);
    },
  });
}

export const serialList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? serialList(JSON.parse(v || '[]')) : []);

/**
 * Serial-numbered rows that waited in inspection: the row's own serials are the rejected ones; the good ones are the
 * receipt row's serials still in the inspection warehouse that were not rejected, as many as qualified (pure rules
 * on what is read here). Refused (4090) when the rejected serials are not the receipt row's or too few remain.
 */
async function splitSerials(tx: Kysely<DB>, enterpriseId: number, bill: BillForPosting, waiting: Map<number, number>): Promise<Record<number, { good: string[]; bad: string[] }>> {
  const ids = bill.lines.map((l) => l.id);
  if (!ids.length) return {};
  const { rows } = await sql<{ id: number; line_no: number; serials: unknown; source_serials: unknown; product_id: number; source_line_id: number }>`
    SELECT c.id, c.line_no, c.serials, s.serials AS source_serials, c.product_id, c.source_line_id FROM bill_line c
    JOIN bill_line s ON s.enterprise_id = c.enterprise_id AND s.id = c.source_line_id
    JOIN product p ON p.enterprise_id = c.enterprise_id AND p.id = c.product_id AND p.serial_tracking = ${sql.lit(Switch.on)}
    WHERE c.enterprise_id = ${enterpriseId} AND c.id = ANY(${ids}::int[])`.execute(tx);
  const out: Record<number, { good: string[]; bad: string[] }> = {};
  for (const r of rows) {
    const from = waiting.get(r.source_line_id);
    if (!from) continue;
    const line = bill.lines.find((l) => l.id === r.id)!;
    const bad = serialList(r.serials);
    const received = serialList(r.source_serials);
    const stray = bad.find((s) => !received.includes(s));
    if (stray) throw new AppError(Code.conflict, 'quality.serialNotReceived', { line: r.line_no }, { row: r.line_no, serial: stray });
    const held = new Set((await tx.selectFrom('stock_serial').select('serial').where('enterprise_id', '=', enterpriseId).where('product_id', '=', r.product_id)
      .where('warehouse_id', '=', from).where('in_stock', '=', true).where('serial', 'in', received.length ? received : ['']).execute()).map((x) => x.serial));
    const goodCount = new Decimal(line.qualified ?? 0).toNumber();
    const good = received.filter((s) => held.has(s) && !bad.includes(s)).slice(0, goodCount);
    out[r.id] = { good, bad };
  }
  return out;
}

const sourceOf = async (tx: Kysely<DB>, enterpriseId: number, id: number) =>
  (await tx.selectFrom('bill').select('source_bill_id').where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirstOrThrow()).source_bill_id;

/** Pure: the waiting goods' moves (context from beforePosting: where each receipt row waits, the reject warehouse). */
export function incomingPostings(bill: BillForPosting): Postings {
  const waiting = (bill.context?.waiting ?? {}) as Record<string, number>;
  const rejectWarehouse = Number(bill.context?.reject_warehouse_id ?? 0);
  const serials = (bill.context?.serials ?? {}) as Record<string, { good: string[]; bad: string[] }>;
  const stock: NonNullable<Postings['stock']> = [];
  const move = (l: BillForPosting['lines'][number], from: number, to: number, quantity: string, part?: string[]) => {
    const base = { productId: l.product_id, date: bill.bill_date, qty: quantity, billType: bill.type, billId: bill.id, billSn: bill.bill_sn };
    stock.push({ ...base, warehouseId: from, direction: 'out', billLineId: l.id, ...(part ? { serials: part } : {}) });
    stock.push({ ...base, warehouseId: to, direction: 'in', costOf: stock.length - 1 });
  };
  for (const l of bill.lines) {
    const from = waiting[l.source_line_id] ?? 0;
    if (!from) continue;
    // The line's number is in base units, its results in the line's unit: split the base quantity in their proportion.
    const good = qty(splitGood(l));
    const bad = qty(new Decimal(l.number).sub(good));
    // Serial-numbered goods: the good serials go with the good quantity, the rejected ones (the row's serials) with the rejects.
    const split = serials[l.id];
    if (new Decimal(good).gt(0) && l.warehouse_id !== from) move(l, from, l.warehouse_id, good, split?.good);
    if (new Decimal(bad).gt(0) && rejectWarehouse && rejectWarehouse !== from) move(l, from, rejectWarehouse, bad, split?.bad);
  }
  return { stock };
}

const splitGood = (l: BillForPosting['lines'][number]) => {
  const qualified = new Decimal(l.qualified ?? l.number);
  const total = qualified.add(l.rejected ?? 0);
  return total.isZero() ? new Decimal(0) : new Decimal(l.number).mul(qualified).div(total);
};

/** The rows' checked quantities in their own unit (qualified + rejected), for the open-quantity rule. */
export const checkedRows = (bill: BillForPosting) =>
  bill.lines.map((l) => ({ source_line_id: l.source_line_id, number: qty(new Decimal(l.qualified ?? 0).add(l.rejected ?? 0)) }));

/** The rejected rows as a purchase return draft against the receipt, from where the rejects are now. */
async function makeReturnDraft(tx: Kysely<DB>, registry: BillTypeRegistry, enterpriseId: number, employeeId: number, id: number): Promise<void> {
  const check = await tx.selectFrom('bill').select(['bill_date', 'source_bill_id', 'partner_id', 'bill_sn', 'ext']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirstOrThrow();
  const lines = await tx.selectFrom('bill_line as c').innerJoin('bill_line as s', (j) => j.onRef('s.enterprise_id', '=', 'c.enterprise_id').onRef('s.id', '=', 'c.source_line_id'))
    .select(['c.product_id', 'c.rejected', 'c.serials', 's.id as source_line_id', 's.unit_id', 's.price', 's.tax_rate', 's.warehouse_id'])
    .where('c.enterprise_id', '=', enterpriseId).where('c.bill_id', '=', id).where('c.rejected', '>', '0').orderBy('c.line_no').execute();
  if (!lines.length) return;
  const waiting = await waitingIn(tx, enterpriseId, lines.map((l) => l.source_line_id));
  const { reject_warehouse_id: rejectWarehouse } = await qualitySettings(tx, enterpriseId);
  const returns = registry.get('purchase-returns')!;
  const rows = lines.map((l) => {
    const from = waiting.get(l.source_line_id);
    return {
      product_id: l.product_id, unit_id: l.unit_id || undefined, number: l.rejected, price: l.price, tax_rate: l.tax_rate, source_line_id: l.source_line_id,
      warehouse_id: from ? rejectWarehouse || from : l.warehouse_id,
      // The rejected serials leave with the return.
      ...(serialList(l.serials).length ? { serials: serialList(l.serials) } : {}),
    };
  });
  const made = await createBillIn(tx, { enterpriseId, employeeId, isAdmin: false, permissions: undefined as unknown as PermissionSet }, returns, {
    bill_date: check.bill_date, partner_id: check.partner_id, source_bill_id: check.source_bill_id, remark: check.bill_sn, store_id: rows[0]!.warehouse_id, lines: rows,
  });
  await tx.updateTable('bill').set({ ext: JSON.stringify({ ...check.ext, return_bill_id: made.id, return_bill_sn: made.bill_sn }) })
    .where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}

async function dropReturnDraft(tx: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const check = await tx.selectFrom('bill').select('ext').where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirstOrThrow();
  const returnId = Number(check.ext?.return_bill_id ?? 0);
  if (!returnId) return;
  const made = await tx.selectFrom('bill').select(['audit_status', 'bill_sn']).where('enterprise_id', '=', enterpriseId).where('id', '=', returnId).forUpdate().executeTakeFirst();
  if (made?.audit_status === AuditStatus.approved) throw new AppError(Code.conflict, 'quality.returnApproved', null, { sn: made.bill_sn });
  if (made) await tx.deleteFrom('bill').where('enterprise_id', '=', enterpriseId).where('id', '=', returnId).execute();
  const { return_bill_id: _id, return_bill_sn: _sn, ...ext } = check.ext ?? {};
  await tx.updateTable('bill').set({ ext: JSON.stringify(ext) }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
}
