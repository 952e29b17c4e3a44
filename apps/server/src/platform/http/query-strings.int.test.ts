import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Query strings are parsed strictly (ISSUE 11): whole numbers are digits, dates are days, a resource list's filters
 * take their field's kind; anything else answers 4220 naming the parameter (z.coerce read 1e3 as 1000 and true as
 * 1). An empty value is the parameter not given, as the web leaves unset filters out.
 */
let t: TestApp;
let b: TradingBooks;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '查询串企业');
  await b.product('查询件甲');
  await b.product('查询件乙', { status: 2 });
});
afterAll(async () => { await t?.close(); });

const get = (url: string) => b.admin.client.get(url);
const refused = async (url: string, field: string) => {
  const r = await get(url);
  expect(r.code, `${url}: ${r.msg}`).toBe(4220);
  expect(Object.keys(r.data.fields)).toContain(field);
};

describe('strict query strings', () => {
  it('paging takes digits only', async () => {
    for (const page of ['abc', '1e3', '0x10', '1.5', 'true', '%201', '0', '-1']) await refused(`/products?page=${page}`, 'page');
    await refused('/products?page=1&page=2', 'page');
    await refused('/products?page_size=501', 'page_size');
    expect((await get('/products?page=1&page_size=1')).data).toMatchObject({ page: 1, page_size: 1, total: 2 });
  });

  it('an empty value is the parameter not given', async () => {
    expect((await get('/products?page=&page_size=&status=&category_id=')).data).toMatchObject({ page: 1, page_size: 20, total: 2 });
    const staff = await get('/employees?status=');
    expect([staff.code, staff.msg, staff.data?.total]).toEqual([2000, '成功', 1]);
  });

  it('a resource list filter takes its field’s kind: a reference digits, an enum one of its values, a switch 0 or 1', async () => {
    await refused('/products?category_id=true', 'category_id');
    await refused('/products?brand_id=1e3', 'brand_id');
    await refused('/products?status=7', 'status');
    await refused('/products?serial_tracking=yes', 'serial_tracking');
    await refused('/products?status=0', 'status');
    expect((await get('/products?status=2')).data.total).toBe(1);
    expect((await get('/products?category_id=0')).data.total).toBe(2);
  });

  it('hand-written query schemas too: ids, statuses and dates', async () => {
    await refused('/bills/purchase-bills?audit_status=1.0', 'audit_status');
    await refused('/bills/purchase-bills?partner_id=true', 'partner_id');
    await refused('/employees?status=2', 'status');
    await refused('/employees?department_id=0x1', 'department_id');
    await refused('/stock/records?date_from=2026-02-30', 'date_from');
    expect((await get('/bills/purchase-bills?audit_status=1')).code).toBe(2000);
  });
});
