import { AuditStatus, Code, Decimal, qty, type BillBodyInput, type BillTypeCode } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { baseNumberSql } from '../../engines/bill/line-units.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/** A row of the inspected document, with what approved checks of it took so far. */
export interface SourceLine {
  id: number; product_id: number; unit_id: number; warehouse_id: number; number: string; price: string; tax_rate: string; checked: string;
}
export interface SourceBill { id: number; type: string; audit_status: number; partner_id: number; store_id: number; lines: SourceLine[] }

/**
 * The inspected document and its rows; `checkType`'s approved bills (not `except`) count as checked. `base`: the
 * rows in their product's base unit (number × ratio, line-units.ts), for checks whose figures meet the production
 * order's (a work report counted in boxes of 12 is checked as 12 pieces).
 */
export async function loadSource(db: Kysely<DB>, enterpriseId: number, type: BillTypeCode, id: number, checkType: string, { except = 0, lock = false, base = false } = {}): Promise<SourceBill | undefined> {
  let q = db.selectFrom('bill').select(['id', 'type', 'audit_status', 'partner_id', 'store_id']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('type', '=', type);
  if (lock) q = q.forUpdate();
  const head = await q.executeTakeFirst();
  if (!head) return undefined;
  const { rows } = await sql<SourceLine>`
    SELECT l.id, l.product_id, ${base ? sql`0` : sql`l.unit_id`} AS unit_id, l.warehouse_id, ${base ? baseNumberSql() : sql`l.number`}::text AS number, l.price::text, l.tax_rate::text,
      coalesce((SELECT sum(c.number) FROM bill_line c JOIN bill cb ON cb.enterprise_id = c.enterprise_id AND cb.id = c.bill_id
        WHERE c.enterprise_id = l.enterprise_id AND c.source_line_id = l.id AND cb.type = ${checkType} AND cb.audit_status = ${AuditStatus.approved} AND cb.id <> ${except}), 0)::text AS checked
    FROM bill_line l WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = ${id} ORDER BY l.line_no`.execute(db);
  return { ...head, lines: rows };
}

export const openOf = (l: SourceLine) => Decimal.max(new Decimal(l.number).sub(l.checked), 0);

/**
 * A check's rows against the inspected document, as saved: empty rows are filled with what is still open (all of it
 * qualified); each row names a row of the document with its product; qualified + rejected make the quantity checked
 * (a row that gives neither counts its number as qualified); no row checks more than is open.
 */
export function checkRows(source: SourceBill, body: BillBodyInput): BillBodyInput['lines'] {
  if (!body.lines.length) {
    const open = source.lines.filter((l) => openOf(l).gt(0));
    if (!open.length) throw invalidFields({ lines: 'quality.nothingOpen' });
    return open.map((l) => ({
      product_id: l.product_id, unit_id: l.unit_id || undefined, warehouse_id: l.warehouse_id || undefined, source_line_id: l.id, number: qty(openOf(l)),
      qualified: qty(openOf(l)), rejected: '0', price: l.price,
    }));
  }
  const byId = new Map(source.lines.map((l) => [l.id, l]));
  const fields: Record<string, AnyMessageKey> = {};
  const asked = new Map<number, Decimal>();
  const lines = body.lines.map((l, i) => {
    const s = byId.get(l.source_line_id ?? 0);
    if (!s || s.product_id !== l.product_id) { fields[`lines.${i}.source_line_id`] = 'quality.lineNotInSource'; return l; }
    const given = l.qualified !== undefined || l.rejected !== undefined;
    const qualified = new Decimal(given ? l.qualified ?? 0 : l.number);
    const rejected = new Decimal(l.rejected ?? 0);
    if (given && !qualified.add(rejected).eq(l.number)) fields[`lines.${i}.rejected`] = 'quality.resultSum';
    asked.set(s.id, (asked.get(s.id) ?? new Decimal(0)).add(l.number));
    if (asked.get(s.id)!.gt(openOf(s))) fields[`lines.${i}.number`] = 'quality.overOpen';
    return { ...l, unit_id: s.unit_id || undefined, warehouse_id: l.warehouse_id || s.warehouse_id || undefined, price: s.price, qualified: qty(qualified), rejected: qty(rejected) };
  });
  if (Object.keys(fields).length) throw invalidFields(fields);
  return lines;
}

/** Approval: the same open-quantity rule under the inspected document's lock (a concurrent check may have taken it). */
export function refuseOverOpen(source: SourceBill, lines: Array<{ source_line_id: number; number: string; line_no?: number }>): void {
  const byId = new Map(source.lines.map((l) => [l.id, l]));
  const asked = new Map<number, Decimal>();
  lines.forEach((l, i) => {
    const s = byId.get(l.source_line_id);
    if (!s) throw new AppError(Code.conflict, 'bill.sourceMismatch', { line: i + 1 }, { row: i + 1 });
    asked.set(s.id, (asked.get(s.id) ?? new Decimal(0)).add(l.number));
    if (asked.get(s.id)!.gt(openOf(s))) throw new AppError(Code.conflict, 'quality.overOpenRow', { line: i + 1 }, { row: i + 1, allowed: qty(openOf(s)) });
  });
}
