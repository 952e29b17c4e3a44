import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let e: EnterpriseFixture;
let unit: number;
let vip: number;
let walkIn: number;
let supplier: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '价格测试');
  unit = (await e.admin.client.get('/units')).data.list[0].id;
  vip = (await e.admin.client.post('/partners', { type: 1, name: '协议客户' })).data.id;
  walkIn = (await e.admin.client.post('/partners', { type: 1, name: '散客' })).data.id;
  supplier = (await e.admin.client.post('/partners', { type: 2, name: '供应商' })).data.id;
});
afterAll(async () => { await t?.close(); });

let sku = 0;
const product = async (sale_price: string) =>
  (await e.admin.client.post('/products', { code: `PR-${++sku}`, name: `商品${sku}`, unit_id: unit, sale_price })).data.id as number;
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
async function importRows(path: string, rows: Array<Array<string | number>>, language: 1 | 2 = 1) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const r of rows) sheet.addRow(r);
  const started = await e.admin.client.upload(`${path}/import`, Buffer.from(await book.xlsx.writeBuffer()), 'import.xlsx', xlsx, { language });
  expect(started.code, started.msg).toBe(2000);
  await t.app.jobs.settle();
  return (await e.admin.client.get(`/tasks/${started.data.task_id}`)).data;
}
const lookup = async (partner: number, ids: number[], date: string) =>
  (await e.admin.client.get(`/sale-prices?partner_id=${partner}&product_ids=${ids.join(',')}&date=${date}`)).data.list;

describe('sale price lookup for the bill editor', () => {
  it('agreement price beats promotion beats the product sale price, per customer and date', async () => {
    const pads = await product('120');
    const oil = await product('80');
    const wiper = await product('30');
    expect((await e.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: pads, price: '99.5' })).code).toBe(2000);
    expect((await e.admin.client.post('/promotions', { name: '双十一特价', product_id: pads, kind: 1, price: '100', date_from: '2026-11-01', date_to: '2026-11-11' })).code).toBe(2000);
    expect((await e.admin.client.post('/promotions', { name: '全场九折', kind: 2, discount: '0.9', date_from: '2026-11-01', date_to: '2026-11-30' })).code).toBe(2000);

    expect(await lookup(vip, [pads, oil], '2026-11-10')).toEqual([
      { product_id: pads, price: '99.500000', source: 'agreement', promotion_id: 0, sale_price: '120.000000' },
      expect.objectContaining({ product_id: oil, price: '72.000000', source: 'promotion' }),
    ]);
    expect((await lookup(walkIn, [pads], '2026-11-10'))[0]).toMatchObject({ price: '100.000000', source: 'promotion' });
    // After the special ends, the all-products discount is what remains.
    expect((await lookup(walkIn, [pads], '2026-11-12'))[0]).toMatchObject({ price: '108.000000', source: 'promotion' });
    expect((await lookup(walkIn, [wiper], '2026-12-01'))[0]).toMatchObject({ price: '30.000000', source: 'product' });
  });

  it('a disabled promotion no longer applies; agreement prices are listed, edited and deleted through the resource routes', async () => {
    const belt = await product('50');
    const promo = (await e.admin.client.post('/promotions', { name: '皮带特价', product_id: belt, kind: 1, price: '40', date_from: '2026-12-01', date_to: '2026-12-31' })).data.id;
    expect((await e.admin.client.get(`/promotions/${promo}`)).data).toMatchObject({ name: '皮带特价', kind: 1, product_name: `商品${sku}`, date_from: '2026-12-01', date_to: '2026-12-31', status: 1, discount: '1.0000' });
    expect((await lookup(walkIn, [belt], '2026-12-05'))[0].price).toBe('40.000000');
    expect((await e.admin.client.post(`/promotions/${promo}/status`, { status: 0 })).code).toBe(2000);
    expect((await lookup(walkIn, [belt], '2026-12-05'))[0]).toMatchObject({ price: '50.000000', source: 'product' });
    expect((await e.admin.client.get('/promotions?status=0')).data.list.map((p: { id: number }) => p.id)).toEqual([promo]);

    const id = (await e.admin.client.post('/sale-agreement-prices', { partner_id: walkIn, product_id: belt, price: '45' })).data.id;
    expect((await e.admin.client.post('/sale-agreement-prices', { partner_id: walkIn, product_id: belt, price: '44' })).data.fields).toEqual({ product_id: '已存在相同的值' });
    expect((await e.admin.client.put(`/sale-agreement-prices/${id}`, { price: '46' })).code).toBe(2000);
    const list = (await e.admin.client.get(`/sale-agreement-prices?partner_id=${walkIn}`)).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ partner_name: '散客', product_id: belt, product_name: `商品${sku}`, price: '46.000000' });
    // Moving another agreement onto the same customer and product is the same duplicate.
    const other = (await e.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: belt, price: '47' })).data.id;
    expect((await e.admin.client.put(`/sale-agreement-prices/${other}`, { partner_id: walkIn }, { language: 2 })).data.fields).toEqual({ product_id: 'The same value already exists' });
    expect((await e.admin.client.delete(`/sale-agreement-prices/${id}`)).code).toBe(2000);
    expect((await lookup(walkIn, [belt], '2026-12-05'))[0].source).toBe('product');
    expect((await e.admin.client.post('/sale-agreement-prices/batch-delete', { ids: [other] })).code).toBe(2000);
  });

  it('validates: customers only, dates in order, discount in (0, 1], a fixed price names a product — in both languages', async () => {
    const p = await product('10');
    const c = e.admin.client;
    expect((await c.post('/sale-agreement-prices', { partner_id: supplier, product_id: p, price: '9' })).data.fields).toEqual({ partner_id: '请选择客户' });
    expect((await c.post('/sale-agreement-prices', { partner_id: supplier, product_id: p, price: '9' }, { language: 2 })).data.fields).toEqual({ partner_id: 'Please choose a customer' });
    expect((await c.post('/sale-agreement-prices', { product_id: p, price: 'x' })).data.fields).toMatchObject({ partner_id: '不能为空', price: expect.any(String) });
    expect((await c.post('/promotions', { name: 'x', kind: 1, price: '9', product_id: p, date_from: '2026-12-02', date_to: '2026-12-01' })).data.fields).toEqual({ date_to: '开始日期不能大于结束日期' });
    expect((await c.post('/promotions', { name: 'x', kind: 2, discount: '1.5', date_from: '2026-12-01', date_to: '2026-12-02' })).data.fields).toMatchObject({ discount: '折扣须大于0且不超过1（如0.9表示九折）' });
    expect((await c.post('/promotions', { name: 'x', kind: 2, discount: '0', date_from: '2026-12-01', date_to: '2026-12-02' }, { language: 2 })).data.fields).toEqual({ discount: 'The discount must be above 0 and at most 1 (0.9 is 10% off)' });
    expect((await c.post('/promotions', { name: 'x', kind: 1, price: '9', date_from: '2026-12-01', date_to: '2026-12-02' })).data.fields).toEqual({ product_id: '特价促销须指定商品' });
    expect((await c.post('/promotions', { name: 'x', kind: 1, price: '9', date_from: '2026-12-01', date_to: '2026-12-02' }, { language: 2 })).data.fields).toEqual({ product_id: 'A fixed-price promotion needs a product' });
    // Dates are required and must be days of the calendar.
    expect((await c.post('/promotions', { name: 'x', kind: 2, discount: '0.5', date_from: null, date_to: '2026-02-30' })).data.fields).toEqual({ date_from: '不能为空', date_to: '日期不存在' });
    // An update is judged by the record it leaves behind: an end before the stored start is refused.
    const promo = (await c.post('/promotions', { name: '十二月', kind: 2, discount: '0.8', date_from: '2026-12-10', date_to: '2026-12-20' })).data.id;
    expect((await c.put(`/promotions/${promo}`, { date_to: '2026-12-01' })).data.fields).toEqual({ date_to: '开始日期不能大于结束日期' });
    expect((await c.put(`/promotions/${promo}`, { kind: 1 })).data.fields).toEqual({ product_id: '特价促销须指定商品' });
  });

  it('a customer with agreement prices keeps its type and cannot be deleted; nor can the product', async () => {
    const p = await product('20');
    const customer = (await e.admin.client.post('/partners', { type: 1, name: '改类型客户' })).data.id;
    await e.admin.client.post('/sale-agreement-prices', { partner_id: customer, product_id: p, price: '18' });
    expect(await e.admin.client.put(`/partners/${customer}`, { type: 2 })).toMatchObject({ code: 4090, msg: '该往来单位已有客户账号、销售协议价或成本价，不能更改类型' });
    expect(await e.admin.client.delete(`/partners/${customer}`, undefined, { language: 2 })).toMatchObject({ code: 4090, msg: 'Cannot delete: records in Sales agreement prices still refer to it' });
    expect(await e.admin.client.delete(`/products/${p}`)).toMatchObject({ code: 4090, msg: '无法删除：销售协议价中仍有记录引用它' });
  });

  it('another enterprise neither sees nor prices our products; staff need the pages’ rights', async () => {
    const mine = await product('60');
    await e.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: mine, price: '55' });
    const promo = (await e.admin.client.post('/promotions', { name: '本店促销', kind: 2, discount: '0.5', date_from: '2026-12-01', date_to: '2026-12-02' })).data.id;
    const other = await enterpriseWithAdmin(t.client, '别家');
    expect((await other.admin.client.get(`/sale-prices?partner_id=${vip}&product_ids=${mine}&date=2026-11-10`)).data.list).toEqual([]);
    expect((await other.admin.client.get('/sale-agreement-prices')).data.total).toBe(0);
    expect((await other.admin.client.get('/promotions')).data.total).toBe(0);
    expect((await other.admin.client.post('/sale-agreement-prices', { partner_id: vip, product_id: mine, price: '1' })).data.fields).toEqual({ partner_id: '所选记录不存在', product_id: '所选记录不存在' });
    expect((await other.admin.client.put(`/promotions/${promo}`, { name: '改名' })).code).toBe(4004);
    expect((await other.admin.client.post(`/promotions/${promo}/status`, { status: 0 })).code).toBe(4004);
    expect((await other.admin.client.delete(`/promotions/${promo}`)).code).toBe(4004);

    const clerk = await joinedMember(t.client, e, '店员');
    expect((await clerk.client.get(`/sale-prices?product_ids=${mine}&date=2026-11-10`)).code).toBe(4003);
    expect((await clerk.client.get('/promotions')).code).toBe(4003);
    expect((await clerk.client.post('/promotions', { name: 'x', kind: 2, discount: '0.5', date_from: '2026-12-01', date_to: '2026-12-02' })).code).toBe(4003);
    expect((await clerk.client.get('/sale-agreement-prices', { language: 2 }))).toMatchObject({ code: 4003 });

    // A group with the promotion page and its edit right, but neither add nor the switch.
    const group = (await e.admin.client.post('/permission-groups', { name: '促销维护' })).data.id;
    await e.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'promotion', funs: ['promotion_edit'], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    expect((await clerk.client.get('/promotions')).data.total).toBeGreaterThan(0);
    expect((await clerk.client.put(`/promotions/${promo}`, { name: '店员改名' })).code).toBe(2000);
    expect((await clerk.client.post('/promotions', { name: 'x', kind: 2, discount: '0.5', date_from: '2026-12-01', date_to: '2026-12-02' })).code).toBe(4003);
    expect((await clerk.client.post(`/promotions/${promo}/status`, { status: 0 })).code).toBe(4003);
    expect((await clerk.client.get('/sale-agreement-prices')).code).toBe(4003);
    // The promotion page alone lets the clerk look prices up (it is one of the pages that fill sales prices).
    expect((await clerk.client.get(`/sale-prices?product_ids=${mine}&date=2026-11-10`)).code).toBe(2000);
  });

  it('imports agreement prices and promotions from Excel with the same rules, row by row', async () => {
    await product('15');
    const name = `商品${sku}`;
    const prices = await importRows('/sale-agreement-prices', [
      ['ID', '客户', '商品', '协议价', '备注'],
      ['', '协议客户', name, '12.5', '年度协议'],
      ['', '供应商', name, '11', ''],
      ['', '协议客户', name, '12', '重复'],
    ]);
    expect(prices.result).toMatchObject({ success: 1, failed: 2 });
    expect(prices.result.errors).toEqual([{ row: 3, message: '客户: 请选择客户' }, { row: 4, message: '商品: 已存在相同的值' }]);
    expect((await e.admin.client.get(`/sale-agreement-prices?partner_id=${vip}&keyword=${encodeURIComponent('年度')}`)).data.list).toEqual([expect.objectContaining({ product_name: name, price: '12.500000' })]);
    // The keyword also finds a price by its customer's or product's name.
    expect((await e.admin.client.get(`/sale-agreement-prices?keyword=${encodeURIComponent(name)}`)).data.list).toEqual([expect.objectContaining({ product_name: name })]);
    expect((await e.admin.client.get(`/sale-agreement-prices?keyword=${encodeURIComponent('协议客户')}`)).data.total).toBeGreaterThan(0);

    const promotions = await importRows('/promotions', [
      ['ID', 'Promotion name', 'Kind', 'Product', 'Fixed price', 'Discount rate', 'Start date', 'End date', 'Enabled', 'Remark'],
      ['', '导入折扣', 'Discount', '', '', '0.95', '2027-01-01', '2027-01-31', 'Yes', ''],
      ['', '倒序日期', 'Discount', '', '', '0.9', '2027-02-01', '2027-01-01', 'Yes', ''],
      ['', '没有商品的特价', 'Fixed price', '', '9', '', '2027-01-01', '2027-01-31', 'No', ''],
    ], 2);
    expect(promotions.result).toMatchObject({ success: 1, failed: 2 });
    expect(promotions.result.errors).toEqual([
      { row: 3, message: 'End date: The start date cannot be later than the end date' },
      { row: 4, message: 'Product: A fixed-price promotion needs a product' },
    ]);
    expect((await e.admin.client.get(`/promotions?keyword=${encodeURIComponent('导入折扣')}`)).data.list).toEqual([expect.objectContaining({ kind: 2, product_id: 0, discount: '0.9500', date_from: '2027-01-01' })]);
  });
});
