import { amount as money, Decimal, qty } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { buyerLink, buyerLinks } from './partner-link.ts';
import { offered } from './supply-goods.ts';

export interface CartGood {
  id: number; supplier_partner_id: number; supplier_name: string; product_id: number; code: string; name: string; spec: string; unit_name: string;
  price: string; number: string; amount: string; available: string; offered: boolean;
}
export interface CartSupplier { supplier_partner_id: number; supplier_name: string; count: number; total_number: string; total_amount: string }
/** SPEC §3 "Cart": the goods (each with its cart id) and the supplysales summary, per supplier and in all. */
export interface Cart { goods: CartGood[]; supplysales: { count: number; total_number: string; total_amount: string; suppliers: CartSupplier[] } }

/** This employee's cart, priced as each link offers the goods now (a product no longer offered shows `offered: false`). */
export async function readCart(db: Kysely<DB>, tenant: TenantContext): Promise<Cart> {
  const rows = await db.selectFrom('supply_cart').select(['id', 'link_id', 'product_id', 'number'])
    .where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).orderBy('id').execute();
  const goods: CartGood[] = [];
  const suppliers: CartSupplier[] = [];
  for (const link of await buyerLinks(db, tenant.enterpriseId)) {
    const mine = rows.filter((r) => r.link_id === link.id);
    if (!mine.length) continue;
    const offer = await offered(db, link, mine.map((r) => r.product_id));
    const names = new Map((await db.selectFrom('product').select(['id', 'code', 'name', 'spec']).where('enterprise_id', '=', link.supplier_enterprise_id)
      .where('id', 'in', mine.map((r) => r.product_id)).execute()).map((p) => [p.id, p]));
    const supplierName = (await db.selectFrom('partner').select('name').where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', link.supplier_partner_id).executeTakeFirst())?.name ?? '';
    let number = new Decimal(0);
    let amount = new Decimal(0);
    for (const r of mine) {
      const o = offer.get(r.product_id);
      const price = o?.price ?? '0';
      const lineAmount = new Decimal(price).mul(r.number);
      if (o) { number = number.add(r.number); amount = amount.add(lineAmount); }
      const fallback = names.get(r.product_id) ?? { code: '', name: '', spec: '' };
      goods.push({
        id: r.id, supplier_partner_id: link.supplier_partner_id, supplier_name: supplierName, product_id: r.product_id,
        code: o?.code ?? fallback.code, name: o?.name ?? fallback.name, spec: o?.spec ?? fallback.spec, unit_name: o?.unit_name ?? '', price,
        number: qty(r.number), amount: money(lineAmount), available: o?.available ?? '0', offered: !!o,
      });
    }
    suppliers.push({ supplier_partner_id: link.supplier_partner_id, supplier_name: supplierName, count: mine.length, total_number: qty(number), total_amount: money(amount) });
  }
  const sum = (k: 'total_number' | 'total_amount') => suppliers.reduce((s, x) => s.add(x[k]), new Decimal(0));
  return { goods, supplysales: { count: goods.length, total_number: qty(sum('total_number')), total_amount: money(sum('total_amount')), suppliers } };
}

/**
 * SPEC §4 cart rules: adding puts each good in the cart when it is not there yet (select-all merges, unique by
 * product); a good already in the cart keeps its quantity. Only goods the link offers may go in.
 */
export async function addToCart(db: Kysely<DB>, tenant: TenantContext, supplierPartnerId: number, items: Array<{ product_id: number; number?: string }>) {
  const link = await buyerLink(db, tenant.enterpriseId, supplierPartnerId);
  const offer = await offered(db, link, items.map((i) => i.product_id));
  items.forEach((item, i) => { if (!offer.has(item.product_id)) throw invalidFields({ [`items.${i}.product_id`]: 'network.goodsGone' }); });
  const now = nowSeconds();
  const unique = [...new Map(items.map((i) => [i.product_id, i])).values()];
  await db.insertInto('supply_cart')
    .values(unique.map((i) => ({ enterprise_id: tenant.enterpriseId, employee_id: tenant.employeeId, link_id: link.id, product_id: i.product_id, number: qty(i.number ?? '1'), create_time: now })))
    .onConflict((oc) => oc.columns(['enterprise_id', 'employee_id', 'link_id', 'product_id']).doNothing())
    .execute();
}

/** Changes one cart row's quantity. */
export async function setCartNumber(db: Kysely<DB>, tenant: TenantContext, id: number, number: string) {
  const done = await db.updateTable('supply_cart').set({ number: qty(number) })
    .where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).where('id', '=', id).executeTakeFirst();
  if (!Number(done.numUpdatedRows)) throw notFound();
}

/** Removes by id (remove one, deselect several), or clears one supplier's goods, or the whole cart. */
export async function removeFromCart(db: Kysely<DB>, tenant: TenantContext, by: { ids?: number[]; supplier_partner_id?: number }) {
  let q = db.deleteFrom('supply_cart').where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId);
  if (by.ids) q = q.where('id', 'in', by.ids.length ? by.ids : [0]);
  else if (by.supplier_partner_id) q = q.where('link_id', '=', (await buyerLink(db, tenant.enterpriseId, by.supplier_partner_id)).id);
  await q.execute();
}
