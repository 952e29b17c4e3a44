import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../testing/trading-books.ts';

/**
 * Line discount on purchase and sales lines (issue 12): amount = price × number less the discount (a rate off the
 * gross, or an amount), tax on the net amount; the totals, the stock cost, the sale's cost and profit, the partner's
 * balance and the statement follow the net figures.
 */
let t: TestApp;
let b: TradingBooks;
let filter: number;
let pads: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '折扣测试');
  filter = await b.product('机油滤芯');
  pads = await b.product('刹车片');
});
afterAll(async () => { await t?.close(); });

const get = async (type: string, id: number) => (await b.admin.client.get(`/bills/${type}/${id}`)).data;
const statement = async (partnerId: number, side: 'receivable' | 'payable') =>
  (await b.admin.client.get(`/receivables/statement/print?partner_id=${partnerId}&side=${side}&date_from=2026-11-01&date_to=2026-11-30`)).data;
const post = (type: string, lines: object[], extra: object = {}) =>
  b.admin.client.post(`/bills/${type}`, { bill_date: '2026-11-10', store_id: b.store, partner_id: type.startsWith('sale') ? b.customer : b.supplier, lines, ...extra });

describe('a purchase and a sale with line discounts', () => {
  it('prices the lines net of their discounts, taxes the net, and stock, cost, balances and statements follow', async () => {
    // 10 × 12.50 = 125.00, 10 % off = 12.50 → 112.50, tax 13 % = 14.625 → 14.63.
    // 3 × 33.33 = 99.99, 9.99 off → 90.00, no tax.
    const buy = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [
      { product_id: filter, number: '10', price: '12.5', discount_rate: '0.1', tax_rate: '0.13' },
      { product_id: pads, number: '3', price: '33.33', discount_amount: '9.99' },
    ] });
    const bought = await get('purchase-bills', buy.id);
    expect(bought.lines.map((l: Record<string, string>) => [l.price, l.discount_rate, l.discount_amount, l.amount, l.tax_amount])).toEqual([
      ['12.500000', '0.100000', '12.50', '112.50', '14.63'],
      ['33.330000', '0.000000', '9.99', '90.00', '0.00'],
    ]);
    expect([bought.total_amount, bought.tax_amount]).toEqual(['202.50', '14.63']);
    // Goods come in at the net amount (tax is not stock cost): 11.25 and 30.00 a unit.
    const balance = async (p: number) => (await b.admin.client.get(`/stock/balances?product_id=${p}&warehouse_id=${b.store}`)).data.list[0];
    expect(await balance(filter)).toMatchObject({ qty: '10.0000', amount: '112.50', cost_price: '11.250000' });
    expect(await balance(pads)).toMatchObject({ qty: '3.0000', amount: '90.00', cost_price: '30.000000' });
    // We owe the supplier the net total with tax: 202.50 + 14.63 = 217.13.
    expect((await statement(b.supplier, 'payable')).footer.at(-1)).toEqual({ label: '期末余额', value: '217.13' });

    // 4 × 30 = 120.00, 5 % off = 6.00 → 114.00, tax 13 % = 14.82; cost 4 × 11.25 = 45.00.
    const sell = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: filter, number: '4', price: '30', discount_rate: '0.05', discount_amount: '6.00', tax_rate: '0.13' }] });
    const sold = await get('sale-bills', sell.id);
    expect([sold.lines[0].discount_amount, sold.lines[0].amount, sold.lines[0].tax_amount, sold.total_amount, sold.tax_amount, sold.cost_amount]).toEqual(['6.00', '114.00', '14.82', '114.00', '14.82', '45.00']);
    const customer = await statement(b.customer, 'receivable');
    expect(customer.table.rows).toEqual([expect.objectContaining({ sn: sell.bill_sn, increase: '128.82', balance: '128.82' })]);

    // An edit that drops the discount prices the line at its gross again.
    const draft = await post('sale-bills', [{ product_id: pads, number: '1', price: '50', discount_amount: '5' }]);
    expect((await get('sale-bills', draft.data.id)).total_amount).toBe('45.00');
    const saved = await b.admin.client.put(`/bills/sale-bills/${draft.data.id}`, { bill_date: '2026-11-10', store_id: b.store, partner_id: b.customer, lines: [{ product_id: pads, number: '1', price: '50' }] });
    expect(saved.code, saved.msg).toBe(2000);
    expect((await get('sale-bills', draft.data.id)).lines[0]).toMatchObject({ discount_amount: '0.00', amount: '50.00' });
  });

  it('refuses a rate outside 0-100 %, a discount above the line, a rate and amount that disagree, and a discount on a stock document', async () => {
    const bad = await post('purchase-bills', [
      { product_id: filter, number: '1', price: '10', discount_rate: '1.2' },
      { product_id: filter, number: '2', price: '10', discount_amount: '20.01' },
      { product_id: filter, number: '3', price: '33.33', discount_rate: '0.1', discount_amount: '9.99' },
      { product_id: filter, number: '1', price: '10', discount_amount: '-1' },
    ]);
    expect(bad.code).toBe(4220);
    expect(bad.data.fields).toEqual({
      'lines.0.discount_rate': '折扣率须在0到100%之间',
      'lines.3.discount_amount': '不能为负数',
    });
    const over = await post('purchase-bills', [
      { product_id: filter, number: '2', price: '10', discount_amount: '20.01' },
      { product_id: filter, number: '3', price: '33.33', discount_rate: '0.1', discount_amount: '9.99' },
    ]);
    expect(over.code).toBe(4220);
    expect(over.data.fields).toEqual({ 'lines.0.discount_amount': '折扣额不能超过本行金额', 'lines.1.discount_amount': '折扣额与折扣率算出的不一致' });
    expect((await b.admin.client.post('/bills/sale-bills', { bill_date: '2026-11-10', store_id: b.store, partner_id: b.customer, lines: [{ product_id: filter, number: '1', price: '10', discount_rate: '1.5' }] }, { language: 2 })).data.fields)
      .toEqual({ 'lines.0.discount_rate': 'The discount must be between 0 and 100 %' });
    const w2 = (await b.admin.client.post('/warehouses', { name: '二号仓' })).data.id;
    const transfer = await b.admin.client.post('/bills/stock-transfers', { bill_date: '2026-11-10', out_store_id: b.store, in_store_id: w2, lines: [{ product_id: filter, number: '1', discount_rate: '0.1' }] });
    expect([transfer.code, transfer.data.fields]).toEqual([4220, { 'lines.0.discount_rate': '此类单据的明细不能打折' }]);
  });
});
