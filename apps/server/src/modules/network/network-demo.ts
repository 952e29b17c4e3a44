import { Decimal, PartnerType, qty, unitPrice } from '@zf/shared';
import type { Kysely } from 'kysely';
import { auditBill, BillService } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { stockOpening } from '../inventory/index.ts';
import { LinkStatus } from './partner-link.ts';
import { actingAdmin } from './supply-order.ts';

export interface NetworkDemo { db: Kysely<DB>; tradingId: number; manufacturerId: number }

/**
 * The demo's two enterprises linked as supplier and customer (issue 19): the trading company buys the
 * manufacturer's transmission parts (category 传动件: couplings and pulleys, sold without serial numbers) through the
 * supply chain. The manufacturer keeps an opening stock of them (dated `openingDate`, before its books start, at 60 %
 * of the sale price) so a demo order can be delivered in one click, and gives the trading company one agreement price.
 */
export async function seedNetworkDemo(demo: NetworkDemo, openingDate: string): Promise<void> {
  const { db, tradingId, manufacturerId } = demo;
  const supplier = await actingAdmin(db, manufacturerId);
  const finished = await db.selectFrom('product as p').innerJoin('product_category as c', (j) => j.onRef('c.enterprise_id', '=', 'p.enterprise_id').onRef('c.id', '=', 'p.category_id'))
    .select(['p.id', 'p.code', 'p.sale_price', 'p.min_stock', 'p.max_stock', 'c.id as category_id'])
    .where('p.enterprise_id', '=', manufacturerId).where('c.code', '=', 'CP03').where('p.serial_tracking', '=', 0).where('p.deleted_time', 'is', null).orderBy('p.code').execute();
  if (!finished.length) return;
  const store = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', manufacturerId).orderBy('is_default', 'desc').orderBy('sort').orderBy('id').executeTakeFirstOrThrow();
  const opening = await new BillService(db).create(supplier, stockOpening, {
    bill_date: openingDate, store_id: store.id, remark: '期初库存',
    lines: finished.map((p) => ({ product_id: p.id, number: qty(Decimal.max(new Decimal(p.min_stock).add(p.max_stock).div(2).ceil(), 10)), price: unitPrice(new Decimal(p.sale_price).mul('0.6')) })),
  } as never);
  await auditBill(db, supplier, stockOpening, opening.id, 'audit');

  const now = nowSeconds();
  const stamp = { create_time: now, update_time: now };
  const [trading, manufacturer] = await Promise.all([tradingId, manufacturerId].map((id) => db.selectFrom('enterprise').select(['org_name', 'name']).where('id', '=', id).executeTakeFirstOrThrow()));
  const supplierRecord = await db.insertInto('partner').values({ enterprise_id: tradingId, type: PartnerType.supplier, code: 'GYS-LINK', name: manufacturer!.org_name || manufacturer!.name, contact: '演示用户', mobile: '13800000000', ...stamp } as never)
    .returning('id').executeTakeFirstOrThrow();
  const customerRecord = await db.insertInto('partner').values({ enterprise_id: manufacturerId, type: PartnerType.customer, code: 'KH-LINK', name: trading!.org_name || trading!.name, contact: '演示用户', mobile: '13800000000', ...stamp } as never)
    .returning('id').executeTakeFirstOrThrow();
  // Each record with its primary contact, like every demo partner: the other enterprise's demo user.
  await db.insertInto('partner_contact').values([
    { enterprise_id: tradingId, partner_id: supplierRecord.id, name: '演示用户', mobile: '13800000000', position: '销售经理', is_primary: 1, ...stamp },
    { enterprise_id: manufacturerId, partner_id: customerRecord.id, name: '演示用户', mobile: '13800000000', position: '采购负责人', is_primary: 1, ...stamp },
  ] as never).execute();
  await db.insertInto('partner_link').values({
    enterprise_id: tradingId, supplier_enterprise_id: manufacturerId, customer_enterprise_id: tradingId, supplier_partner_id: supplierRecord.id,
    customer_partner_id: customerRecord.id, status: LinkStatus.linked, category_ids: JSON.stringify([finished[0]!.category_id]), invited_by: supplier.employeeId,
    create_time: now, accept_time: now,
  }).execute();
  const coupling = finished.find((p) => p.code === 'CP-LM-100');
  if (coupling) {
    await db.insertInto('sale_agreement_price').values({ enterprise_id: manufacturerId, partner_id: customerRecord.id, product_id: coupling.id, price: '150.000000', ...stamp } as never).execute();
  }
}
