import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * What the bill editor asks while a clerk enters a row (issue 12 items 3-5): the purchase price a row starts with,
 * the units it may be entered in, the stock on hand, and who may be named as principal; and the header's department
 * and principal must be the enterprise's own.
 */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let oil: number;
let filter: number;
let box: number;

const q = (o: Record<string, unknown>) => new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString();

/** A member whose permission group grants exactly the given pages and functions. */
async function staffWith(name: string, pages: Array<{ page: string; funs: string[] }>) {
  const staff = await joinedMember(t.client, b, name);
  const group = await b.admin.client.post('/permission-groups', { name });
  await b.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: pages.map((p) => ({ ...p, cols: null })) });
  await b.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
  return staff;
}

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '录入辅助');
  other = await tradingBooks(t, '别家企业');
  box = (await b.admin.client.post('/units', { name: '整箱' })).data.id;
  oil = await b.product('机油 5W-30', { purchase_price: '30' });
  filter = await b.product('机滤', { purchase_price: '0' });
  expect((await b.admin.client.put(`/products/${oil}/units`, { units: [{ unit_id: box, ratio: '12' }] })).code).toBe(2000);
});
afterAll(async () => { await t?.close(); });

describe('the purchase price a row starts with', () => {
  it('is the supplier\'s cost price, else its last approved purchase per base unit, else the product\'s purchase price', async () => {
    const prices = async (partner: number) => (await b.admin.client.get(`/purchase-prices?${q({ partner_id: partner, product_ids: `${oil},${filter}` })}`)).data.list;
    expect(await prices(b.supplier)).toEqual([{ product_id: oil, price: '30.000000', source: 'product' }]);
    // Bought by the box of 12 at 300.00: 25.000000 a bottle from this supplier.
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: oil, unit_id: box, number: '2', price: '300' }, { product_id: filter, number: '5', price: '8.5' }] });
    expect(await prices(b.supplier)).toEqual([
      { product_id: oil, price: '25.000000', source: 'last_purchase' },
      { product_id: filter, price: '8.500000', source: 'last_purchase' },
    ]);
    const second = (await b.admin.client.post('/partners', { type: 2, name: '第二供应商' })).data.id;
    expect((await prices(second)).find((p: { product_id: number }) => p.product_id === filter)).toEqual({ product_id: filter, price: '8.500000', source: 'product' });
    expect((await b.admin.client.post('/cost-prices', { partner_id: b.supplier, product_id: filter, cost_price: '7.9' })).code).toBe(2000);
    expect((await prices(b.supplier)).find((p: { product_id: number }) => p.product_id === filter)).toEqual({ product_id: filter, price: '7.900000', source: 'cost_price' });
  });

  it('leaves out another enterprise\'s products, and is for purchasing pages only', async () => {
    expect((await other.admin.client.get(`/purchase-prices?${q({ partner_id: other.supplier, product_ids: String(oil) })}`)).data.list).toEqual([]);
    const seller = await staffWith('只会开销售单', [{ page: 'saleBill', funs: ['sale_bill_add'] }]);
    expect((await seller.client.get(`/purchase-prices?${q({ partner_id: b.supplier, product_ids: String(oil) })}`)).code).toBe(4003);
    expect((await seller.client.get(`/product-units?${q({ product_ids: String(oil) })}`)).data.list).toEqual([
      { product_id: oil, base_unit_id: b.unit, base_unit_name: expect.any(String), serial_tracking: false, units: [{ unit_id: box, unit_name: '整箱', ratio: '12.000000' }] },
    ]);
    // The bill editor's serial cell: a serial-tracked product says so.
    const tracked = (await b.admin.client.post('/products', { code: 'SN-LOOKUP', name: '序列号件', unit_id: b.unit, serial_tracking: 1 })).data.id;
    expect((await seller.client.get(`/product-units?${q({ product_ids: String(tracked) })}`)).data.list).toEqual([
      { product_id: tracked, base_unit_id: b.unit, base_unit_name: expect.any(String), serial_tracking: true, units: [] },
    ]);
    const available = (await seller.client.get(`/stock/available?${q({ warehouse_id: b.store, product_ids: `${oil},${filter}` })}`)).data.list;
    expect(available).toHaveLength(2);
    expect(available).toEqual(expect.arrayContaining([
      { product_id: oil, product_code: expect.any(String), product_name: '机油 5W-30', qty: '24.0000' },
      { product_id: filter, product_code: expect.any(String), product_name: '机滤', qty: '5.0000' },
    ]));
    const nobody = await staffWith('只看首页', [{ page: 'home', funs: [] }]);
    expect((await nobody.client.get(`/product-units?${q({ product_ids: String(oil) })}`)).code).toBe(4003);
    expect((await nobody.client.get(`/stock/available?${q({ warehouse_id: b.store })}`)).code).toBe(4003);
  });
});

describe('a stocktake loads its book stock', () => {
  it('lists every product with stock in the warehouse, quantities only', async () => {
    const list = (await b.admin.client.get(`/stock/available?${q({ warehouse_id: b.store })}`)).data.list;
    expect(list.map((r: { product_id: number; qty: string }) => [r.product_id, r.qty]).sort()).toEqual([[oil, '24.0000'], [filter, '5.0000']].sort());
    expect(Object.keys(list[0]).sort()).toEqual(['product_code', 'product_id', 'product_name', 'qty']);
  });
});

describe('department and principal on a bill', () => {
  it('names them in the list and the detail, and refuses another enterprise\'s', async () => {
    const department = (await b.admin.client.post('/departments', { name: '销售一部' })).data.id;
    const people = (await b.admin.client.get(`/employees/options?${q({ keyword: '' })}`)).data;
    expect(people.total).toBeGreaterThanOrEqual(1);
    const principal = people.list[0].id as number;
    const made = await b.bill('sale-orders', { partner_id: b.customer, delivery_date: '2026-11-20', department_id: department, principal_id: principal, pay_method: 'transfer', lines: [{ product_id: oil, number: '1', price: '45' }] });
    const detail = (await b.admin.client.get(`/bills/sale-orders/${made.id}`)).data;
    expect(detail).toMatchObject({ department_name: '销售一部', principal_name: people.list[0].name, pay_method: 'transfer' });
    expect(String(detail.delivery_date)).toContain('2026-11-20');
    expect((await b.admin.client.get('/bills/sale-orders')).data.list[0]).toMatchObject({ department_name: '销售一部', principal_name: people.list[0].name });

    const theirs = (await other.admin.client.post('/departments', { name: '别家部门' })).data.id;
    const theirPerson = (await other.admin.client.get('/employees/options')).data.list[0].id;
    const refused = await b.admin.client.post('/bills/sale-orders', { bill_date: '2026-11-10', store_id: b.store, partner_id: b.customer, department_id: theirs, principal_id: theirPerson, lines: [{ product_id: oil, number: '1', price: '45' }] });
    expect([refused.code, Object.keys(refused.data.fields).sort()]).toEqual([4220, ['department_id', 'principal_id']]);
  });
});
