import { AuditStatus, BillBody, chinaToday, Decimal, type Language, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { auditBillIn, BillService, type BillType } from '../../engines/bill/index.ts';
import { transactionWithHooks } from '../../platform/db/after-commit.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { PermissionSet } from '../../platform/permissions/permission-set.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { buyerLink, type BuyerLink } from './partner-link.ts';
import { notifyAdmins } from './network-notify.ts';
import { offered, type SupplyGood } from './supply-goods.ts';

export const SupplyStatus = { waiting: 1, accepted: 2, refused: 3 } as const;

/** The four document types the network writes, from the app's registry. */
export interface NetworkBillTypes { purchaseOrder: BillType; saleOrder: BillType; saleBill: BillType; purchaseBill: BillType }

/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */

export interface SubmitInput { supplier_partner_id: number; lines?: Array<{ product_id: number; number: string }> }

/** The enterprise's default warehouse (the first by sort when none is marked). */
async function defaultWarehouse(tx: Kysely<DB>, enterpriseId: number): Promise<number> {
  const w = await tx.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId)
    .orderBy('is_default', 'desc').orderBy('sort').orderBy('id').executeTakeFirst();
  if (!w) throw conflict('network.noWarehouse');
  return w.id;
}

/** Who writes the supplier's documents for the network: its administrator (the first, when there are several). */
export async function actingAdmin(tx: Kysely<DB>, enterpriseId: number): Promise<TenantContext> {
  const admin = await tx.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('is_admin', '=', true).orderBy('id').executeTakeFirstOrThrow();
  return { enterpriseId, employeeId: admin.id, isAdmin: true, permissions: PermissionSet.admin() };
}

/**
 * The buyer's product for each supplier product: the one mapped before, else the buyer's product of the same code,
 * else a new product copied from the supplier's (name, code, spec, unit by name, serial tracking: the serials the
 * supplier delivers then enter the buyer's serial ledger), remembered for next time.
 */
async function buyerProducts(tx: Kysely<DB>, link: BuyerLink, goods: SupplyGood[]): Promise<Map<number, number>> {
  const buyer = link.customer_enterprise_id;
  const ids = goods.map((g) => g.product_id);
  const mapped = await tx.selectFrom('supply_product_map').select(['supplier_product_id', 'product_id'])
    .where('enterprise_id', '=', buyer).where('supplier_enterprise_id', '=', link.supplier_enterprise_id).where('supplier_product_id', 'in', ids).execute();
  const result = new Map(mapped.map((m) => [m.supplier_product_id, m.product_id]));
  const tracked = new Set((await tx.selectFrom('product').select('id').where('enterprise_id', '=', link.supplier_enterprise_id)
    .where('id', 'in', ids).where('serial_tracking', '=', 1).execute()).map((p) => p.id));
  const now = nowSeconds();
  for (const good of goods) {
    if (result.has(good.product_id)) continue;
    let own = await tx.selectFrom('product').select('id').where('enterprise_id', '=', buyer).where('code', '=', good.code).where('deleted_time', 'is', null).executeTakeFirst();
    if (!own) {
      const unitName = good.unit_name || '个';
      let unit = await tx.selectFrom('unit').select('id').where('enterprise_id', '=', buyer).where('name', '=', unitName).executeTakeFirst();
      unit ??= await tx.insertInto('unit').values({ enterprise_id: buyer, name: unitName, create_time: now, update_time: now }).returning('id').executeTakeFirstOrThrow();
      own = await tx.insertInto('product').values({
        enterprise_id: buyer, code: good.code, name: good.name, spec: good.spec, unit_id: unit.id, purchase_price: good.price, sale_price: '0',
        min_stock: '0', max_stock: '0', serial_tracking: tracked.has(good.product_id) ? 1 : 0, create_time: now, update_time: now,
      }).returning('id').executeTakeFirstOrThrow();
    }
    await tx.insertInto('supply_product_map').values({ enterprise_id: buyer, supplier_enterprise_id: link.supplier_enterprise_id, supplier_product_id: good.product_id, product_id: own.id }).execute();
    result.set(good.product_id, own.id);
  }
  return result;
}

/**
 * Submits the buyer's cart for one supplier (issue 19 item 2): ONE transaction writes the buyer's purchase order and
 * the supplier's sales order (same lines, the price the link gives), links them and empties those cart rows.
 * Locks in a fixed order — the link row, then the cart rows by id — so two submissions of the same cart queue up and
 * the second finds the cart empty (4090): exactly one pair of orders.
 */
export async function submitOrder(db: Kysely<DB>, tenant: TenantContext, types: NetworkBillTypes, input: SubmitInput, language: Language) {
  await buyerLink(db, tenant.enterpriseId, input.supplier_partner_id);
  return db.transaction().execute(async (tx) => {
    const link = await buyerLink(tx, tenant.enterpriseId, input.supplier_partner_id, true);
    const cart = await tx.selectFrom('supply_cart').select(['id', 'product_id', 'number'])
      .where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).where('link_id', '=', link.id)
      .orderBy('id').forUpdate().execute();
    const wanted = input.lines?.length ? input.lines : cart;
    if (!wanted.length) throw conflict('network.cartEmpty');
    const goods = await offered(tx, link, wanted.map((l) => l.product_id));
    wanted.forEach((l, i) => { if (!goods.has(l.product_id)) throw invalidFields({ [`lines.${i}.product_id`]: 'network.goodsGone' }); });
    const own = await buyerProducts(tx, link, [...goods.values()]);
    const date = chinaToday();
    const remark = translate(language, 'network.supplyOrderRemark');
    const buyerStore = await defaultWarehouse(tx, link.customer_enterprise_id);
    const purchase = await new BillService(tx).createInTransaction(tenant, types.purchaseOrder, BillBody.parse({
      bill_date: date, partner_id: link.supplier_partner_id, store_id: buyerStore, remark,
      lines: wanted.map((l) => ({ product_id: own.get(l.product_id)!, number: qty(l.number), price: goods.get(l.product_id)!.price })),
    }));
    const supplier = await actingAdmin(tx, link.supplier_enterprise_id);
    const sale = await new BillService(tx).createInTransaction(supplier, types.saleOrder, BillBody.parse({
      bill_date: date, partner_id: link.customer_partner_id, store_id: await defaultWarehouse(tx, link.supplier_enterprise_id), remark: `${remark} ${purchase.bill_sn}`,
      lines: wanted.map((l) => ({ product_id: l.product_id, number: qty(l.number), price: goods.get(l.product_id)!.price })),
    }));
    await tx.updateTable('bill').set({ remark: `${remark} ${sale.bill_sn}` }).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', purchase.id).execute();
    await tx.insertInto('supply_order').values({
      enterprise_id: tenant.enterpriseId, link_id: link.id, purchase_order_id: purchase.id, supplier_enterprise_id: link.supplier_enterprise_id,
      sale_order_id: sale.id, created_by: tenant.employeeId, create_time: nowSeconds(),
    }).execute();
    const customer = await tx.selectFrom('partner').select('name').where('enterprise_id', '=', link.supplier_enterprise_id).where('id', '=', link.customer_partner_id).executeTakeFirst();
    const total = await tx.selectFrom('bill').select('total_amount').where('enterprise_id', '=', link.supplier_enterprise_id).where('id', '=', sale.id).executeTakeFirstOrThrow();
    await notifyAdmins(tx, link.supplier_enterprise_id, { key: 'msg.network.order.title' },
      { key: 'msg.network.order.content', params: { customer: customer?.name ?? '', bill_sn: sale.bill_sn, amount: total.total_amount } });
    const used = new Set(wanted.map((l) => l.product_id));
    const gone = cart.filter((c) => used.has(c.product_id)).map((c) => c.id);
    if (gone.length) await tx.deleteFrom('supply_cart').where('enterprise_id', '=', tenant.enterpriseId).where('id', 'in', gone).execute();
    return { purchase_order_id: purchase.id, sale_order: { enterprise_id: link.supplier_enterprise_id, id: sale.id } };
  });
}

interface SupplyOrderRow { id: number; enterprise_id: number; purchase_order_id: number; supplier_enterprise_id: number; sale_order_id: number; status: number; created_by: number; link_id: number }

const orderRow = (db: Kysely<DB>) => db.selectFrom('supply_order')
  .select(['id', 'enterprise_id', 'purchase_order_id', 'supplier_enterprise_id', 'sale_order_id', 'status', 'created_by', 'link_id']);

/** One of the supplier's incoming orders, or 4004. */
export async function supplierOrder(db: Kysely<DB>, supplierId: number, id: number): Promise<SupplyOrderRow> {
  const row = await orderRow(db).where('supplier_enterprise_id', '=', supplierId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The buyer side acts as the employee who submitted the order. */
const buyerActor = (row: SupplyOrderRow): TenantContext => ({ enterpriseId: row.enterprise_id, employeeId: row.created_by, isAdmin: true, permissions: PermissionSet.admin() });

/** The order row locked for this transaction: accept, refuse, cancel and deliver of one order queue up behind it. */
async function lockOrder(tx: Kysely<DB>, row: SupplyOrderRow): Promise<SupplyOrderRow> {
  return orderRow(tx).where('enterprise_id', '=', row.enterprise_id).where('id', '=', row.id).forUpdate().executeTakeFirstOrThrow();
}

/** Moves a waiting order to accepted or refused once (a second click answers 4090); inside the caller's transaction. */
async function settle(tx: Kysely<DB>, row: SupplyOrderRow, status: number) {
  await tx.updateTable('supply_order').set({ status }).where('enterprise_id', '=', row.enterprise_id).where('id', '=', row.id).execute();
}

/**
 * The supplier accepts (接单): both orders are approved, so the supplier can deliver and the buyer receive. ONE
 * transaction — the order row locked first, then the sales order, then the purchase order — so a refused approval on
 * either side leaves both orders pending and the order waiting, and concurrent accepts approve once (the others 4090).
 */
export async function acceptOrder(db: Kysely<DB>, tenant: TenantContext, types: NetworkBillTypes, id: number) {
  const found = await supplierOrder(db, tenant.enterpriseId, id);
  await transactionWithHooks(db, async (tx) => {
    const row = await lockOrder(tx, found);
    if (row.status !== SupplyStatus.waiting) throw conflict('network.orderState');
    await auditBillIn(tx, tenant, types.saleOrder, row.sale_order_id, 'audit');
    await auditBillIn(tx, buyerActor(row), types.purchaseOrder, row.purchase_order_id, 'audit');
    await settle(tx, row, SupplyStatus.accepted);
  });
}

/** The supplier refuses (拒单) or the buyer cancels a waiting order: both orders are voided, in one transaction. */
export async function refuseOrder(db: Kysely<DB>, types: NetworkBillTypes, found: SupplyOrderRow, supplier: TenantContext) {
  await transactionWithHooks(db, async (tx) => {
    const row = await lockOrder(tx, found);
    if (row.status !== SupplyStatus.waiting) throw conflict('network.orderState');
    await auditBillIn(tx, supplier, types.saleOrder, row.sale_order_id, 'void');
    await auditBillIn(tx, buyerActor(row), types.purchaseOrder, row.purchase_order_id, 'void');
    await settle(tx, row, SupplyStatus.refused);
  });
}
export const refuseAsSupplier = async (db: Kysely<DB>, tenant: TenantContext, types: NetworkBillTypes, id: number) =>
  refuseOrder(db, types, await supplierOrder(db, tenant.enterpriseId, id), tenant);
export async function cancelAsBuyer(db: Kysely<DB>, tenant: TenantContext, types: NetworkBillTypes, id: number) {
  const row = await orderRow(db).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  await refuseOrder(db, types, row, await actingAdmin(db, row.supplier_enterprise_id));
}

/** The serials the supplier picked for one open line of the order (its sale order line id), one per unit. */
export interface DeliveryPick { line_id: number; serials: string[] }

/**
 * The supplier delivers what is left of an accepted order in one click: a sales bill (stock out) with the order's open
 * lines, created and approved in ONE transaction behind the order row's lock — a refused approval (not enough stock,
 * a serial-tracked line without one serial per unit, a serial not in that warehouse) leaves no draft, and a second
 * click finds nothing left to deliver. Serial-tracked lines carry the serials picked in the delivery dialog; the
 * approval checks them exactly as on an ordinary sales bill (same messages, same row locks on the serials).
 */
export async function deliverOrder(db: Kysely<DB>, tenant: TenantContext, types: NetworkBillTypes, id: number, picks: DeliveryPick[] = []): Promise<{ sale_bill_id: number; bill_sn: string }> {
  const found = await supplierOrder(db, tenant.enterpriseId, id);
  return transactionWithHooks(db, async (tx) => {
    const row = await lockOrder(tx, found);
    if (row.status !== SupplyStatus.accepted) throw conflict('network.orderState');
    const order = await tx.selectFrom('bill').select(['partner_id', 'store_id']).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', row.sale_order_id).executeTakeFirstOrThrow();
    const lines = (await tx.selectFrom('bill_line').select(['id', 'product_id', 'unit_id', 'number', 'done_number', 'price', 'tax_rate', 'warehouse_id'])
      .where('enterprise_id', '=', tenant.enterpriseId).where('bill_id', '=', row.sale_order_id).orderBy('line_no').execute())
      .map((l) => ({ ...l, open: new Decimal(l.number).sub(l.done_number) })).filter((l) => l.open.gt(0));
    if (!lines.length) throw conflict('network.nothingToDeliver');
    // A pick names an open line of THIS order; anything else (another order's line, a delivered one) is refused.
    picks.forEach((p, i) => { if (!lines.some((l) => l.id === p.line_id)) throw invalidFields({ [`lines.${i}.line_id`]: 'network.lineNotOpen' }); });
    const serialsOf = new Map(picks.map((p) => [p.line_id, p.serials]));
    const made = await new BillService(tx).createInTransaction(tenant, types.saleBill, BillBody.parse({
      bill_date: chinaToday(), partner_id: order.partner_id, store_id: order.store_id, source_bill_id: row.sale_order_id,
      lines: lines.map((l) => ({
        product_id: l.product_id, unit_id: l.unit_id || undefined, number: qty(l.open), price: l.price, tax_rate: l.tax_rate, warehouse_id: l.warehouse_id || undefined,
        source_line_id: l.id, ...(serialsOf.get(l.id)?.length ? { serials: serialsOf.get(l.id) } : {}),
      })),
    }));
    await auditBillIn(tx, tenant, types.saleBill, made.id, 'audit');
    return { sale_bill_id: made.id, bill_sn: made.bill_sn };
  });
}

/**
 * The buyer receives one of the supplier's approved deliveries in one click: a purchase bill (stock in) from its
 * purchase order with the delivered quantities line for line (the orders' lines pair by line number), approved at
 * once, in one transaction. The receipt row is unique per delivery, so a second click (or a concurrent one) receives
 * nothing twice. The delivery's serials ride along on each line: they enter the buyer's serial ledger when the buyer's
 * product is serial-tracked, and stay on the receipt line as a record otherwise (docs/decisions.md).
 */
export async function receiveDelivery(db: Kysely<DB>, tenant: TenantContext, types: NetworkBillTypes, saleBillId: number, supplierEnterpriseId: number) {
  const delivery = await db.selectFrom('bill').select(['id', 'source_bill_id', 'audit_status'])
    .where('enterprise_id', '=', supplierEnterpriseId).where('type', '=', 'sale-bills').where('id', '=', saleBillId).executeTakeFirst();
  const row = delivery && await orderRow(db).where('enterprise_id', '=', tenant.enterpriseId).where('supplier_enterprise_id', '=', supplierEnterpriseId)
    .where('sale_order_id', '=', delivery.source_bill_id).executeTakeFirst();
  if (!delivery || !row || delivery.audit_status !== AuditStatus.approved) throw notFound();
  const saleLines = await sql<{ number: string; line_no: number; serials: string[] | null }>`
    SELECT d.number, o.line_no, d.serials FROM bill_line d JOIN bill_line o ON o.enterprise_id = d.enterprise_id AND o.id = d.source_line_id
    WHERE d.enterprise_id = ${supplierEnterpriseId} AND d.bill_id = ${saleBillId} ORDER BY d.line_no`.execute(db);
  const order = await db.selectFrom('bill').select(['partner_id', 'store_id']).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', row.purchase_order_id).executeTakeFirstOrThrow();
  const poLines = new Map((await db.selectFrom('bill_line').select(['id', 'line_no', 'product_id', 'unit_id', 'price', 'tax_rate', 'warehouse_id'])
    .where('enterprise_id', '=', tenant.enterpriseId).where('bill_id', '=', row.purchase_order_id).execute()).map((l) => [l.line_no, l]));
  // Created, recorded and approved in ONE transaction: a refused approval leaves no pending purchase bill behind.
  const made = await transactionWithHooks(db, async (tx: Kysely<DB>) => {
    const taken = await tx.selectFrom('supply_receipt').select('id').where('supplier_enterprise_id', '=', supplierEnterpriseId).where('sale_bill_id', '=', saleBillId).forUpdate().executeTakeFirst();
    if (taken) throw conflict('network.alreadyReceived');
    const bill = await new BillService(tx).createInTransaction(tenant, types.purchaseBill, BillBody.parse({
      bill_date: chinaToday(), partner_id: order.partner_id, store_id: order.store_id, source_bill_id: row.purchase_order_id,
      lines: saleLines.rows.map((s) => {
        const l = poLines.get(s.line_no)!;
        return {
          product_id: l.product_id, unit_id: l.unit_id || undefined, number: qty(s.number), price: l.price, tax_rate: l.tax_rate, warehouse_id: l.warehouse_id || undefined,
          source_line_id: l.id, ...(s.serials?.length ? { serials: s.serials } : {}),
        };
      }),
    }));
    await tx.insertInto('supply_receipt').values({
      enterprise_id: tenant.enterpriseId, supply_order_id: row.id, supplier_enterprise_id: supplierEnterpriseId, sale_bill_id: saleBillId, purchase_bill_id: bill.id, create_time: nowSeconds(),
    }).execute();
    await auditBillIn(tx, tenant, types.purchaseBill, bill.id, 'audit');
    return bill;
  }).catch((e: unknown) => {
    if ((e as { code?: string }).code === '23505') throw conflict('network.alreadyReceived');
    throw e;
  });
  return { purchase_bill_id: made.id, bill_sn: made.bill_sn };
}
