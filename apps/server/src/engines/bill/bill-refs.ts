import type { BillBodyInput, BillMeta, MessageKey } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';

/**
 * What a bill names must exist in the caller's enterprise: its products (live), its warehouses, and a partner of the
 * right kind (suppliers for purchasing, customers for selling). Answered as 4220 on the fields, like the form.
 */
export async function checkBillRefs(typed: Kysely<DB>, enterpriseId: number, meta: BillMeta, body: BillBodyInput): Promise<void> {
  // product and partner belong to their modules' migrations; the engine reads them untyped.
  const db = typed as unknown as Kysely<any>;
  const fields: Record<string, MessageKey | 'bill.partnerType'> = {};
  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const products = new Set(
    (await db.selectFrom('product').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', productIds).where('deleted_time', 'is', null).execute()).map((p: { id: number }) => p.id),
  );
  body.lines.forEach((l, i) => { if (!products.has(l.product_id)) fields[`lines.${i}.product_id`] = 'field.refMissing'; });

  const storeFields = ['store_id', 'out_store_id', 'in_store_id'] as const;
  const storeIds = [...new Set([...storeFields.map((f) => body[f] ?? 0), ...body.lines.map((l) => l.warehouse_id ?? 0)].filter(Boolean))];
  const stores = new Set(storeIds.length ? (await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', storeIds).execute()).map((w: { id: number }) => w.id) : []);
  for (const f of storeFields) if (body[f] && !stores.has(body[f]!)) fields[f] = 'field.refMissing';
  body.lines.forEach((l, i) => { if (l.warehouse_id && !stores.has(l.warehouse_id)) fields[`lines.${i}.warehouse_id`] = 'field.refMissing'; });

  if (body.partner_id) {
    const partner = await db.selectFrom('partner').select('type').where('enterprise_id', '=', enterpriseId).where('id', '=', body.partner_id).where('deleted_time', 'is', null).executeTakeFirst();
    const wanted = meta.partner === 'supplier' ? 2 : meta.partner === 'customer' ? 1 : undefined;
    if (!partner) fields.partner_id = 'field.refMissing';
    else if (wanted !== undefined && partner.type !== wanted) fields.partner_id = 'bill.partnerType';
  }
  if (Object.keys(fields).length) throw invalidFields(fields as Record<string, MessageKey>);
}
