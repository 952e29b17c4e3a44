import { BillBody, qty } from '@zf/shared';
import type { Kysely } from 'kysely';
import { BillService, type BillType } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/** A planned row the planner chose to turn into a document (the plan's answer, possibly edited). */
export interface PlannedLine { product_id: number; number: string; action: 'produce' | 'purchase' | 'outsource'; need_date: string; start_date?: string }
export interface Made { id: number; bill_sn: string }
export interface Converted { production_orders: Made[]; purchase_requisition: Made | null }

/** The warehouse drafts are made in: the default one of ours, else the first (never a subcontractor's 委外仓). */
async function homeWarehouse(tx: Kysely<DB>, enterpriseId: number): Promise<number> {
  const w = await tx.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).where('subcontractor_id', '=', 0)
    .orderBy('is_default', 'desc').orderBy('sort').orderBy('id').executeTakeFirst();
  if (!w) throw invalidFields({ lines: 'planning.noWarehouse' });
  return w.id;
}

/**
 * 一键转单: the planned rows become draft documents in one transaction (all or none): a production order per row to
 * make (its BOM and routing snapshot taken as on any save), one purchase requisition with every row to buy, needed by
 * its date. Rows to subcontract are made on 委外计划, where their supplier is chosen; they are refused here.
 */
export async function convertPlan(tx: Kysely<DB>, tenant: TenantContext, types: { productionOrder: BillType; purchaseRequisition: BillType }, lines: readonly PlannedLine[], today: string): Promise<Converted> {
  const outsourced = lines.findIndex((l) => l.action === 'outsource');
  if (outsourced >= 0) throw invalidFields({ [`lines.${outsourced}.action`]: 'planning.outsourceOnPlan' });
  const bills = new BillService(tx);
  const store = await homeWarehouse(tx, tenant.enterpriseId);
  const production_orders: Made[] = [];
  for (const l of lines.filter((x) => x.action === 'produce')) {
    production_orders.push(await bills.createInTransaction(tenant, types.productionOrder, BillBody.parse({
      bill_date: today, store_id: store, delivery_date: l.need_date,
      ext: { product_id: l.product_id, quantity: qty(l.number), planned_start: l.start_date ?? today, planned_end: l.need_date },
    })));
  }
  const buy = lines.filter((x) => x.action === 'purchase');
  const purchase_requisition = buy.length
    ? await bills.createInTransaction(tenant, types.purchaseRequisition, BillBody.parse({
      bill_date: today, delivery_date: buy.map((l) => l.need_date).sort()[0],
      lines: buy.map((l) => ({ product_id: l.product_id, number: qty(l.number), remark: l.need_date })),
    }))
    : null;
  return { production_orders, purchase_requisition };
}
