import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';

let t: TestApp;
let e: EnterpriseFixture;
let store: number;
let unit: number;
let supplier: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '采购测试');
  store = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  unit = (await e.admin.client.get('/units')).data.list[0].id;
  supplier = (await e.admin.client.post('/partners', { type: 2, name: '博世' })).data.id;
});
afterAll(async () => { await t?.close(); });

let sku = 0;
const product = async (name: string, extra: object = {}) => {
  const res = await e.admin.client.post('/products', { code: `P-${++sku}`, name, unit_id: unit, ...extra });
  expect(res.code, res.msg).toBe(2000);
  return res.data.id as number;
};
const create = async (type: string, body: object) => {
  const res = await e.admin.client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: store, ...body });
  expect(res.code, res.msg).toBe(2000);
  return res.data as { id: number; bill_sn: string };
};
const act = (type: string, id: number, action = 'audit') => e.admin.client.post(`/bills/${type}/${id}/audit`, { action });
const purchasePrice = async (id: number) => (await e.admin.client.get(`/products/${id}`)).data.purchase_price;

describe('purchasing helpers', () => {
  it('cost price follows the latest approved receipt, and falls back when that receipt is reversed', async () => {
    const filter = await product('机滤', { purchase_price: '9' });
    const first = await create('purchase-bills', { bill_date: '2026-11-10', partner_id: supplier, lines: [{ product_id: filter, number: '5', price: '10.5' }] });
    await act('purchase-bills', first.id);
    expect(await purchasePrice(filter)).toBe('10.500000');
    const second = await create('purchase-bills', { bill_date: '2026-11-12', partner_id: supplier, lines: [{ product_id: filter, number: '5', price: '12' }] });
    await act('purchase-bills', second.id);
    expect(await purchasePrice(filter)).toBe('12.000000');
    // A back-dated receipt is not the latest: the price stays.
    const older = await create('purchase-bills', { bill_date: '2026-11-01', partner_id: supplier, lines: [{ product_id: filter, number: '1', price: '7' }] });
    await act('purchase-bills', older.id);
    expect(await purchasePrice(filter)).toBe('12.000000');
    expect((await act('purchase-bills', second.id, 'reverse')).code).toBe(2000);
    expect(await purchasePrice(filter)).toBe('10.500000');
    // A pending or rejected receipt changes nothing.
    expect((await act('purchase-bills', second.id, 'reject')).code).toBe(2000);
    expect(await purchasePrice(filter)).toBe('10.500000');
  });

  it('cost price falls back to a receipt older than the purchase bills the sync walks first', async () => {
    const filter = await product('空滤', { purchase_price: '9' });
    const first = await create('purchase-bills', { bill_date: '2026-10-01', partner_id: supplier, lines: [{ product_id: filter, number: '5', price: '10.5' }] });
    await act('purchase-bills', first.id);
    // 200 newer approved purchase bills without the product: the sync looks at the newest 200 before reading the
    // product's own lines (migration 0100).
    const now = Math.floor(Date.now() / 1000);
    await t.database.db.insertInto('bill').values(Array.from({ length: 200 }, (_, i) => ({
      enterprise_id: e.enterpriseId, type: 'purchase-bills', bill_sn: `CGD-WALK-${i}`, bill_date: '2026-10-15', partner_id: supplier, store_id: store,
      audit_status: 2, create_time: now, update_time: now,
    }))).execute();
    const second = await create('purchase-bills', { bill_date: '2026-11-12', partner_id: supplier, lines: [{ product_id: filter, number: '5', price: '12' }] });
    await act('purchase-bills', second.id);
    expect(await purchasePrice(filter)).toBe('12.000000');
    expect((await act('purchase-bills', second.id, 'reverse')).code).toBe(2000);
    expect(await purchasePrice(filter)).toBe('10.500000');
  });

  it('the requirement plan lists products below minimum stock, counting open purchase orders, and suggests up to the maximum', async () => {
    const pads = await product('刹车片', { min_stock: '10', max_stock: '40', purchase_price: '20' });
    const wiper = await product('雨刮', { min_stock: '5', max_stock: '0', purchase_price: '8' });
    const bulb = await product('灯泡', { min_stock: '3', max_stock: '10' });
    await product('无下限', { min_stock: '0', max_stock: '10' });
    await act('purchase-bills', (await create('purchase-bills', { partner_id: supplier, lines: [{ product_id: pads, number: '4', price: '20' }, { product_id: bulb, number: '3', price: '5' }] })).id);
    const order = await create('purchase-orders', { partner_id: supplier, lines: [{ product_id: pads, number: '3', price: '20' }] });
    await act('purchase-orders', order.id);
    await create('purchase-orders', { partner_id: supplier, lines: [{ product_id: wiper, number: '100', price: '8' }] }); // pending: not counted

    const plan = (await e.admin.client.get('/purchase/requirement-plan')).data.list;
    const rows = plan.filter((r: { product_id: number }) => [pads, wiper, bulb].includes(r.product_id));
    expect(rows.map((r: { name: string; stock_qty: string; on_order: string; suggested_qty: string; suggested_amount: string }) => [r.name, r.stock_qty, r.on_order, r.suggested_qty, r.suggested_amount]))
      .toEqual([['刹车片', '4.0000', '3.0000', '33.0000', '660.00'], ['雨刮', '0.0000', '0.0000', '5.0000', '40.00']]);
    expect(plan.some((r: { name: string }) => r.name === '无下限' || r.name === '灯泡')).toBe(false);
  });

  it('makes a purchase order from an approved requisition (naming a supplier) or supplier quotation', async () => {
    const belt = await product('皮带');
    const req = await create('purchase-requisitions', { store_id: 0, lines: [{ product_id: belt, number: '6', price: '0' }] });
    expect(req.bill_sn).toMatch(/^CGSQ-/);
    await act('purchase-requisitions', req.id);
    expect((await e.admin.client.post(`/purchase/requisitions/${req.id}/to-order`, { store_id: store })).data.fields).toEqual({ partner_id: '往来单位不能为空，请选择' });
    const fromReq = await e.admin.client.post(`/purchase/requisitions/${req.id}/to-order`, { store_id: store, partner_id: supplier });
    expect(fromReq.code, fromReq.msg).toBe(2000);
    expect((await e.admin.client.get(`/bills/purchase-orders/${fromReq.data.id}`)).data).toMatchObject({ partner_id: supplier, source_bill_id: req.id, total_number: '6.0000' });

    const quote = await create('supplier-quotations', { store_id: 0, partner_id: supplier, lines: [{ product_id: belt, number: '6', price: '18.5' }] });
    await act('supplier-quotations', quote.id);
    const fromQuote = await e.admin.client.post(`/purchase/quotations/${quote.id}/to-order`, { store_id: store });
    expect((await e.admin.client.get(`/bills/purchase-orders/${fromQuote.data.id}`)).data).toMatchObject({ source_bill_id: quote.id, total_amount: '111.00' });
    // The order receives as usual.
    await act('purchase-orders', fromQuote.data.id);
  });

  it('the purchase query lists approved receipts and returns (returns negative) with totals; an after-sales record posts nothing', async () => {
    const bosch = (await e.admin.client.post('/partners', { type: 2, name: '查询供应商' })).data.id;
    const spring = await product('弹簧');
    const bill = await create('purchase-bills', { partner_id: bosch, lines: [{ product_id: spring, number: '10', price: '6', tax_rate: '0.13' }] });
    await act('purchase-bills', bill.id);
    const line = (await e.admin.client.get(`/bills/purchase-bills/${bill.id}`)).data.lines[0].id;
    const back = await create('purchase-returns', { partner_id: bosch, source_bill_id: bill.id, lines: [{ product_id: spring, number: '2', price: '6', source_line_id: line }] });
    await act('purchase-returns', back.id);
    await create('purchase-bills', { partner_id: bosch, lines: [{ product_id: spring, number: '99', price: '1' }] }); // pending: not listed
    const query = (await e.admin.client.get(`/purchase/query?partner_id=${bosch}`)).data;
    expect(query.list.map((r: { bill_sn: string; total_amount: string; instore_status: number; return_status: number }) => [r.bill_sn, r.total_amount, r.return_status]))
      .toEqual([[back.bill_sn, '-12.00', 1], [bill.bill_sn, '60.00', 2]]);
    expect(query.totals).toEqual({ total_number: '8.0000', total_amount: '48.00', tax_amount: '7.80' });
    expect((await e.admin.client.get('/purchase/query?date_from=2026-12-01&date_to=2026-11-01')).data.fields).toEqual({ date_to: '开始日期不能大于结束日期' });

    const claim = await create('purchase-after-sales', { store_id: 0, partner_id: bosch, remark: '弹簧断裂', lines: [{ product_id: spring, number: '1', price: '6' }] });
    expect(claim.bill_sn).toMatch(/^CGSH-/);
    await act('purchase-after-sales', claim.id);
    expect(await t.database.db.selectFrom('stock_move').select('id').where('enterprise_id', '=', e.enterpriseId).where('bill_id', '=', claim.id).execute()).toEqual([]);
  });

  it('the receiving queue lists approved orders’ lines still to receive, with what is open; a full receipt takes the line off', async () => {
    const disc = await product('刹车盘');
    const order = await create('purchase-orders', { partner_id: supplier, delivery_date: '2026-11-15', lines: [{ product_id: disc, number: '5', price: '80' }] });
    expect((await e.admin.client.get(`/purchase/open-orders?keyword=${order.bill_sn}`)).data.list).toEqual([]);
    await act('purchase-orders', order.id);
    const open = (await e.admin.client.get(`/purchase/open-orders?keyword=${order.bill_sn}`)).data.list;
    expect(open).toEqual([expect.objectContaining({ bill_id: order.id, delivery_date: '2026-11-15', number: '5.0000', done_number: '0.0000', open_qty: '5.0000', product_name: '刹车盘' })]);
    const line = (await e.admin.client.get(`/bills/purchase-orders/${order.id}`)).data.lines[0].id;
    const first = await create('purchase-bills', { partner_id: supplier, source_bill_id: order.id, lines: [{ product_id: disc, number: '2', price: '80', source_line_id: line }] });
    await act('purchase-bills', first.id);
    expect((await e.admin.client.get(`/purchase/open-orders?keyword=${order.bill_sn}`)).data.list[0]).toMatchObject({ done_number: '2.0000', open_qty: '3.0000' });
    const rest = await create('purchase-bills', { partner_id: supplier, source_bill_id: order.id, lines: [{ product_id: disc, number: '3', price: '80', source_line_id: line }] });
    await act('purchase-bills', rest.id);
    expect((await e.admin.client.get(`/purchase/open-orders?keyword=${order.bill_sn}`)).data.list).toEqual([]);
  });

  it('another enterprise cannot use our quotation or see our plan; staff need the rights', async () => {
    const other = await enterpriseWithAdmin(t.client, '别家');
    const belt = await product('别家看不到');
    const quote = await create('supplier-quotations', { store_id: 0, partner_id: supplier, lines: [{ product_id: belt, number: '1', price: '1' }] });
    await act('supplier-quotations', quote.id);
    expect((await other.admin.client.post(`/purchase/quotations/${quote.id}/to-order`, { store_id: store })).code).toBe(4004);
    expect((await other.admin.client.get('/purchase/requirement-plan')).data.list).toEqual([]);
    const clerk = await joinedMember(t.client, e, '库管');
    expect((await clerk.client.get('/purchase/requirement-plan')).code).toBe(4003);
    expect((await clerk.client.post(`/purchase/quotations/${quote.id}/to-order`, { store_id: store })).code).toBe(4003);
  });
});

describe.skipIf(testDbKind !== 'postgres')('cost-price sync under concurrency (real PostgreSQL)', () => {
  it('receipts of the same products in opposite orders and warehouses, audited at once, all post', async () => {
    const a = await product('并发A');
    const b = await product('并发B');
    const branch = (await t.database.db.insertInto('warehouse').values({ enterprise_id: e.enterpriseId, name: '并发仓', create_time: 0, update_time: 0 }).returning('id').executeTakeFirstOrThrow()).id;
    const bills = [];
    for (let i = 0; i < 12; i++) {
      const lines = i % 2 ? [{ product_id: a, number: '1', price: `${10 + i}` }, { product_id: b, number: '1', price: '5' }] : [{ product_id: b, number: '1', price: '5' }, { product_id: a, number: '1', price: `${10 + i}` }];
      bills.push(await create('purchase-bills', { partner_id: supplier, store_id: i % 2 ? store : branch, lines }));
    }
    const answers = await Promise.all(bills.map((x) => act('purchase-bills', x.id)));
    expect(answers.map((x) => x.code)).toEqual(bills.map(() => 2000));
    // Same date: the latest bill (highest id) sets the price.
    expect(await purchasePrice(a)).toBe('21.000000');
  });
});
