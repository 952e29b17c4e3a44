import { Decimal, qty } from '@zf/shared';
import { auditBill, BillService } from '../../../engines/bill/index.ts';
import { PermissionSet } from '../../../platform/permissions/permission-set.ts';
import { catalogDb } from '../../catalog/index.ts';
import { stockOpening } from '../../inventory/index.ts';
import type { DemoContext } from './demo-context.ts';

/**
 * Opening stock of the demo trading company (issue 12 item 2): one opening document per warehouse, through the
 * bill engine like a user's (仓库期初 page), dated the day before the books start. The main warehouse holds every
 * product that is not serial-tracked, between its minimum and maximum stock; the branches hold every third product,
 * a third as much. Valued at the purchase price, so the first sale has a cost and a margin.
 */
export async function seedOpeningStock(ctx: DemoContext, openingDate: string): Promise<void> {
  const enterpriseId = ctx.tradingId;
  const admin = await ctx.db.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
  const tenant = { enterpriseId, employeeId: admin.id, isAdmin: true, permissions: PermissionSet.admin() };
  const products = await catalogDb(ctx.db).selectFrom('product').select(['id', 'purchase_price', 'min_stock', 'max_stock'])
    .where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null).where('is_draft', '=', 0).where('serial_tracking', '=', 0)
    .where('purchase_price', '>', '0').orderBy('code').execute();
  const warehouses = await ctx.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).orderBy('sort').orderBy('id').execute();
  const bills = new BillService(ctx.db);
  for (const [w, warehouse] of warehouses.entries()) {
    const lines = products
      .filter((_, i) => w === 0 || i % 3 === w % 3)
      .map((p) => {
        const middle = new Decimal(p.min_stock).add(p.max_stock).div(2).ceil();
        const number = w === 0 ? Decimal.max(middle, 10) : Decimal.max(middle.div(3).ceil(), 2);
        return { product_id: p.id, number: qty(number), price: p.purchase_price };
      });
    if (!lines.length) continue;
    const made = await bills.create(tenant, stockOpening, { bill_date: openingDate, store_id: warehouse.id, remark: '期初库存', lines } as never);
    await auditBill(ctx.db, tenant, stockOpening, made.id, 'audit');
  }
}
