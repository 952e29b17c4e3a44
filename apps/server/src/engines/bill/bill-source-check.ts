import { AuditStatus, Decimal, type BillBodyInput, type BillMeta } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/**
 * Source links checked when a document is saved (approval checks them again under lock, bill-source.ts): every line
 * that names a source line must name an approved line of the type's source document, in this enterprise, of the
 * same product; and the lines taking from one source line must not ask for more than it still has open. So an order
 * of 10 with 6 received cannot be met by a bill of 5 — the clerk hears it while saving, not at approval.
 * Returns field → message key, like the other save-time rules.
 */
export async function checkSourceLines(db: Kysely<DB>, enterpriseId: number, meta: BillMeta, body: BillBodyInput): Promise<Record<string, AnyMessageKey>> {
  const fields: Record<string, AnyMessageKey> = {};
  const linked = body.lines.map((l, i) => ({ l, i })).filter(({ l }) => l.source_line_id);
  // Invoices name lines of several document types; their own check is bill-invoice.ts. Check bills name the lines
  // they inspect without taking from them; their type checks what is open.
  if (!linked.length || meta.invoice || meta.inspects) return fields;
  if (!meta.source) {
    for (const { i } of linked) fields[`lines.${i}.source_line_id`] = 'bill.sourceLineInvalid';
    return fields;
  }
  const ids = [...new Set(linked.map(({ l }) => l.source_line_id!))];
  const sources = await db
    .selectFrom('bill_line as l')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
    .select(['l.id', 'l.product_id', 'l.number', 'l.done_number', 'l.returned_number', 'b.type', 'b.audit_status'])
    .where('l.enterprise_id', '=', enterpriseId)
    .where('l.id', 'in', ids)
    .execute();
  const byId = new Map(sources.map((s) => [s.id, s]));
  const taken = meta.source.tracks === 'return' ? 'returned_number' : 'done_number';
  const asked = new Map<number, Decimal>();
  for (const { l, i } of linked) {
    const source = byId.get(l.source_line_id!);
    if (!source || source.type !== meta.source.type || source.audit_status !== AuditStatus.approved) fields[`lines.${i}.source_line_id`] = 'bill.sourceLineInvalid';
    else if (source.product_id !== l.product_id) fields[`lines.${i}.product_id`] = 'bill.sourceProduct';
    else asked.set(source.id, (asked.get(source.id) ?? new Decimal(0)).add(l.number));
  }
  for (const [id, quantity] of asked) {
    const source = byId.get(id)!;
    if (quantity.gt(new Decimal(source.number).sub(source[taken]))) {
      for (const { l, i } of linked) if (l.source_line_id === id) fields[`lines.${i}.number`] = 'bill.overSourceLine';
    }
  }
  return fields;
}
