import { AuditStatus, BillBody, billFunction, billMetaOf, type BillTypeCode, chinaToday, Code } from '@zf/shared';
import type { Kysely } from 'kysely';
import { BillService } from '../../engines/bill/bill-service.ts';
import type { BillType } from '../../engines/bill/index.ts';
import { loadBill } from '../../engines/bill/bill-store.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';

/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */

export interface ToOrderInput {
  bill_date?: string;
  store_id?: number;
  delivery_date?: string | null;
  /** Requisitions name no supplier: the order needs one. */
  partner_id?: number;
}

/**
 * "Make an order from this quotation / requisition": a new pending order with the source's lines (product, unit,
 * quantity, price, tax rate) and header, naming the source in `source_bill_id` (so the source cannot be reverse-audited
 * while the order lives). Only an approved source; the caller needs the order type's add right. The order is an
 * ordinary draft afterwards: the user edits and audits it as usual.
 */
export async function makeOrderFrom(db: Kysely<DB>, ctx: RequestContext, sourceType: BillTypeCode, sourceId: number, order: BillType, input: ToOrderInput) {
  const tenant = requireTenant(ctx);
  const sourceMeta = billMetaOf(sourceType)!;
  if (!tenant.permissions.canOpen(sourceMeta.page) || !tenant.permissions.can(billFunction(order.meta, 'add'))) throw forbidden();
  const source = await loadBill(db, tenant.enterpriseId, sourceType, sourceId);
  if (!source) throw notFound();
  if (source.header.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'trading.sourceNotApproved');
  const h = source.header;
  const partnerId = input.partner_id ?? h.partner_id;
  if (!partnerId) throw invalidFields({ partner_id: 'bill.partnerRequired' });
  const body = BillBody.parse({
    bill_date: input.bill_date ?? chinaToday(),
    delivery_date: input.delivery_date ?? (h.delivery_date ? String(h.delivery_date).slice(0, 10) : undefined),
    partner_id: partnerId,
    store_id: input.store_id ?? h.store_id,
    department_id: h.department_id, principal_id: h.principal_id, currency_id: h.currency_id, rate: h.rate,
    pay_method: h.pay_method, remark: h.remark, source_bill_id: h.id,
    lines: source.lines.map((l) => ({
      product_id: l.product_id, unit_id: l.unit_id, number: l.number, price: l.price, tax_rate: l.tax_rate, discount_rate: l.discount_rate, discount_amount: l.discount_amount,
      warehouse_id: l.warehouse_id || undefined, remark: l.remark,
    })),
  });
  return new BillService(db).create(tenant, order, body);
}
