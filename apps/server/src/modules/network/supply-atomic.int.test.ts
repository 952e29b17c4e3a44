import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillTypeCode } from '@zf/shared';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Accept, one-click delivery and one-click receipt are each ONE transaction (issue 19): when the second half fails
 * (the buyer's approval refused, the supplier's stock short) nothing of the first half stays — no approved sales
 * order beside a pending purchase order, no draft delivery, no pending purchase bill — and concurrent accepts approve
 * once. A pump at 420.00 × 0.9 (wholesale level) = 378.00.
 */
let t: TestApp;
let supplier: TradingBooks;
let buyer: TradingBooks;
let pump: number;
let approver: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await tradingBooks(t, '精工原子');
  buyer = await tradingBooks(t, '华东原子');
  const c = supplier.admin.client;
  const cat = (await c.post('/product-categories', { name: '产成品', sort: 1 })).data.id as number;
  pump = await supplier.product('齿轮泵', { code: 'AT-CBN-01', category_id: cat, sale_price: '420.00' });
  await supplier.posted('purchase-bills', { partner_id: supplier.supplier, lines: [{ product_id: pump, number: '5', price: '250' }] });
  const level = (await c.post('/price-levels', { name: '批发价', rate: '0.9' })).data.id as number;
  const linkId = (await buyer.admin.client.post('/partner-links', { partner_id: buyer.supplier, enterprise_code: supplier.code })).data.id as number;
  expect((await c.post(`/partner-links/${linkId}/accept`, { partner_id: supplier.customer, price_level_id: level, category_ids: [cat] })).code).toBe(2000);
  approver = (await joinedMember(t.client, buyer, '采购审批员')).employeeId;
});
afterAll(async () => { await t?.close(); });

const order = async (number: string) => {
  expect((await buyer.admin.client.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number }] })).code).toBe(2000);
  const made = await buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier });
  expect(made.code, made.msg).toBe(2000);
  const id = (await supplier.admin.client.get('/supply/customer-orders?status=1')).data.list.find((o: { bill_id: number }) => o.bill_id === made.data.sale_order.id).id as number;
  return { id, purchaseOrderId: made.data.purchase_order_id as number, saleOrderId: made.data.sale_order.id as number };
};
const status = async (books: TradingBooks, type: string, id: number) => (await books.admin.client.get(`/bills/${type}/${id}`)).data.audit_status as number;
const count = async (books: TradingBooks, type: BillTypeCode) => Number((await t.database.db.selectFrom('bill').select((eb) => eb.fn.countAll<string>().as('n'))
  .where('enterprise_id', '=', books.enterpriseId).where('type', '=', type).executeTakeFirstOrThrow()).n);
const flow = (books: TradingBooks, type: string, employeeIds: number[]) => books.admin.client.put(`/audit-flows/${type}`, { steps: employeeIds.length ? [{ employee_ids: employeeIds }] : [] });
const stock = async (books: TradingBooks) => (await t.database.db.selectFrom('stock_balance as b').innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'b.enterprise_id').onRef('p.id', '=', 'b.product_id'))
  .select('b.qty').where('b.enterprise_id', '=', books.enterpriseId).where('p.code', '=', 'AT-CBN-01').executeTakeFirst())?.qty;

describe('accept, deliver and receive are all or nothing', () => {
  it('an accept whose purchase-order approval is refused leaves both orders pending and the order waiting; accepted once the flow allows', async () => {
    const o = await order('8');
    // Only another employee of the buyer may approve its purchase orders: the buyer side of the accept is refused.
    expect((await flow(buyer, 'purchase-orders', [approver])).code).toBe(2000);
    const refused = await supplier.admin.client.post(`/supply/customer-orders/${o.id}/accept`);
    expect(refused).toMatchObject({ code: 4003 });
    expect(await status(supplier, 'sale-orders', o.saleOrderId)).toBe(1);
    expect(await status(buyer, 'purchase-orders', o.purchaseOrderId)).toBe(1);
    expect((await supplier.admin.client.get('/supply/customer-orders?status=1')).data.list.map((r: { id: number }) => r.id)).toContain(o.id);
    const logged = await t.database.db.selectFrom('bill_audit_log').select('id').where('enterprise_id', '=', supplier.enterpriseId).where('bill_id', '=', o.saleOrderId).execute();
    expect(logged).toEqual([]);

    expect((await flow(buyer, 'purchase-orders', [])).code).toBe(2000);
    expect((await supplier.admin.client.post(`/supply/customer-orders/${o.id}/accept`)).code).toBe(2000);
    expect(await status(supplier, 'sale-orders', o.saleOrderId)).toBe(2);
    expect(await status(buyer, 'purchase-orders', o.purchaseOrderId)).toBe(2);

    // 8 pumps with 5 in stock: the delivery's approval is refused and no draft sales bill stays.
    const before = await count(supplier, 'sale-bills');
    const short = await supplier.admin.client.post(`/supply/customer-orders/${o.id}/deliver`);
    expect(short.code).not.toBe(2000);
    expect(await count(supplier, 'sale-bills')).toBe(before);
    expect(await stock(supplier)).toBe('5.0000');
    await supplier.posted('purchase-bills', { partner_id: supplier.supplier, lines: [{ product_id: pump, number: '5', price: '250' }] });
    const delivered = await supplier.admin.client.post(`/supply/customer-orders/${o.id}/deliver`);
    expect(delivered.code, delivered.msg).toBe(2000);
    expect(await count(supplier, 'sale-bills')).toBe(before + 1);
    expect(await stock(supplier)).toBe('2.0000');

    // The buyer's purchase bills need another approver: the one-click receipt is refused and leaves no purchase bill.
    expect((await flow(buyer, 'purchase-bills', [approver])).code).toBe(2000);
    const noReceipt = await buyer.admin.client.post(`/supply/orders/${o.id}/receive`, { sale_bill_id: delivered.data.sale_bill_id });
    expect(noReceipt.code).toBe(4003);
    expect(await count(buyer, 'purchase-bills')).toBe(0);
    const receipts = await t.database.db.selectFrom('supply_receipt').select('id').where('enterprise_id', '=', buyer.enterpriseId).execute();
    expect(receipts).toEqual([]);
    expect(await stock(buyer)).toBeUndefined();
    expect((await flow(buyer, 'purchase-bills', [])).code).toBe(2000);
    const received = await buyer.admin.client.post(`/supply/orders/${o.id}/receive`, { sale_bill_id: delivered.data.sale_bill_id });
    expect(received.code, received.msg).toBe(2000);
    expect((await buyer.admin.client.get(`/bills/purchase-bills/${received.data.purchase_bill_id}`)).data).toMatchObject({ audit_status: 2, total_amount: '3024.00' });
    expect(await stock(buyer)).toBe('8.0000');
    expect(await count(buyer, 'purchase-bills')).toBe(1);
  });

  it('three accepts of one order at once: one approves both orders, the others answer 4090', async () => {
    const o = await order('1');
    const answers = await Promise.all([1, 2, 3].map(() => supplier.admin.client.post(`/supply/customer-orders/${o.id}/accept`)));
    expect(answers.map((a) => a.code).sort()).toEqual([2000, 4090, 4090]);
    const audits = await t.database.db.selectFrom('bill_audit_log').select('action').where('enterprise_id', '=', supplier.enterpriseId).where('bill_id', '=', o.saleOrderId).execute();
    expect(audits.map((a) => a.action)).toEqual(['audit']);
    const buyerAudits = await t.database.db.selectFrom('bill_audit_log').select('action').where('enterprise_id', '=', buyer.enterpriseId).where('bill_id', '=', o.purchaseOrderId).execute();
    expect(buyerAudits.map((a) => a.action)).toEqual(['audit']);
    expect(await status(buyer, 'purchase-orders', o.purchaseOrderId)).toBe(2);
  });

  it('a refusal voids both orders together; a second refusal or an accept after it answers 4090', async () => {
    const o = await order('2');
    const [x, y] = await Promise.all([supplier.admin.client.post(`/supply/customer-orders/${o.id}/refuse`), buyer.admin.client.post(`/supply/orders/${o.id}/cancel`)]);
    expect([x.code, y.code].sort()).toEqual([2000, 4090]);
    expect(await status(supplier, 'sale-orders', o.saleOrderId)).toBe(4);
    expect(await status(buyer, 'purchase-orders', o.purchaseOrderId)).toBe(4);
    expect((await supplier.admin.client.post(`/supply/customer-orders/${o.id}/accept`)).code).toBe(4090);
  });
});
