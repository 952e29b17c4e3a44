import { amount, BillBody, chinaToday, Decimal, PayStatus as SharedPayStatus, qty, ShopOrderStatus, Switch, unitPrice } from '@zf/shared';
import type { Kysely } from 'kysely';
import { BillService, type BillTypeRegistry } from '../../engines/bill/index.ts';
import { nextBillSn } from '../../engines/bill/numbering.ts';
import { logChange } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { salePrices } from '../pricing/index.ts';

/** shop_order.order_status, pay_status, order_type (SPEC §3). */
export const OrderStatus = ShopOrderStatus;
export const PayStatus = SharedPayStatus;
export const OrderType = { stock: 1, urgent: 2 } as const;

const prefix = 'MDDD-';
/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */

export interface ShopOrderInput {
  order_type: number;
  remark?: string;
  lines: Array<{ product_id: number; number: string }>;
}

/**
 * A shop's order, priced on the server with the shop customer's sale prices (agreement, promotion, else the product's
 * sale price): original amount = Σ number × price; the order amount starts equal to it. Unit from the product.
 */
export async function placeShopOrder(db: Kysely<DB>, enterpriseId: number, shopId: number, accountId: number, input: ShopOrderInput) {
  return db.transaction().execute(async (tx) => {
    const shop = await tx.selectFrom('shop').select(['id', 'partner_id', 'online']).where('enterprise_id', '=', enterpriseId).where('id', '=', shopId).executeTakeFirst();
    if (!shop) throw notFound();
    if (shop.online !== 1) throw conflict('shop.offline');
    const ids = [...new Set(input.lines.map((l) => l.product_id))];
    const products = await tx.selectFrom('product').select(['id', 'unit_id']).where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).where('deleted_time', 'is', null).execute();
    const unitOf = new Map(products.map((p) => [p.id, p.unit_id]));
    input.lines.forEach((l, i) => { if (!unitOf.has(l.product_id)) throw new AppError(4220, 'shopOrder.productMissing', { fields: { [`lines.${i}.product_id`]: 'field.refMissing' } }, { line: i + 1 }); });
    const prices = new Map((await salePrices(tx, enterpriseId, shop.partner_id, ids, chinaToday())).map((p) => [p.product_id, p.price]));
    const lines = input.lines.map((l, i) => {
      const price = unitPrice(prices.get(l.product_id) ?? '0');
      return { line_no: i + 1, product_id: l.product_id, unit_id: unitOf.get(l.product_id) ?? 0, number: qty(l.number), price, amount: amount(new Decimal(l.number).mul(price)) };
    });
    const total = amount(lines.reduce((a, l) => a.plus(l.amount), new Decimal(0)));
    const now = nowSeconds();
    const sn = await nextBillSn(tx, enterpriseId, prefix, chinaToday());
    const { id } = await tx.insertInto('shop_order').values({
      enterprise_id: enterpriseId, sub_order_sn: sn, shop_id: shopId, account_id: accountId, order_type: input.order_type,
      original_amount: total, order_amount: total, remark: input.remark ?? '', create_time: now, update_time: now,
    }).returning('id').executeTakeFirstOrThrow();
    await tx.insertInto('shop_order_line').values(lines.map((l) => ({ enterprise_id: enterpriseId, order_id: id, ...l }))).execute();
    return { id, sub_order_sn: sn, order_amount: total };
  });
}

export interface ShopOrderQuery { page: number; page_size: number; shop_id?: number; order_status?: number; pay_status?: number; keyword?: string }

export async function listShopOrders(db: Kysely<DB>, enterpriseId: number, q: ShopOrderQuery) {
  let base = db.selectFrom('shop_order as o')
    .innerJoin('shop as s', (j) => j.onRef('s.enterprise_id', '=', 'o.enterprise_id').onRef('s.id', '=', 'o.shop_id'))
    .leftJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'o.enterprise_id').onRef('b.id', '=', 'o.sale_order_id'))
    .where('o.enterprise_id', '=', enterpriseId);
  if (q.shop_id) base = base.where('o.shop_id', '=', q.shop_id);
  if (q.order_status) base = base.where('o.order_status', '=', q.order_status);
  if (q.pay_status) base = base.where('o.pay_status', '=', q.pay_status);
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('o.sub_order_sn', 'like', like), eb('s.name', 'like', like), eb('o.logistics_sn', 'like', like), eb('o.bank_serial', 'like', like)]));
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select([
    'o.id', 'o.sub_order_sn', 'o.shop_id', 's.name as shop_name', 'o.order_type', 'o.order_status', 'o.pay_status', 'o.original_amount', 'o.order_amount',
    'o.receipt_amount', 'o.bank_serial', 'o.logistics_sn', 'o.cancel_reason', 'o.sale_order_id', 'b.bill_sn as sale_order_sn', 'o.remark', 'o.create_time',
  ]).orderBy('o.id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute();
  return { list: rows.map((r) => ({ ...r, sale_order_sn: r.sale_order_sn ?? '', create_time: Number(r.create_time) })), total: Number(total), page: q.page, page_size: q.page_size };
}

export async function shopOrderDetail(db: Kysely<DB>, enterpriseId: number, id: number, shopId?: number) {
  let q = db.selectFrom('shop_order').selectAll().where('enterprise_id', '=', enterpriseId).where('id', '=', id);
  if (shopId !== undefined) q = q.where('shop_id', '=', shopId);
  const order = await q.executeTakeFirst();
  if (!order) throw notFound();
  const lines = await db.selectFrom('shop_order_line as l')
    .leftJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'l.enterprise_id').onRef('p.id', '=', 'l.product_id'))
    .select(['l.line_no', 'l.product_id', 'p.name as product_name', 'p.code as product_code', 'l.unit_id', 'l.number', 'l.price', 'l.amount'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.order_id', '=', id).orderBy('l.line_no').execute();
  const receipts = await db.selectFrom('shop_order_receipt as r')
    .leftJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'r.enterprise_id').onRef('b.id', '=', 'r.receipt_bill_id'))
    .select(['r.id', 'r.amount', 'r.bank_serial', 'r.receipt_bill_id', 'b.bill_sn as receipt_bill_sn', 'r.create_time'])
    .where('r.enterprise_id', '=', enterpriseId).where('r.order_id', '=', id).orderBy('r.id').execute();
  const { version: _v, enterprise_id: _e, ...rest } = { version: 0, ...order };
  return {
    ...rest, create_time: Number(order.create_time), update_time: Number(order.update_time),
    lines: lines.map((l) => ({ ...l, product_name: l.product_name ?? '', product_code: l.product_code ?? '' })),
    receipts: receipts.map((r) => ({ ...r, receipt_bill_sn: r.receipt_bill_sn ?? '', create_time: Number(r.create_time) })),
  };
}

const loadForUpdate = async (tx: Kysely<DB>, enterpriseId: number, id: number) => {
  const o = await tx.selectFrom('shop_order').selectAll().where('enterprise_id', '=', enterpriseId).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!o) throw notFound();
  return o;
};

/**
 * Confirms a pending shop order: a sales order (XSDD-) for the shop's customer with the order's lines and prices, in
 * the default warehouse, made through the bill engine as a draft the sales staff audit as usual. The order is
 * claimed first (pending → confirmed) so two clicks make one sales order; a failed sales order gives the claim back.
 */
export async function toSaleOrder(db: Kysely<DB>, bills: BillTypeRegistry, tenant: TenantContext, id: number) {
  const e = tenant.enterpriseId;
  const claimed = await db.transaction().execute(async (tx) => {
    const o = await loadForUpdate(tx, e, id);
    if (o.order_status === OrderStatus.cancelled) throw conflict('shopOrder.cancelled');
    if (o.order_status !== OrderStatus.pending) throw conflict('shopOrder.notPending');
    const shop = await tx.selectFrom('shop').select(['partner_id']).where('enterprise_id', '=', e).where('id', '=', o.shop_id).executeTakeFirstOrThrow();
    if (!shop.partner_id) throw conflict('shopOrder.noCustomer');
    await tx.updateTable('shop_order').set({ order_status: OrderStatus.confirmed, update_time: nowSeconds() }).where('enterprise_id', '=', e).where('id', '=', id).execute();
    return { order: o, partnerId: shop.partner_id };
  });
  try {
    const lines = await db.selectFrom('shop_order_line').selectAll().where('enterprise_id', '=', e).where('order_id', '=', id).orderBy('line_no').execute();
    const store = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e).where('status', '=', Switch.on)
      .orderBy('is_default', 'desc').orderBy('id').executeTakeFirst();
    const made = await new BillService(db).create(tenant, bills.get('sale-orders')!, BillBody.parse({
      bill_date: chinaToday(), partner_id: claimed.partnerId, store_id: store?.id, remark: claimed.order.sub_order_sn,
      lines: lines.map((l) => ({ product_id: l.product_id, unit_id: l.unit_id, number: l.number, price: l.price, tax_rate: '0' })),
    }));
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('shop_order').set({ sale_order_id: made.id, update_time: nowSeconds() }).where('enterprise_id', '=', e).where('id', '=', id).execute();
      await logChange(tx, { enterpriseId: e, employeeId: tenant.employeeId, resource: 'shop-orders', recordId: id, action: 'update', summary: `${claimed.order.sub_order_sn} → ${made.bill_sn}`, changes: { sale_order_id: [0, made.id] } });
    });
    return { sale_order_id: made.id, sale_order_sn: made.bill_sn };
  } catch (err) {
    await db.updateTable('shop_order').set({ order_status: OrderStatus.pending }).where('enterprise_id', '=', e).where('id', '=', id).where('sale_order_id', '=', 0).execute();
    throw err;
  }
}

export interface ReceiptInput { amount: string; account_id: number; bank_serial?: string }

/**
 * A confirmed receipt of a shop order: a receipt bill (SKD-) for the shop's customer into the chosen settlement
 * account, made through the bill engine as a draft for the cashier to audit; the order's receipt amount grows and its
 * payment status follows (unpaid, partial, full). More than is unpaid is refused.
 */
export async function receiveShopOrder(db: Kysely<DB>, bills: BillTypeRegistry, tenant: TenantContext, id: number, input: ReceiptInput) {
  const e = tenant.enterpriseId;
  const o = await db.selectFrom('shop_order').selectAll().where('enterprise_id', '=', e).where('id', '=', id).executeTakeFirst();
  if (!o) throw notFound();
  if (o.order_status === OrderStatus.cancelled) throw conflict('shopOrder.cancelled');
  if (!o.sale_order_id) throw conflict('shopOrder.noSaleOrder');
  const unpaid = new Decimal(o.order_amount).minus(o.receipt_amount);
  if (new Decimal(input.amount).gt(unpaid)) throw new AppError(4090, 'shopOrder.overReceipt', null, { left: amount(unpaid) });
  const shop = await db.selectFrom('shop').select('partner_id').where('enterprise_id', '=', e).where('id', '=', o.shop_id).executeTakeFirstOrThrow();
  const made = await new BillService(db).create(tenant, bills.get('receipts')!, BillBody.parse({
    bill_date: chinaToday(), partner_id: shop.partner_id, remark: `${o.sub_order_sn} ${input.bank_serial ?? ''}`.trim(),
    money_lines: [{ account_id: input.account_id, amount: input.amount }],
  }));
  try {
    return await db.transaction().execute(async (tx) => {
      const cur = await loadForUpdate(tx, e, id);
      const left = new Decimal(cur.order_amount).minus(cur.receipt_amount);
      if (new Decimal(input.amount).gt(left)) throw new AppError(4090, 'shopOrder.overReceipt', null, { left: amount(left) });
      const received = amount(new Decimal(cur.receipt_amount).plus(input.amount));
      const payStatus = new Decimal(received).gte(cur.order_amount) ? PayStatus.full : new Decimal(received).gt(0) ? PayStatus.partial : PayStatus.unpaid;
      const serial = input.bank_serial ?? '';
      await tx.updateTable('shop_order').set({ receipt_amount: received, pay_status: payStatus, bank_serial: serial || cur.bank_serial, update_time: nowSeconds() })
        .where('enterprise_id', '=', e).where('id', '=', id).execute();
      await tx.insertInto('shop_order_receipt').values({ enterprise_id: e, order_id: id, amount: amount(input.amount), bank_serial: serial, receipt_bill_id: made.id, employee_id: tenant.employeeId, create_time: nowSeconds() }).execute();
      await logChange(tx, { enterpriseId: e, employeeId: tenant.employeeId, resource: 'shop-orders', recordId: id, action: 'update', summary: `${cur.sub_order_sn} ${made.bill_sn}`, changes: { receipt_amount: [cur.receipt_amount, received] } });
      return { receipt_amount: received, pay_status: payStatus, receipt_bill_id: made.id, receipt_bill_sn: made.bill_sn };
    });
  } catch (err) {
    // The receipt was refused: its draft goes again.
    await new BillService(db).remove(tenant, bills.get('receipts')!, made.id).catch(() => undefined);
    throw err;
  }
}

/**
 * Cancels an order that has no sales order and no receipt yet; the reason (≥ 2 characters) is kept. `byShop` (the
 * shop ordering view): only the shop's own order and only while it is pending (not yet accepted by the enterprise);
 * the change log names no employee then, and its summary says the shop cancelled.
 */
export async function cancelShopOrder(db: Kysely<DB>, actor: { enterpriseId: number; employeeId: number | null }, id: number, reason: string, byShop?: { shopId: number }) {
  if (reason.trim().length < 2) throw invalidFields({ reason: 'shopOrder.cancelReason' });
  const e = actor.enterpriseId;
  await db.transaction().execute(async (tx) => {
    const o = await loadForUpdate(tx, e, id);
    if (byShop && o.shop_id !== byShop.shopId) throw notFound();
    if (o.order_status === OrderStatus.cancelled) throw conflict('shopOrder.cancelled');
    if (byShop && o.order_status !== OrderStatus.pending) throw conflict('shopOrder.accepted');
    if (o.sale_order_id || new Decimal(o.receipt_amount).gt(0)) throw conflict('shopOrder.cannotCancel');
    await tx.updateTable('shop_order').set({ order_status: OrderStatus.cancelled, cancel_reason: reason.trim(), update_time: nowSeconds() }).where('enterprise_id', '=', e).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: e, employeeId: actor.employeeId, resource: 'shop-orders', recordId: id, action: 'update', summary: `${o.sub_order_sn} cancel${byShop ? ' (shop)' : ''}`, changes: { cancel_reason: ['', reason.trim()] } });
  });
}

/** Completes (已完成) a shipped order that is fully paid; any other state is refused naming what is missing. */
export async function completeShopOrder(db: Kysely<DB>, tenant: TenantContext, id: number) {
  const e = tenant.enterpriseId;
  await db.transaction().execute(async (tx) => {
    const o = await loadForUpdate(tx, e, id);
    if (o.order_status === OrderStatus.cancelled) throw conflict('shopOrder.cancelled');
    if (o.order_status === OrderStatus.completed) throw conflict('shopOrder.completed');
    if (o.order_status !== OrderStatus.shipped) throw conflict('shopOrder.notShipped');
    if (o.pay_status !== PayStatus.full) throw new AppError(4090, 'shopOrder.notPaid', null, { left: amount(new Decimal(o.order_amount).minus(o.receipt_amount)) });
    await tx.updateTable('shop_order').set({ order_status: OrderStatus.completed, update_time: nowSeconds() }).where('enterprise_id', '=', e).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: e, employeeId: tenant.employeeId, resource: 'shop-orders', recordId: id, action: 'update', summary: `${o.sub_order_sn} complete`, changes: { order_status: [o.order_status, OrderStatus.completed] } });
  });
}

/** Records the logistics number of a confirmed order: it is shipped. */
export async function shipShopOrder(db: Kysely<DB>, tenant: TenantContext, id: number, logisticsSn: string) {
  const e = tenant.enterpriseId;
  await db.transaction().execute(async (tx) => {
    const o = await loadForUpdate(tx, e, id);
    if (o.order_status === OrderStatus.cancelled) throw conflict('shopOrder.cancelled');
    if (o.order_status === OrderStatus.completed) throw conflict('shopOrder.completed');
    if (!o.sale_order_id) throw conflict('shopOrder.noSaleOrder');
    await tx.updateTable('shop_order').set({ logistics_sn: logisticsSn, order_status: OrderStatus.shipped, update_time: nowSeconds() }).where('enterprise_id', '=', e).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: e, employeeId: tenant.employeeId, resource: 'shop-orders', recordId: id, action: 'update', summary: `${o.sub_order_sn} ship`, changes: { logistics_sn: [o.logistics_sn, logisticsSn] } });
  });
}
