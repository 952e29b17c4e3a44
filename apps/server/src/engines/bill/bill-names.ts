import { Decimal, amount } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/*
 * Display names for bill lists and details: the partner, warehouses, department and principal a header names, the
 * product on each line.
 * One query per kind for a whole page of bills, on the typed tables of the central DB type.
 */

/** Tables whose rows have an enterprise, an id and a name: what a bill's header and money rows point at. */
type NamedTable = 'partner' | 'warehouse' | 'department' | 'employee' | 'settlement_account' | 'expense_category' | 'expense_project';

async function namesOf(db: Kysely<DB>, table: NamedTable, enterpriseId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

type Header = { partner_id: number; store_id: number; out_store_id: number; in_store_id: number; department_id?: number; principal_id?: number };
type Names = { partner_name: string; store_name: string; out_store_name: string; in_store_name: string; department_name: string; principal_name: string };

export async function withNames<T extends Header>(db: Kysely<DB>, enterpriseId: number, headers: T[]): Promise<Array<T & Names>> {
  const names = (table: NamedTable, ids: number[]) => namesOf(db, table, enterpriseId, ids);
  const ids = (pick: (h: T) => Array<number | undefined>) => [...new Set(headers.flatMap(pick).filter((v): v is number => Boolean(v)))];
  const [partners, stores, departments, employees] = await Promise.all([
    names('partner', ids((h) => [h.partner_id])),
    names('warehouse', ids((h) => [h.store_id, h.out_store_id, h.in_store_id])),
    names('department', ids((h) => [h.department_id])),
    names('employee', ids((h) => [h.principal_id])),
  ]);
  return headers.map((h) => ({
    ...h,
    partner_name: partners.get(h.partner_id) ?? '', store_name: stores.get(h.store_id) ?? '',
    out_store_name: stores.get(h.out_store_id) ?? '', in_store_name: stores.get(h.in_store_id) ?? '',
    department_name: departments.get(h.department_id ?? 0) ?? '', principal_name: employees.get(h.principal_id ?? 0) ?? '',
  }));
}

/** Lines with their product's code, name and spec, and the name of the unit the line was entered in (its product's base unit when none). */
export async function linesWithProducts<T extends { product_id: number; unit_id?: number }>(db: Kysely<DB>, enterpriseId: number, lines: T[]): Promise<Array<T & { product_code: string; product_name: string; spec: string; unit_name: string }>> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const products = new Map(ids.length
    ? (await db.selectFrom('product').select(['id', 'code', 'name', 'spec', 'unit_id']).where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute()).map((p) => [p.id, p])
    : []);
  const unitOf = (l: T) => l.unit_id || products.get(l.product_id)?.unit_id || 0;
  const unitIds = [...new Set(lines.map(unitOf).filter(Boolean))];
  const units = new Map<number, string>(unitIds.length
    ? (await db.selectFrom('unit').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).where('id', 'in', unitIds).execute()).map((u) => [u.id, u.name])
    : []);
  return lines.map((l) => {
    const p = products.get(l.product_id);
    return { ...l, product_code: p?.code ?? '', product_name: p?.name ?? '', spec: p?.spec ?? '', unit_name: units.get(unitOf(l)) ?? '' };
  });
}

/** A money document's rows with their account and category names, and its clearing rows with the documents they clear. */
export async function moneyRowsWithNames<L extends { account_id: number; category_id: number; project_id?: number }, S extends { target_bill_id: number }>(
  typed: Kysely<DB>, enterpriseId: number, lines: L[], settlements: S[],
) {
  const names = (table: NamedTable, ids: number[]) => namesOf(typed, table, enterpriseId, ids);
  const [accounts, categories, projects] = await Promise.all([
    names('settlement_account', [...new Set(lines.map((l) => l.account_id).filter(Boolean))]),
    names('expense_category', [...new Set(lines.map((l) => l.category_id).filter(Boolean))]),
    names('expense_project', [...new Set(lines.map((l) => l.project_id ?? 0).filter(Boolean))]),
  ]);
  const targetIds = [...new Set(settlements.map((s) => s.target_bill_id))];
  const targets = new Map(targetIds.length
    ? (await typed.selectFrom('bill').select(['id', 'type', 'bill_sn', 'bill_date', 'total_amount', 'tax_amount', 'paid_amount']).where('enterprise_id', '=', enterpriseId).where('id', 'in', targetIds).execute()).map((t) => [t.id, t])
    : []);
  return {
    money_lines: lines.map((l) => ({ ...l, account_name: accounts.get(l.account_id) ?? '', category_name: categories.get(l.category_id) ?? '', project_name: projects.get(l.project_id ?? 0) ?? '' })),
    settlements: settlements.map((s) => {
      const t = targets.get(s.target_bill_id);
      return { ...s, target_type: t?.type ?? '', target_sn: t?.bill_sn ?? '', target_date: t?.bill_date ?? '', target_amount: t ? amount(new Decimal(t.total_amount).add(t.tax_amount)) : '0.00', target_paid: t?.paid_amount ?? '0.00' };
    }),
  };
}
