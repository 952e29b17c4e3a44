import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../testing/trading-books.ts';

let t: TestApp;
let e: TradingBooks;
beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '引用检查');
});
afterAll(async () => { await t?.close(); });

const refused = { code: 4090, msg: '无法删除：单据中仍有记录引用它' };

describe('master data that documents name cannot be deleted (4090 naming the documents)', () => {
  it('a warehouse only a transfer’s header names, a department, a currency, a logistics company and a line’s unit', async () => {
    const c = e.admin.client;
    const product = await e.product('引用测试件');
    const receiving = (await c.post('/warehouses', { name: '引用调入仓', code: 'REF-IN' })).data.id;
    const transfer = await c.post('/bills/stock-transfers', { bill_date: '2026-11-10', out_store_id: e.store, in_store_id: receiving, lines: [{ product_id: product, number: '1' }] });
    expect(transfer.code, transfer.msg).toBe(2000);
    expect(await c.delete(`/warehouses/${receiving}`)).toMatchObject(refused);

    const department = (await c.post('/departments', { name: '引用部门' })).data.id;
    const currency = (await c.post('/currencies', { code: 'GBP', name: '英镑', rate: '9.1' })).data.id;
    const logistics = (await c.post('/logistics-companies', { name: '引用物流' })).data.id;
    const box = (await c.post('/units', { name: '引用箱' })).data.id;
    await c.put(`/products/${product}/units`, { units: [{ unit_id: box, ratio: '10' }] });
    const order = await c.post('/bills/sale-orders', {
      bill_date: '2026-11-10', partner_id: e.customer, store_id: e.store, department_id: department, currency_id: currency, rate: '9.1', logistics_id: logistics,
      lines: [{ product_id: product, unit_id: box, number: '2', price: '5' }],
    });
    expect(order.code, order.msg).toBe(2000);
    // The conversion is removed first: only the order's line still names the box.
    expect((await c.put(`/products/${product}/units`, { units: [] })).code).toBe(2000);
    for (const path of [`/departments/${department}`, `/currencies/${currency}`, `/logistics-companies/${logistics}`, `/units/${box}`]) {
      expect(await c.delete(path), path).toMatchObject(refused);
    }
    expect((await c.delete(`/warehouses/${receiving}`, undefined, { language: 2 })).msg).toBe('Cannot delete: records in documents still refer to it');
  });

  it('a customer or product with agreement prices, a product with a promotion', async () => {
    const c = e.admin.client;
    const customer = (await c.post('/partners', { type: 1, name: '协议客户' })).data.id;
    const agreed = await e.product('协议价商品');
    expect((await c.post('/sale-agreement-prices', { partner_id: customer, product_id: agreed, price: '9.5' })).code).toBe(2000);
    expect(await c.delete(`/partners/${customer}`)).toMatchObject({ code: 4090, msg: '无法删除：销售协议价中仍有记录引用它' });
    expect(await c.delete(`/products/${agreed}`)).toMatchObject({ code: 4090, msg: '无法删除：销售协议价中仍有记录引用它' });

    const promoted = await e.product('促销商品');
    expect((await c.post('/promotions', { name: '双十一', product_id: promoted, kind: 2, discount: '0.9', date_from: '2026-11-01', date_to: '2026-11-11' })).code).toBe(2000);
    expect(await c.delete(`/products/${promoted}`)).toMatchObject({ code: 4090, msg: '无法删除：促销中仍有记录引用它' });
    // Unused master data still goes.
    expect((await c.delete(`/products/${await e.product('无引用商品')}`)).code).toBe(2000);
  });
});
