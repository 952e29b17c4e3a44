import { findPage } from '@zf/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * ISSUE 11 item 3 as a user meets it: a group that hides the goods list's prices hides them on the product, its
 * price history and its level prices alike; a group that shows a sales clerk amounts but not costs hides the cost
 * and profit of the same sale wherever it is read. Members whose group shows every column see every figure.
 */
let t: TestApp;
let a: TradingBooks;
let product: number;
let sale: number;

const allBut = (page: string, ...hidden: string[]) => findPage(page)!.cols.map((c) => c.key).filter((k) => !hidden.includes(k));

async function member(name: string, pages: Array<{ page: string; cols: string[] | null; funs?: string[] }>) {
  const staff = await joinedMember(t.client, a, name);
  const group = (await a.admin.client.post('/permission-groups', { name })).data.id;
  const put = await a.admin.client.put(`/permission-groups/${group}/pages`, { pages: pages.map((p) => ({ funs: [], ...p })) });
  expect(put.code, put.msg).toBe(2000);
  await a.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [staff.employeeId] });
  return staff.client;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await tradingBooks(t, '列权限门店');
  const admin = a.admin.client;
  product = await a.product('刹车片', { purchase_price: '37.19', sale_price: '58.73' });
  expect((await admin.post('/products/prices', { items: [{ id: product, purchase_price: '41.23', sale_price: '63.47' }] })).code).toBe(2000);
  expect((await admin.post('/price-levels', { name: '批发价', rate: '0.9' })).code).toBe(2000);
  await a.posted('purchase-bills', { partner_id: a.supplier, lines: [{ product_id: product, number: '7', price: '41.23' }] });
  sale = (await a.posted('sale-bills', { partner_id: a.customer, lines: [{ product_id: product, number: '3', price: '66.89' }] })).id;
});
afterAll(async () => { await t?.close(); });

describe('a group that hides the goods list\'s prices', () => {
  it('sees no price on the product, in its price history or in its level prices', async () => {
    const clerk = await member('看不到价格', [{ page: 'goodsList', cols: allBut('goodsList', 'purchase_price', 'sale_price', 'cost_price') }]);
    const shown = (await clerk.get(`/products/${product}`)).data;
    expect(shown.name).toBe('刹车片');
    expect(shown).not.toHaveProperty('purchase_price');
    expect(shown).not.toHaveProperty('sale_price');

    const history = await clerk.get(`/products/${product}/price-history`);
    expect(history.code).toBe(2000);
    // The product's first prices and the change: two rows, neither with a price in it.
    expect(history.data.total).toBe(2);
    for (const row of history.data.list) expect(Object.keys(row).sort()).toEqual(['create_time', 'id']);

    const levels = await clerk.get(`/products/${product}/level-prices`);
    expect(levels.data.list).toEqual([{ price_level_id: expect.any(Number), name: '批发价', rate: '0.900000' }]);
  });

  it('exports the goods list without the hidden price columns', async () => {
    const exporter = await member('导出但看不到价格', [{ page: 'goodsList', cols: allBut('goodsList', 'purchase_price', 'sale_price', 'cost_price'), funs: ['goods_export'] }]);
    const sheetOf = async (client: typeof exporter) => {
      const file = await client.download('/products/export');
      expect(file.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.body as never);
      const rows: string[][] = [];
      book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
      return rows;
    };
    const [header, row] = await sheetOf(exporter);
    expect(header).toContain('商品名称*');
    expect(header).not.toContain('采购价');
    expect(header).not.toContain('销售价');
    expect(row).toContain('刹车片');
    expect(row!.join('|')).not.toContain('41.23');
    const [adminHeader, adminRow] = await sheetOf(a.admin.client);
    expect(adminHeader).toEqual(expect.arrayContaining(['采购价', '销售价']));
    expect(adminRow!.map(String)).toEqual(expect.arrayContaining(['41.23', '63.47']));
  });

  it('while a group that shows every column reads every price', async () => {
    const buyer = await member('看得到价格', [{ page: 'goodsList', cols: null }]);
    expect((await buyer.get(`/products/${product}`)).data).toMatchObject({ purchase_price: '41.230000', sale_price: '63.470000' });
    expect((await buyer.get(`/products/${product}/price-history`)).data.list[0]).toMatchObject({
      purchase_price: '41.230000', sale_price: '63.470000', old_purchase_price: '37.190000', old_sale_price: '58.730000',
    });
    expect((await buyer.get(`/products/${product}/level-prices`)).data.list[0].price).toBe('57.123000');
  });

  it('a group showing the sale price but not the purchase price sees exactly that', async () => {
    const seller = await member('只看销售价', [{ page: 'goodsList', cols: allBut('goodsList', 'purchase_price', 'cost_price') }]);
    const row = (await seller.get(`/products/${product}/price-history`)).data.list[0];
    expect(row).toMatchObject({ sale_price: '63.470000', old_sale_price: '58.730000' });
    expect(row).not.toHaveProperty('purchase_price');
    expect(row).not.toHaveProperty('old_purchase_price');
    expect((await seller.get(`/products/${product}/level-prices`)).data.list[0].price).toBe('57.123000');
  });
});

describe('a sales clerk who sees amounts but not costs', () => {
  it('reads the sale\'s amounts and prices, never its cost or profit', async () => {
    const clerk = await member('销售员', [
      { page: 'saleBill', cols: allBut('saleBill', 'cost_amount', 'gross_profit') },
      { page: 'inventoryList', cols: allBut('inventoryList', 'cost_price', 'amount') },
    ]);
    const bill = (await clerk.get(`/bills/sale-bills/${sale}`)).data;
    expect(bill).toMatchObject({ total_amount: '200.67', partner_name: '列权限门店客户' });
    expect(bill.lines[0]).toMatchObject({ price: '66.890000', amount: '200.67', number: '3.0000' });
    expect(bill).not.toHaveProperty('cost_amount');
    expect(JSON.stringify(bill)).not.toContain('123.69');

    const profit = (await clerk.get(`/sales/gross-profit/sale-bills/${sale}`)).data;
    expect(profit).toMatchObject({ bill_sn: expect.any(String), revenue: '200.67' });
    expect(profit).not.toHaveProperty('cost');
    expect(profit).not.toHaveProperty('gross_profit');
    expect(profit.lines[0]).not.toHaveProperty('gross_profit');

    const stock = (await clerk.get(`/stock/balances?product_id=${product}`)).data.list[0];
    expect(stock).toMatchObject({ product_id: product, qty: '4.0000' });
    expect(stock).not.toHaveProperty('cost_price');
    expect(stock).not.toHaveProperty('amount');
  });

  it('cannot write a sale whose prices it may not see; seeing amounts without costs is enough to write one', async () => {
    const blind = await member('不见金额的开单员', [{ page: 'saleBill', cols: allBut('saleBill', 'total_amount', 'cost_amount', 'gross_profit'), funs: ['sale_bill_add'] }]);
    const line = { partner_id: a.customer, bill_date: '2026-11-12', store_id: a.store, lines: [{ product_id: product, number: '1', price: '66.89' }] };
    expect(await blind.post('/bills/sale-bills', line, { language: 2 })).toMatchObject({
      code: 4003, msg: 'Your permission group hides this document type\'s amounts, so you cannot enter or change its prices; ask for the "Total amount" column',
    });
    const seller = await member('见金额的开单员', [{ page: 'saleBill', cols: allBut('saleBill', 'cost_amount', 'gross_profit'), funs: ['sale_bill_add'] }]);
    expect((await seller.post('/bills/sale-bills', line)).code).toBe(2000);
  });

  it('the admin reads the same sale with its cost and profit', async () => {
    const profit = (await a.admin.client.get(`/sales/gross-profit/sale-bills/${sale}`)).data;
    expect(profit).toMatchObject({ revenue: '200.67', cost: '123.69', gross_profit: '76.98' });
    expect((await a.admin.client.get(`/stock/balances?product_id=${product}`)).data.list[0]).toMatchObject({ qty: '4.0000', cost_price: '41.230000', amount: '164.92' });
  });
});
