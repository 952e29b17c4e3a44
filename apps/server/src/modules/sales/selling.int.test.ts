import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { chinaToday as todayInChina } from '@zf/shared';
import { autoSignOff, dailyAutoSignOff } from './acceptance.ts';

let t: TestApp;
let e: EnterpriseFixture;
let store: number;
let unit: number;
let supplier: number;
let customer: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '销售测试');
  store = (await t.database.db.selectFrom('warehouse').select('id').where('enterprise_id', '=', e.enterpriseId).executeTakeFirstOrThrow()).id;
  unit = (await e.admin.client.get('/units')).data.list[0].id;
  supplier = (await e.admin.client.post('/partners', { type: 2, name: '供应商' })).data.id;
  customer = (await e.admin.client.post('/partners', { type: 1, name: '修理厂' })).data.id;
});
afterAll(async () => { await t?.close(); });

let sku = 0;
const product = async (name: string) => (await e.admin.client.post('/products', { code: `S-${++sku}`, name, unit_id: unit })).data.id as number;
const create = async (type: string, body: object) => {
  const res = await e.admin.client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: store, ...body });
  expect(res.code, res.msg).toBe(2000);
  return res.data as { id: number; bill_sn: string };
};
const approve = async (type: string, id: number) => expect((await e.admin.client.post(`/bills/${type}/${id}/audit`, { action: 'audit' })).code).toBe(2000);
const receive = async (productId: number, number: string, price: string) => {
  const b = await create('purchase-bills', { partner_id: supplier, lines: [{ product_id: productId, number, price }] });
  await approve('purchase-bills', b.id);
};

describe('gross profit and the sales query', () => {
  it('a sale earns revenue less its ledger cost; a return counts negative; the query totals both', async () => {
    const pads = await product('刹车片');
    await receive(pads, '10', '11');
    const sale = await create('sale-bills', { partner_id: customer, lines: [{ product_id: pads, number: '3', price: '25' }] });
    await approve('sale-bills', sale.id);
    const sold = (await e.admin.client.get(`/bills/sale-bills/${sale.id}`)).data;
    const back = await create('sale-returns', { partner_id: customer, source_bill_id: sale.id, lines: [{ product_id: pads, number: '1', price: '25', source_line_id: sold.lines[0].id }] });
    await approve('sale-returns', back.id);

    const profit = (await e.admin.client.get(`/sales/gross-profit/sale-bills/${sale.id}`)).data;
    expect(profit).toMatchObject({ bill_sn: sale.bill_sn, revenue: '75.00', cost: '33.00', gross_profit: '42.00', gross_margin: '56.00' });
    expect(profit.lines).toEqual([expect.objectContaining({ product_name: '刹车片', number: '3.0000', revenue: '75.00', cost: '33.00', gross_profit: '42.00' })]);
    expect((await e.admin.client.get(`/sales/gross-profit/sale-returns/${back.id}`)).data).toMatchObject({ revenue: '-25.00', cost: '-11.00', gross_profit: '-14.00' });

    const query = (await e.admin.client.get(`/sales/query?partner_id=${customer}&date_from=2026-11-01&date_to=2026-11-30`)).data;
    expect(query.list.map((r: { bill_sn: string; gross_profit: string }) => [r.bill_sn, r.gross_profit]).sort()).toEqual([[sale.bill_sn, '42.00'], [back.bill_sn, '-14.00']].sort());
    expect(query.totals).toEqual({ revenue: '50.00', cost: '22.00', gross_profit: '28.00', gross_margin: '56.00' });

    // Reversing the return takes its figures out of the query (its ledger rows are reversed).
    expect((await e.admin.client.post(`/bills/sale-returns/${back.id}/audit`, { action: 'reverse' })).code).toBe(2000);
    expect((await e.admin.client.get(`/sales/query?partner_id=${customer}`)).data.totals).toMatchObject({ revenue: '75.00', cost: '33.00', gross_profit: '42.00' });
  });

  it('the out-of-stock list shows open sales order lines whose product the warehouse cannot cover', async () => {
    const oil = await product('机油');
    const belt = await product('皮带');
    await receive(oil, '5', '40');
    await receive(belt, '10', '20');
    const first = await create('sale-orders', { partner_id: customer, lines: [{ product_id: oil, number: '4', price: '60' }, { product_id: belt, number: '2', price: '30' }] });
    const second = await create('sale-orders', { partner_id: customer, lines: [{ product_id: oil, number: '3', price: '60' }] });
    await approve('sale-orders', first.id);
    await approve('sale-orders', second.id);
    const pending = await create('sale-orders', { partner_id: customer, lines: [{ product_id: belt, number: '50', price: '30' }] });
    expect(pending.id).toBeGreaterThan(0); // not approved: not counted

    const list = (await e.admin.client.get('/sales/out-of-stock')).data.list;
    expect(list.map((r: { bill_sn: string; product_name: string; open_qty: string; stock_qty: string; shortage: string }) => [r.bill_sn, r.product_name, r.open_qty, r.stock_qty, r.shortage]))
      .toEqual([[first.bill_sn, '机油', '4.0000', '5.0000', '2.0000'], [second.bill_sn, '机油', '3.0000', '5.0000', '2.0000']]);

    // Delivering 3 of the first order leaves 1 + 3 open against 2 in stock.
    const firstLines = (await e.admin.client.get(`/bills/sale-orders/${first.id}`)).data.lines;
    const delivery = await create('sale-bills', { partner_id: customer, source_bill_id: first.id, lines: [{ product_id: oil, number: '3', price: '60', source_line_id: firstLines[0].id }] });
    await approve('sale-bills', delivery.id);
    const after = (await e.admin.client.get('/sales/out-of-stock')).data.list;
    expect(after.map((r: { open_qty: string; stock_qty: string; shortage: string }) => [r.open_qty, r.stock_qty, r.shortage])).toEqual([['1.0000', '2.0000', '2.0000'], ['3.0000', '2.0000', '2.0000']]);
    // The delivery queue (all=1) lists every open line, the belt too, which is covered (no shortage).
    const queue = (await e.admin.client.get('/sales/out-of-stock?all=1')).data.list;
    expect(queue.map((r: { product_name: string; open_qty: string; shortage: string }) => [r.product_name, r.open_qty, r.shortage]))
      .toEqual(expect.arrayContaining([['皮带', '2.0000', '0.0000'], ['机油', '1.0000', '2.0000'], ['机油', '3.0000', '2.0000']]));
    expect(queue).toHaveLength(3);
  });

  it('makes a sales order from an approved quotation, linked to it; the quotation posts nothing', async () => {
    const plug = await product('火花塞');
    const quote = await create('sale-quotations', { store_id: 0, partner_id: customer, remark: '年度报价', lines: [{ product_id: plug, number: '8', price: '35', tax_rate: '0.13' }] });
    expect(quote.bill_sn).toMatch(/^XSBJ-20261110\d{4}$/);
    expect((await e.admin.client.post(`/sales/quotations/${quote.id}/to-order`, { store_id: store })).code).toBe(4090);
    await approve('sale-quotations', quote.id);
    expect(await t.database.db.selectFrom('stock_move').select('id').where('enterprise_id', '=', e.enterpriseId).where('bill_id', '=', quote.id).execute()).toEqual([]);
    const made = await e.admin.client.post(`/sales/quotations/${quote.id}/to-order`, { store_id: store, bill_date: '2026-11-11' });
    expect(made.code, made.msg).toBe(2000);
    expect(made.data.bill_sn).toMatch(/^XSDD-20261111\d{4}$/);
    const order = (await e.admin.client.get(`/bills/sale-orders/${made.data.id}`)).data;
    expect(order).toMatchObject({ partner_id: customer, store_id: store, source_bill_id: quote.id, audit_status: 1, total_amount: '280.00', tax_amount: '36.40', remark: '年度报价' });
    expect(order.lines).toEqual([expect.objectContaining({ product_id: plug, number: '8.0000', price: '35.000000' })]);
    // The quotation cannot be reverse-audited while the order made from it lives.
    expect((await e.admin.client.post(`/bills/sale-quotations/${quote.id}/audit`, { action: 'reverse' })).code).toBe(4090);
  });

  it('acceptance: signed off automatically after the acceptance days, unless the customer changed the acceptance time', async () => {
    // Dated today: the server's own daily sweep (today's date) runs beside the test and must find nothing due yet.
    const day = (n: number) => new Date(Date.parse(`${todayInChina()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const nut = await product('螺母');
    await receive(nut, '10', '1');
    const sell = async (acceptance?: number) => {
      const b = await create('sale-bills', { bill_date: day(0), partner_id: customer, ...(acceptance === undefined ? {} : { acceptance_days: acceptance }), lines: [{ product_id: nut, number: '1', price: '2' }] });
      await approve('sale-bills', b.id);
      return b.id;
    };
    const standard = await sell();
    const short = await sell(3);
    const changed = await sell(3);
    const signed = await sell();
    const pending = await create('sale-bills', { bill_date: day(0), partner_id: customer, lines: [{ product_id: nut, number: '1', price: '2' }] });
    const view = async (id: number) => (await e.admin.client.get(`/bills/sale-bills/${id}`)).data;
    expect(await view(standard)).toMatchObject({ acceptance_days: 15, sign_status: 0, auto_sign: true });

    expect((await e.admin.client.put(`/sales/bills/${changed}/acceptance`, { acceptance_days: 1 })).code).toBe(2000);
    expect((await e.admin.client.post(`/sales/bills/${signed}/sign`)).code).toBe(2000);
    expect(await e.admin.client.post(`/sales/bills/${signed}/sign`)).toMatchObject({ code: 4090, msg: '该销售单已签收' });
    expect((await e.admin.client.post(`/sales/bills/${pending.id}/sign`)).code).toBe(4090);

    // Day 3 after the bill date: the 3-day bill signs off; the one whose acceptance time the customer changed does not.
    await autoSignOff(t.database.db, day(2));
    expect((await view(short)).sign_status).toBe(0);
    await autoSignOff(t.database.db, day(3));
    expect((await view(short)).sign_status).toBe(2);
    expect(await view(changed)).toMatchObject({ sign_status: 0, auto_sign: false, acceptance_days: 1 });
    expect((await view(standard)).sign_status).toBe(0);
    // Day 15: the default.
    await autoSignOff(t.database.db, day(14));
    expect((await view(standard)).sign_status).toBe(0);
    await autoSignOff(t.database.db, day(15));
    expect((await view(standard)).sign_status).toBe(2);
    expect((await view(signed)).sign_status).toBe(1);
    expect((await view(changed)).sign_status).toBe(0);
    expect((await view(pending.id)).sign_status).toBe(0);
  });

  it('the daily sweep runs once per date', async () => {
    let day = '2020-01-01';
    let runs = 0;
    const counting = { ...t.database.db, updateTable: (...a: Parameters<typeof t.database.db.updateTable>) => { runs++; return t.database.db.updateTable(...a); } } as typeof t.database.db;
    const step = dailyAutoSignOff(counting, () => day);
    await step(); await step();
    day = '2020-01-02';
    await step();
    expect(runs).toBe(2);
  });

  it('another enterprise sees none of it; staff need the pages', async () => {
    const other = await enterpriseWithAdmin(t.client, '别家');
    expect((await other.admin.client.get('/sales/query')).data.total).toBe(0);
    expect((await other.admin.client.get('/sales/out-of-stock')).data.list).toEqual([]);
    const mine = (await e.admin.client.get('/bills/sale-bills')).data.list[0].id;
    expect((await other.admin.client.get(`/sales/gross-profit/sale-bills/${mine}`)).code).toBe(4004);
    expect((await other.admin.client.post(`/sales/bills/${mine}/sign`)).code).toBe(4004);
    expect((await other.admin.client.put(`/sales/bills/${mine}/acceptance`, { acceptance_days: 1 })).code).toBe(4004);
    const clerk = await joinedMember(t.client, e, '新员工');
    expect((await clerk.client.get('/sales/query')).code).toBe(4003);
    expect((await clerk.client.get('/sales/out-of-stock')).code).toBe(4003);
  });
});
