import { billMetaOf, billPrintDocument, type Bill, type BillTypeCode, type Language, type PrintDocument } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { linesWithProducts, moneyRowsWithNames, withNames } from './bill-names.ts';
import { billView, loadBill } from './bill-store.ts';

/** A bill as GET /bills/:type/:id answers it: header with names, lines with products, money rows; undefined when there is none. */
export async function namedBill(db: Kysely<DB>, enterpriseId: number, type: string, id: number) {
  // A registered type (the route's; a test may register one of its own) or a name from a print or share link: the
  // engine stores whatever its registry holds, and no bill is found under a name nothing registered.
  const bill = await loadBill(db, enterpriseId, type as BillTypeCode, id);
  if (!bill) return undefined;
  const view = billView(bill);
  const [named] = await withNames(db, enterpriseId, [view]);
  const money = billMetaOf(type)?.money ? await moneyRowsWithNames(db, enterpriseId, view.money_lines, view.settlements) : { money_lines: [], settlements: [] };
  const lines = await linesWithProducts(db, enterpriseId, view.lines);
  return { ...named!, lines: billMetaOf(type)?.invoice ? await withSourceBills(db, enterpriseId, lines) : lines, ...money };
}

/**
 * What GET /bills/:type/:id answers fits the shared contract the web reads (packages/shared contract/bill.contract.ts):
 * a field dropped or retyped here fails to compile instead of reaching a screen as undefined.
 */
type FitsContract<T extends Bill> = T;
export type NamedBill = FitsContract<NonNullable<Awaited<ReturnType<typeof namedBill>>>>;

/** An invoice's lines with the number of the document each one invoices (one query for all of them). */
async function withSourceBills<T extends { source_line_id: number }>(db: Kysely<DB>, enterpriseId: number, lines: T[]): Promise<Array<T & { source_bill_sn: string }>> {
  const ids = [...new Set(lines.map((l) => l.source_line_id).filter(Boolean))];
  const rows = ids.length ? await db.selectFrom('bill_line as l')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
    .select(['l.id', 'b.bill_sn']).where('l.enterprise_id', '=', enterpriseId).where('l.id', 'in', ids).execute() : [];
  const sn = new Map(rows.map((r) => [r.id, r.bill_sn]));
  return lines.map((l) => ({ ...l, source_bill_sn: sn.get(l.source_line_id) ?? '' }));
}

/**
 * A bill as its printed document (the web's print template, packages/shared bill-print.ts), in `language`, with the
 * company named as the top bar names it (SPEC §3: type 1 org_name, type 2 alias_name, else name): what a shared
 * bill link shows. Undefined when the bill is gone.
 */
export async function billDocumentFor(db: Kysely<DB>, enterpriseId: number, type: string, id: number, language: Language): Promise<PrintDocument | undefined> {
  const meta = billMetaOf(type);
  if (!meta) return undefined;
  const [bill, ent] = await Promise.all([
    namedBill(db, enterpriseId, type, id),
    db.selectFrom('enterprise').select(['name', 'type', 'org_name', 'alias_name']).where('id', '=', enterpriseId).executeTakeFirst(),
  ]);
  if (!bill) return undefined;
  const company = (ent?.type === 1 ? ent.org_name : ent?.type === 2 ? ent.alias_name : '') || ent?.name || '';
  return billPrintDocument(meta, bill as Parameters<typeof billPrintDocument>[1], language, company);
}
