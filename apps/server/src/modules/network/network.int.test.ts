import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * The supply-chain network (issue 19 items 1-2): a manufacturer linked to a trading company as its supplier, the
 * goods and prices the link grants, the cart, one linked order pair per submission, delivery and one-click receipt.
 */
let t: TestApp;
let supplier: TradingBooks;
let buyer: TradingBooks;
let stranger: TradingBooks;
let pump: number;
let coupling: number;
let steel: number;
let linkId: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await tradingBooks(t, '精工网络');
  buyer = await tradingBooks(t, '华东网络');
  stranger = await tradingBooks(t, '无关网络');
  const c = supplier.admin.client;
  const finished = (await c.post('/product-categories', { name: '产成品', sort: 1 })).data.id as number;
  const pumps = (await c.post('/product-categories', { name: '齿轮泵', parent_id: finished, sort: 1 })).data.id as number;
  const raw = (await c.post('/product-categories', { name: '原材料', sort: 2 })).data.id as number;
  pump = await supplier.product('齿轮泵', { code: 'NW-CBN-E306', spec: 'CBN-E306', category_id: pumps, sale_price: '420.00' });
  coupling = await supplier.product('梅花联轴器', { code: 'NW-LM-100', category_id: finished, sale_price: '168.00' });
  steel = await supplier.product('圆钢', { code: 'NW-YG-45', category_id: raw, sale_price: '5.00' });
  await supplier.posted('purchase-bills', { partner_id: supplier.supplier, lines: [
    { product_id: pump, number: '20', price: '250' }, { product_id: coupling, number: '30', price: '100' }, { product_id: steel, number: '100', price: '4' }] });
  const level = (await c.post('/price-levels', { name: '批发价', rate: '0.9' })).data.id as number;
  expect((await c.post('/sale-agreement-prices', { partner_id: supplier.customer, product_id: coupling, price: '150' })).code).toBe(2000);

  // The buyer invites the supplier by its enterprise code, with its own supplier record; the supplier's admin accepts
  // with its customer record and grants the finished goods (and their children) at the wholesale level.
  const invited = await buyer.admin.client.post('/partner-links', { partner_id: buyer.supplier, enterprise_code: supplier.code });
  expect(invited.code, invited.msg).toBe(2000);
  linkId = invited.data.id;
  expect((await stranger.admin.client.post(`/partner-links/${linkId}/accept`, {})).code).toBe(4004);
  expect((await buyer.admin.client.post(`/partner-links/${linkId}/accept`, {})).code).toBe(4004);
  const accepted = await c.post(`/partner-links/${linkId}/accept`, { partner_id: supplier.customer, price_level_id: level, category_ids: [finished] });
  expect(accepted.code, accepted.msg).toBe(2000);
});
afterAll(async () => { await t?.close(); });

const goods = async (client = buyer.admin.client, query = '') => (await client.get(`/supply/goods?page_size=50${query}`)).data;
const cart = async () => (await buyer.admin.client.get('/supply/cart')).data;

describe('partner links', () => {
  it('both sides list the link with their own partner record; a second invitation between them is refused', async () => {
    const mine = (await buyer.admin.client.get('/partner-links')).data.list;
    expect(mine).toEqual([expect.objectContaining({ id: linkId, status: 2, role: 'supplier', peer_name: '精工网络', partner_id: buyer.supplier, partner_name: '华东网络供应商', invited_by_us: true })]);
    const theirs = (await supplier.admin.client.get('/partner-links')).data.list;
    expect(theirs).toEqual([expect.objectContaining({ id: linkId, status: 2, role: 'customer', peer_name: '华东网络', partner_id: supplier.customer, invited_by_us: false, awaiting_us: false })]);
    expect((await stranger.admin.client.get('/partner-links')).data.list).toEqual([]);
    const again = await supplier.admin.client.post('/partner-links', { partner_id: supplier.customer, phone: buyer.admin.phone });
    expect(again).toMatchObject({ code: 4090, msg: '与该企业已有关联或邀请' });
    expect((await stranger.admin.client.post('/partner-links', { partner_id: stranger.customer, enterprise_code: stranger.code })).code).toBe(4220);
  });
});

describe('supplier goods and the cart', () => {
  it('shows the granted categories at the agreement price, else the price level, with the supplier’s stock', async () => {
    const page = await goods();
    expect(page.total).toBe(2);
    // 420.00 × 0.9 = 378.00 at the wholesale level; the coupling has an agreement price of 150; the raw steel is not shared.
    expect(page.list).toEqual([
      expect.objectContaining({ supplier_partner_id: buyer.supplier, supplier_name: '华东网络供应商', product_id: pump, code: 'NW-CBN-E306', price: '378.000000', available: '20.0000', in_cart: null }),
      expect.objectContaining({ product_id: coupling, code: 'NW-LM-100', price: '150.000000', available: '30.0000' }),
    ]);
    expect((await goods(buyer.admin.client, `&keyword=${encodeURIComponent('联轴')}`)).list.map((g: { product_id: number }) => g.product_id)).toEqual([coupling]);
    // Another enterprise sees no goods, and cannot name the buyer's supplier record.
    expect(await goods(stranger.admin.client)).toMatchObject({ list: [], total: 0 });
    expect((await stranger.admin.client.get(`/supply/goods?supplier_partner_id=${buyer.supplier}`)).code).toBe(4004);
    expect((await stranger.admin.client.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump }] })).code).toBe(4004);
  });

  it('applies the supplier’s live promotions as its sales orders do: agreement first, a cheaper promotion beats the level price, a dearer one does not', async () => {
    const c = supplier.admin.client;
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    expect((await c.post('/promotions', { name: '泵特价', product_id: pump, kind: 1, price: '350', date_from: today, date_to: today })).code).toBe(2000);
    // 168.00 × 0.8 = 134.40 for the coupling, but its agreement price of 150 comes first.
    expect((await c.post('/promotions', { name: '全场八折', kind: 2, discount: '0.8', date_from: today, date_to: today })).code).toBe(2000);
    expect((await goods()).list.map((g: { product_id: number; price: string }) => [g.product_id, g.price])).toEqual([[pump, '350.000000'], [coupling, '150.000000']]);
    // The cart (and so the order pair) takes the same price.
    await buyer.admin.client.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number: '2' }] });
    expect((await cart()).goods).toEqual([expect.objectContaining({ product_id: pump, price: '350.000000', amount: '700.00' })]);
    expect((await buyer.admin.client.delete('/supply/cart', {})).data.goods).toEqual([]);
    // A promotion dearer than the level price (400 > 378.00) leaves the level price.
    await t.database.db.updateTable('promotion').set({ status: 0 }).where('enterprise_id', '=', supplier.enterpriseId).execute();
    expect((await c.post('/promotions', { name: '泵调价', product_id: pump, kind: 1, price: '400', date_from: today, date_to: today })).code).toBe(2000);
    expect((await goods()).list[0]).toMatchObject({ product_id: pump, price: '378.000000' });
    await t.database.db.updateTable('promotion').set({ status: 0 }).where('enterprise_id', '=', supplier.enterpriseId).execute();
  });

  it('follows the cart rules: add when absent, select-all merges by id, remove and deselect by id, clear', async () => {
    const c = buyer.admin.client;
    expect((await c.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number: '2' }] })).code).toBe(2000);
    // Adding the pump again keeps its quantity; select-all adds only the coupling.
    const merged = (await c.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number: '5' }, { product_id: coupling }] })).data;
    expect(merged.goods.map((g: { product_id: number; number: string }) => [g.product_id, g.number])).toEqual([[pump, '2.0000'], [coupling, '1.0000']]);
    const couplingRow = merged.goods[1].id;
    expect((await c.put(`/supply/cart/${couplingRow}`, { number: '3' })).data.supplysales).toMatchObject({ count: 2, total_number: '5.0000', total_amount: '1206.00' });
    expect((await c.delete('/supply/cart', { ids: [couplingRow] })).data.goods).toHaveLength(1);
    expect((await c.delete('/supply/cart', {})).data.goods).toEqual([]);
    // The raw steel is not offered: refused.
    expect((await c.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: steel }] })).code).toBe(4220);
    // A stranger's cart row id changes nothing here.
    await c.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number: '2' }, { product_id: coupling, number: '3' }] });
    const mine = (await cart()).goods;
    expect((await stranger.admin.client.put(`/supply/cart/${mine[0].id}`, { number: '9' })).code).toBe(4004);
    expect((await stranger.admin.client.delete('/supply/cart', { ids: [mine[0].id] })).code).toBe(2000);
    expect((await cart()).supplysales).toMatchObject({ count: 2, total_amount: '1206.00', suppliers: [{ supplier_partner_id: buyer.supplier, count: 2, total_amount: '1206.00' }] });
    expect((await goods()).list[0].in_cart).toBe('2.0000');
  });
});

describe('linked orders', () => {
  let orderId: number;
  let purchaseOrderId: number;
  let saleOrderId: number;

  it('one submission makes the buyer’s purchase order and the supplier’s sales order, linked; the cart empties', async () => {
    const made = await buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier });
    expect(made.code, made.msg).toBe(2000);
    expect(made.data.sale_order.enterprise_id).toBe(supplier.enterpriseId);
    purchaseOrderId = made.data.purchase_order_id;
    saleOrderId = made.data.sale_order.id;
    expect((await cart()).goods).toEqual([]);
    expect(await buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier })).toMatchObject({ code: 4090, msg: '进货车中没有该供应商的商品' });

    const po = (await buyer.admin.client.get(`/bills/purchase-orders/${purchaseOrderId}`)).data;
    expect(po).toMatchObject({ partner_id: buyer.supplier, total_amount: '1206.00', audit_status: 1 });
    // The buyer's lines are its own products, made from the supplier's (same code).
    const codes = await t.database.db.selectFrom('product').select('code').where('enterprise_id', '=', buyer.enterpriseId).where('id', 'in', po.lines.map((l: { product_id: number }) => l.product_id)).orderBy('code').execute();
    expect(codes.map((p) => p.code)).toEqual(['NW-CBN-E306', 'NW-LM-100']);
    const so = (await supplier.admin.client.get(`/bills/sale-orders/${saleOrderId}`)).data;
    expect(so).toMatchObject({ partner_id: supplier.customer, total_amount: '1206.00', audit_status: 1 });
    expect(so.lines.map((l: { product_id: number; number: string; price: string }) => [l.product_id, l.number, l.price])).toEqual([[pump, '2.0000', '378.000000'], [coupling, '3.0000', '150.000000']]);

    const waiting = (await supplier.admin.client.get('/supply/customer-orders?status=1')).data.list;
    expect(waiting).toEqual([expect.objectContaining({ bill_id: saleOrderId, partner_name: '精工网络客户', total_amount: '1206.00', status: 1, peer_bill_sn: po.bill_sn })]);
    orderId = waiting[0].id;
    // The supplier's administrator hears of the invitation and of the order in the message centre.
    const messages = (await supplier.admin.client.get('/messages')).data.list.map((m: { title: string; content: string }) => [m.title, m.content]);
    expect(messages).toEqual(expect.arrayContaining([
      ['新的客户订货', `精工网络客户 提交了订单 ${so.bill_sn}，合计 ¥1206.00：请在“客户订货”中接单或拒单。`],
      ['新的供应链关联邀请', '华东网络 邀请贵企业关联：请管理员在“供应链伙伴”中接受或拒绝。'],
    ]));
    expect((await stranger.admin.client.get('/messages')).data.list.map((m: { title: string }) => m.title)).not.toContain('新的客户订货');
  });

  it('neither the other enterprise nor the wrong side reaches the pair through any network route', async () => {
    const s = stranger.admin.client;
    expect((await s.get('/supply/orders')).data).toMatchObject({ list: [], total: 0 });
    expect((await s.get('/supply/customer-orders')).data).toMatchObject({ list: [], total: 0 });
    expect((await s.get('/supply/customer-bills')).data).toMatchObject({ list: [], total: 0 });
    for (const path of ['accept', 'refuse', 'deliver']) expect((await s.post(`/supply/customer-orders/${orderId}/${path}`)).code).toBe(4004);
    expect((await s.post(`/supply/orders/${orderId}/cancel`)).code).toBe(4004);
    expect((await s.get(`/bills/sale-orders/${saleOrderId}`)).code).toBe(4004);
    expect((await s.get(`/bills/purchase-orders/${purchaseOrderId}`)).code).toBe(4004);
    // The buyer cannot act as the supplier, nor read the supplier's sales order itself.
    expect((await buyer.admin.client.post(`/supply/customer-orders/${orderId}/accept`)).code).toBe(4004);
    expect((await buyer.admin.client.get(`/bills/sale-orders/${saleOrderId}`)).code).toBe(4004);
    expect((await supplier.admin.client.post(`/supply/orders/${orderId}/cancel`)).code).toBe(4004);
  });

  it('accepted, delivered by the supplier in one click and received by the buyer in one click: both sides in step', async () => {
    expect((await supplier.admin.client.post(`/supply/customer-orders/${orderId}/deliver`)).code).toBe(4090);
    const accepted = await supplier.admin.client.post(`/supply/customer-orders/${orderId}/accept`);
    expect(accepted.code, accepted.msg).toBe(2000);
    expect((await supplier.admin.client.post(`/supply/customer-orders/${orderId}/accept`)).code).toBe(4090);
    expect((await buyer.admin.client.get(`/bills/purchase-orders/${purchaseOrderId}`)).data.audit_status).toBe(2);

    const delivered = await supplier.admin.client.post(`/supply/customer-orders/${orderId}/deliver`);
    expect(delivered.code, delivered.msg).toBe(2000);
    expect((await supplier.admin.client.post(`/supply/customer-orders/${orderId}/deliver`)).code).toBe(4090);
    const stock = async (books: TradingBooks, code: string) => (await t.database.db.selectFrom('stock_balance as b').innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'b.enterprise_id').onRef('p.id', '=', 'b.product_id'))
      .select('b.qty').where('b.enterprise_id', '=', books.enterpriseId).where('p.code', '=', code).executeTakeFirst())?.qty;
    expect(await stock(supplier, 'NW-CBN-E306')).toBe('18.0000');

    const mine = (await buyer.admin.client.get('/supply/orders')).data.list;
    expect(mine).toEqual([expect.objectContaining({
      id: orderId, status: 2, bill_id: purchaseOrderId, total_amount: '1206.00', store_status: 1, peer_store_status: 3,
      deliveries: [expect.objectContaining({ sale_bill_id: delivered.data.sale_bill_id, bill_sn: delivered.data.bill_sn, total_number: '5.0000', total_amount: '1206.00', purchase_bill_id: null })],
    })]);
    expect((await supplier.admin.client.get('/supply/customer-bills?status=1')).data.list).toEqual([expect.objectContaining({ sale_bill_id: delivered.data.sale_bill_id, received: false })]);

    const received = await buyer.admin.client.post(`/supply/orders/${orderId}/receive`, { sale_bill_id: delivered.data.sale_bill_id });
    expect(received.code, received.msg).toBe(2000);
    expect(await buyer.admin.client.post(`/supply/orders/${orderId}/receive`, { sale_bill_id: delivered.data.sale_bill_id })).toMatchObject({ code: 4090, msg: '该发货单已收货' });
    const bill = (await buyer.admin.client.get(`/bills/purchase-bills/${received.data.purchase_bill_id}`)).data;
    expect(bill).toMatchObject({ audit_status: 2, source_bill_id: purchaseOrderId, total_amount: '1206.00', partner_id: buyer.supplier });
    expect(await stock(buyer, 'NW-CBN-E306')).toBe('2.0000');
    expect(await stock(buyer, 'NW-LM-100')).toBe('3.0000');
    expect((await buyer.admin.client.get('/supply/orders')).data.list[0]).toMatchObject({ store_status: 3, peer_store_status: 3, deliveries: [{ purchase_bill_id: received.data.purchase_bill_id }] });
    expect((await supplier.admin.client.get('/supply/customer-orders')).data.list[0]).toMatchObject({ store_status: 3, peer_store_status: 3 });
    expect((await supplier.admin.client.get('/supply/customer-bills?status=2')).data.list).toEqual([expect.objectContaining({ sale_bill_id: delivered.data.sale_bill_id, received: true, total_amount: '1206.00' })]);
    // The stranger cannot receive the delivery under its own (nonexistent) order.
    expect((await stranger.admin.client.post(`/supply/orders/${orderId}/receive`, { sale_bill_id: delivered.data.sale_bill_id })).code).toBe(4004);
  });

  it('a refused order voids both sides; a refused order cannot be cancelled again', async () => {
    await buyer.admin.client.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number: '1' }] });
    const made = (await buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier })).data;
    const waiting = (await supplier.admin.client.get('/supply/customer-orders?status=1')).data.list[0];
    expect((await supplier.admin.client.post(`/supply/customer-orders/${waiting.id}/refuse`)).code).toBe(2000);
    expect((await buyer.admin.client.get(`/bills/purchase-orders/${made.purchase_order_id}`)).data.audit_status).toBe(4);
    expect((await supplier.admin.client.get(`/bills/sale-orders/${made.sale_order.id}`)).data.audit_status).toBe(4);
    expect((await buyer.admin.client.post(`/supply/orders/${waiting.id}/cancel`)).code).toBe(4090);
  });

  it('concurrent submissions of the same cart make exactly one pair', async () => {
    await buyer.admin.client.post('/supply/cart', { supplier_partner_id: buyer.supplier, items: [{ product_id: pump, number: '1' }, { product_id: coupling, number: '1' }] });
    const count = async () => Number((await t.database.db.selectFrom('supply_order').select((eb) => eb.fn.countAll<string>().as('n')).where('enterprise_id', '=', buyer.enterpriseId).executeTakeFirstOrThrow()).n);
    const before = await count();
    const answers = await Promise.all([1, 2, 3].map(() => buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier })));
    expect(answers.map((a) => a.code).sort()).toEqual([2000, 4090, 4090]);
    expect(await count()).toBe(before + 1);
    const orders = await t.database.db.selectFrom('bill').select('id').where('enterprise_id', '=', supplier.enterpriseId).where('type', '=', 'sale-orders').execute();
    expect(orders).toHaveLength(3);
  });

  it('an ended link offers nothing more', async () => {
    expect((await stranger.admin.client.delete(`/partner-links/${linkId}`)).code).toBe(4004);
    expect((await supplier.admin.client.delete(`/partner-links/${linkId}`)).code).toBe(2000);
    expect(await goods()).toMatchObject({ list: [], total: 0 });
    expect((await buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier })).code).toBe(4004);
    // The orders made through it stay on both sides.
    expect((await buyer.admin.client.get('/supply/orders')).data.total).toBe(3);
  });
});
