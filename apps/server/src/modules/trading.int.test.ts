import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDbKind } from '../testing/test-db.ts';

let t: TestApp;
let e: EnterpriseFixture;
let mainStore: number;
let branchStore: number;
let unit: number;
let supplier: number;
let customer: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '贸易测试');
  mainStore = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  branchStore = (await t.database.db.insertInto('warehouse').values({ enterprise_id: e.enterpriseId, name: '分仓', create_time: 0, update_time: 0 }).returning('id').executeTakeFirstOrThrow()).id;
  unit = (await e.admin.client.get('/units')).data.list[0].id;
  supplier = (await e.admin.client.post('/partners', { type: 2, name: '博世汽配供应商' })).data.id;
  customer = (await e.admin.client.post('/partners', { type: 1, name: '张师傅修理厂' })).data.id;
});
afterAll(async () => { await t?.close(); });

let sku = 0;
const product = async (name: string) => (await e.admin.client.post('/products', { code: `SKU-${++sku}`, name, unit_id: unit })).data.id as number;
const create = async (type: string, body: object) => {
  const res = await e.admin.client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: mainStore, ...body });
  expect(res.code, res.msg).toBe(2000);
  return res.data as { id: number; bill_sn: string };
};
const audit = (type: string, id: number, action = 'audit') => e.admin.client.post(`/bills/${type}/${id}/audit`, { action });
const bill = async (type: string, id: number) => (await e.admin.client.get(`/bills/${type}/${id}`)).data;
const balance = async (productId: number, warehouseId = mainStore) =>
  (await e.admin.client.get(`/stock/balances?product_id=${productId}&warehouse_id=${warehouseId}`)).data.list[0] ?? { qty: '0.0000', amount: '0.00' };
const partnerBalance = async (partnerId: number) =>
  (await t.database.db.selectFrom('partner_entry').select((eb) => eb.fn.sum<string>('amount').as('s')).where('enterprise_id', '=', e.enterpriseId).where('partner_id', '=', partnerId).executeTakeFirst())?.s;

describe('the purchase → partial receipt → sale → return cycle', () => {
  it('numbers bills by prefix and day, receives an order in parts, sells at moving average cost and takes a return back at that cost', async () => {
    const brakePads = await product('刹车片 前轮');
    const order = await create('purchase-orders', { partner_id: supplier, lines: [{ product_id: brakePads, number: '10', price: '10' }] });
    expect(order.bill_sn).toMatch(/^CGDD-20261110\d{4}$/);
    expect((await audit('purchase-orders', order.id)).data).toEqual({ audit_status: 2, audit_step: 0 });
    const orderLine = (await bill('purchase-orders', order.id)).lines[0].id;

    const first = await create('purchase-bills', { partner_id: supplier, source_bill_id: order.id, lines: [{ product_id: brakePads, number: '6', price: '10', source_line_id: orderLine }] });
    expect(first.bill_sn).toMatch(/^CGRK-20261110\d{4}$/);
    await audit('purchase-bills', first.id);
    expect((await bill('purchase-orders', order.id)).instore_status).toBe(2);
    const second = await create('purchase-bills', { partner_id: supplier, source_bill_id: order.id, lines: [{ product_id: brakePads, number: '4', price: '12.5', source_line_id: orderLine }] });
    // Saved while 4 were still open, so it passes the save-time check; approval checks again under lock.
    const rival = await create('purchase-bills', { partner_id: supplier, lines: [{ product_id: brakePads, number: '1', price: '10', source_line_id: orderLine }] });
    await audit('purchase-bills', second.id);
    expect((await bill('purchase-orders', order.id)).instore_status).toBe(3);
    expect(await balance(brakePads)).toMatchObject({ qty: '10.0000', amount: '110.00', cost_price: '11.000000' });

    expect(await audit('purchase-bills', rival.id)).toMatchObject({ code: 4090, msg: '第1行：数量超过来源单据可用数量（0.0000）' });
    const tooMany = await e.admin.client.post('/bills/purchase-bills', { bill_date: '2026-11-10', store_id: mainStore, partner_id: supplier, lines: [{ product_id: brakePads, number: '1', price: '10', source_line_id: orderLine }] });
    expect([tooMany.code, tooMany.data.fields]).toEqual([4220, { 'lines.0.number': '数量超过来源单据行的剩余数量' }]);

    const sale = await create('sale-bills', { partner_id: customer, lines: [{ product_id: brakePads, number: '3', price: '25' }] });
    await audit('sale-bills', sale.id);
    const sold = await bill('sale-bills', sale.id);
    expect(sold).toMatchObject({ total_amount: '75.00', cost_amount: '33.00', audit_status: 2, partner_name: '张师傅修理厂' });
    expect(sold.lines[0]).toMatchObject({ product_name: '刹车片 前轮' });
    expect((await e.admin.client.get('/bills/sale-bills')).data.list[0]).toMatchObject({ bill_sn: sale.bill_sn, partner_name: '张师傅修理厂', store_name: expect.any(String) });
    expect(await balance(brakePads)).toMatchObject({ qty: '7.0000', amount: '77.00' });

    const back = await create('sale-returns', { partner_id: customer, source_bill_id: sale.id, lines: [{ product_id: brakePads, number: '1', price: '25', source_line_id: sold.lines[0].id }] });
    await audit('sale-returns', back.id);
    expect(await balance(brakePads)).toMatchObject({ qty: '8.0000', amount: '88.00' });
    expect((await bill('sale-bills', sale.id)).return_status).toBe(2);

    expect(await partnerBalance(supplier)).toBe('-110.00');
    expect(await partnerBalance(customer)).toBe('50.00');
    expect((await e.admin.client.get('/stock/check')).data.consistent).toBe(true);
  });

  it('refuses to reverse a sale while a return was made from it, then reverses cleanly once it is gone', async () => {
    const oil = await product('机油 5W-30');
    const receipt = await create('purchase-bills', { partner_id: supplier, lines: [{ product_id: oil, number: '5', price: '40' }] });
    await audit('purchase-bills', receipt.id);
    const sale = await create('sale-bills', { partner_id: customer, lines: [{ product_id: oil, number: '2', price: '60' }] });
    await audit('sale-bills', sale.id);
    const saleLine = (await bill('sale-bills', sale.id)).lines[0].id;
    const ret = await create('sale-returns', { partner_id: customer, source_bill_id: sale.id, lines: [{ product_id: oil, number: '1', price: '60', source_line_id: saleLine }] });
    const refused = await audit('sale-bills', sale.id, 'reverse');
    expect(refused.code).toBe(4090);
    expect(refused.msg).toContain(ret.bill_sn);
    expect((await audit('sale-returns', ret.id, 'void')).data.audit_status).toBe(4);
    expect((await audit('sale-bills', sale.id, 'reverse')).data).toEqual({ audit_status: 1, audit_step: 0 });
    expect(await balance(oil)).toMatchObject({ qty: '5.0000', amount: '200.00' });
    expect((await bill('sale-bills', sale.id)).cost_amount).toBe('0.00');
    const moves = await t.database.db.selectFrom('stock_move').select(['direction', 'amount', 'reverses_id']).where('enterprise_id', '=', e.enterpriseId).where('bill_id', '=', sale.id).orderBy('id').execute();
    expect(moves.map((m) => [m.direction, m.amount, m.reverses_id !== null])).toEqual([[-1, '80.00', false], [1, '80.00', true]]);
  });

  it('a purchase return leaves at what the goods came in at, and a sales return comes back at the sale\'s cost after a back-dated receipt re-costed it', async () => {
    const belt = await product('正时皮带');
    const receipt = await create('purchase-bills', { bill_date: '2026-11-12', partner_id: supplier, lines: [{ product_id: belt, number: '10', price: '20', tax_rate: '0.13' }] });
    await audit('purchase-bills', receipt.id);
    const received = await bill('purchase-bills', receipt.id);
    const back = await create('purchase-returns', { bill_date: '2026-11-12', partner_id: supplier, source_bill_id: receipt.id, lines: [{ product_id: belt, number: '2', price: '20', source_line_id: received.lines[0].id }] });
    await audit('purchase-returns', back.id);
    // Input VAT is not stock cost: 2 × 20.00 leave, 8 × 20.00 stay.
    expect(await balance(belt)).toMatchObject({ qty: '8.0000', amount: '160.00' });

    const sale = await create('sale-bills', { bill_date: '2026-11-14', partner_id: customer, lines: [{ product_id: belt, number: '4', price: '50' }] });
    await audit('sale-bills', sale.id);
    expect(await balance(belt)).toMatchObject({ qty: '4.0000', amount: '80.00' });
    // A receipt dated before the sale re-costs it: (160 + 8 × 35) / 16 = 27.50 a unit.
    await audit('purchase-bills', (await create('purchase-bills', { bill_date: '2026-11-13', partner_id: supplier, lines: [{ product_id: belt, number: '8', price: '35' }] })).id);
    const sold = await bill('sale-bills', sale.id);
    const ret = await create('sale-returns', { bill_date: '2026-11-15', partner_id: customer, source_bill_id: sale.id, lines: [{ product_id: belt, number: '1', price: '50', source_line_id: sold.lines[0].id }] });
    await audit('sale-returns', ret.id);
    expect(await balance(belt)).toMatchObject({ qty: '13.0000', amount: '357.50' });
    expect((await e.admin.client.get('/stock/check')).data.consistent).toBe(true);
  });

  it('refuses to sell more than is in stock, naming the product', async () => {
    const belt = await product('正时皮带');
    const sale = await create('sale-bills', { partner_id: customer, lines: [{ product_id: belt, number: '1', price: '90' }] });
    const refused = await audit('sale-bills', sale.id);
    expect(refused).toMatchObject({ code: 4090 });
    expect(refused.msg).toContain('正时皮带');
    expect((await bill('sale-bills', sale.id)).audit_status).toBe(1);
  });

  it('transfers at cost between two different warehouses', async () => {
    const plug = await product('火花塞');
    await audit('other-ins', (await create('other-ins', { lines: [{ product_id: plug, number: '4', price: '30' }] })).id);
    expect((await e.admin.client.post('/bills/stock-transfers', { bill_date: '2026-11-10', out_store_id: mainStore, in_store_id: mainStore, lines: [{ product_id: plug, number: '1' }] })).data.fields)
      .toEqual({ in_store_id: '调出仓库和调入仓库不能相同' });
    const move = await create('stock-transfers', { out_store_id: mainStore, in_store_id: branchStore, lines: [{ product_id: plug, number: '1' }] });
    await audit('stock-transfers', move.id);
    expect(await balance(plug, mainStore)).toMatchObject({ qty: '3.0000', amount: '90.00' });
    expect(await balance(plug, branchStore)).toMatchObject({ qty: '1.0000', amount: '30.00' });
  });

  it('an approved bill cannot be edited or deleted; a pending one can; status rules hold', async () => {
    const filter = await product('机滤');
    const b = await create('other-ins', { lines: [{ product_id: filter, number: '1', price: '8' }] });
    expect((await audit('other-ins', b.id, 'reverse')).code).toBe(4090);
    expect((await e.admin.client.put(`/bills/other-ins/${b.id}`, { bill_date: '2026-11-10', store_id: mainStore, lines: [{ product_id: filter, number: '2', price: '8' }] })).code).toBe(2000);
    expect((await bill('other-ins', b.id)).total_amount).toBe('16.00');
    await audit('other-ins', b.id);
    expect((await e.admin.client.put(`/bills/other-ins/${b.id}`, { bill_date: '2026-11-10', store_id: mainStore, lines: [{ product_id: filter, number: '3', price: '8' }] })).code).toBe(4090);
    expect((await e.admin.client.delete(`/bills/other-ins/${b.id}`)).code).toBe(4090);
    expect((await audit('other-ins', b.id)).code).toBe(4090);
  });

  it('names only its own enterprise’s products, warehouses and a partner of the right kind', async () => {
    const other = await enterpriseWithAdmin(t.client, '隔壁');
    const theirUnit = (await other.admin.client.get('/units')).data.list[0].id;
    const theirs = (await other.admin.client.post('/products', { code: 'X-1', name: '别家商品', unit_id: theirUnit })).data.id;
    const mine = await product('自家商品');
    const res = await e.admin.client.post('/bills/purchase-bills', { bill_date: '2026-11-10', partner_id: customer, store_id: mainStore, lines: [{ product_id: mine, number: '1' }, { product_id: theirs, number: '1' }] });
    expect(res.data.fields).toEqual({ 'lines.1.product_id': '所选记录不存在', partner_id: '所选往来单位类型不符' });
  });

  it('a product or warehouse that documents use cannot be deleted', async () => {
    const used = await product('已用商品');
    await create('other-ins', { lines: [{ product_id: used, number: '1', price: '1' }] });
    expect(await e.admin.client.delete(`/products/${used}`)).toMatchObject({ code: 4090, msg: '无法删除：单据中仍有记录引用它' });
  });

  it('rows need a product and a quantity (SPEC §5), with the SPEC §8 wording', async () => {
    const res = await e.admin.client.post('/bills/other-ins', { bill_date: '2026-11-10', store_id: mainStore, lines: [{ number: '0' }] }, { language: 2 });
    expect(res.data.fields).toMatchObject({ 'lines.0.product_id': 'Product cannot be empty, please select', 'lines.0.number': 'The quantity must be greater than 0' });
  });

  it('staff need the function codes of the bill type; another enterprise sees nothing', async () => {
    const clerk = await joinedMember(t.client, e, '开单员');
    expect((await clerk.client.post('/bills/sale-bills', { bill_date: '2026-11-10', partner_id: customer, store_id: mainStore, lines: [{ product_id: 1, number: '1' }] })).code).toBe(4003);
    const other = await enterpriseWithAdmin(t.client, '别家');
    const mine = await create('other-ins', { lines: [{ product_id: await product('雨刮'), number: '1', price: '5' }] });
    expect((await other.admin.client.get(`/bills/other-ins/${mine.id}`)).code).toBe(4004);
    expect((await other.admin.client.post(`/bills/other-ins/${mine.id}/audit`, { action: 'audit' })).code).toBe(4004);
    expect((await other.admin.client.get('/bills/other-ins')).data.total).toBe(0);
  });
});

describe.skipIf(testDbKind !== 'postgres')('concurrent audits (real PostgreSQL)', () => {
  it('20 concurrent audits of one bill post it once', async () => {
    const nut = await product('螺母');
    const b = await create('other-ins', { lines: [{ product_id: nut, number: '5', price: '1' }] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => audit('other-ins', b.id)));
    expect(answers.filter((a) => a.code === 2000)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 2000).every((a) => a.code === 4090)).toBe(true);
    expect(await balance(nut)).toMatchObject({ qty: '5.0000', amount: '5.00' });
  });
});
