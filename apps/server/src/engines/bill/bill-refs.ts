import type { BillBodyInput, BillMeta } from '@zf/shared';
import { checkSourceLines } from './bill-source-check.ts';
import { checkLineUnits } from './line-units.ts';
import { checkMoneyRefs } from './money-refs.ts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/**
 * What a bill names must exist in the caller's enterprise: its products (live), its warehouses, and a partner of the
 * right kind (suppliers for purchasing, customers for selling). Answered as 4220 on the fields, like the form.
 */
export async function checkBillRefs(typed: Kysely<DB>, enterpriseId: number, meta: BillMeta, body: BillBodyInput): Promise<void> {
  const fields: Record<string, AnyMessageKey> = {};
  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const storeFields = ['store_id', 'out_store_id', 'in_store_id'] as const;
  const storeIds = [...new Set([...storeFields.map((f) => body[f] ?? 0), ...body.lines.map((l) => l.warehouse_id ?? 0)].filter(Boolean))];
  // One round trip for all three (every bill save asks): which of the products, stores and the partner exist.
  // A store's `type` is its subcontractor (0 for our own warehouses).
  const { rows } = await sql<{ kind: 'product' | 'store' | 'partner' | 'department' | 'employee'; id: number; type: number }>`
    SELECT 'product' AS kind, id, 0 AS type FROM product WHERE enterprise_id = ${enterpriseId} AND id = ANY(${productIds}::int[]) AND deleted_time IS NULL
    UNION ALL SELECT 'store', id, subcontractor_id FROM warehouse WHERE enterprise_id = ${enterpriseId} AND id = ANY(${storeIds}::int[])
    UNION ALL SELECT 'partner', id, type FROM partner WHERE enterprise_id = ${enterpriseId} AND id = ${body.partner_id ?? 0} AND deleted_time IS NULL
    UNION ALL SELECT 'department', id, 0 FROM department WHERE enterprise_id = ${enterpriseId} AND id = ${body.department_id ?? 0}
    UNION ALL SELECT 'employee', id, 0 FROM employee WHERE enterprise_id = ${enterpriseId} AND id = ${body.principal_id ?? 0}`.execute(typed);
  const found = (kind: string) => new Set(rows.filter((r) => r.kind === kind).map((r) => r.id));
  const products = found('product');
  // Department and principal (业务员) name this enterprise's own; another's ids are simply missing.
  if (body.department_id && !found('department').has(body.department_id)) fields.department_id = 'field.refMissing';
  if (body.principal_id && !found('employee').has(body.principal_id)) fields.principal_id = 'field.refMissing';
  const stores = found('store');
  body.lines.forEach((l, i) => { if (!products.has(l.product_id)) fields[`lines.${i}.product_id`] = 'field.refMissing'; });
  for (const f of storeFields) if (body[f] && !stores.has(body[f]!)) fields[f] = 'field.refMissing';
  body.lines.forEach((l, i) => { if (l.warehouse_id && !stores.has(l.warehouse_id)) fields[`lines.${i}.warehouse_id`] = 'field.refMissing'; });
  // A subcontractor's warehouse (委外仓) holds our materials at the supplier: only outsourcing documents move them.
  if (!meta.type.startsWith('outsourcing-')) {
    const subcontracted = new Set(rows.filter((r) => r.kind === 'store' && r.type !== 0).map((r) => r.id));
    for (const f of storeFields) if (body[f] && subcontracted.has(body[f]!)) fields[f] = 'bill.subcontractorStore';
    body.lines.forEach((l, i) => { if (l.warehouse_id && subcontracted.has(l.warehouse_id)) fields[`lines.${i}.warehouse_id`] = 'bill.subcontractorStore'; });
  }

  if (body.partner_id) {
    const partner = rows.find((r) => r.kind === 'partner');
    const wanted = meta.partner === 'supplier' ? 2 : meta.partner === 'customer' ? 1 : undefined;
    if (!partner) fields.partner_id = 'field.refMissing';
    else if (wanted !== undefined && partner.type !== wanted) fields.partner_id = 'bill.partnerType';
  }
  Object.assign(fields, await checkLineUnits(typed, enterpriseId, body));
  Object.assign(fields, await checkSourceLines(typed, enterpriseId, meta, body));
  if (meta.money) Object.assign(fields, await checkMoneyRefs(typed, enterpriseId, meta, body));
  if (Object.keys(fields).length) throw invalidFields(fields);
}
