import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { repostSettings } from '../../engines/posting/index.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Back-dated receipts repost along cost links: what a transfer, an assembly or a return took follows its source. */
let t: TestApp;
let e: TradingBooks;
let w1: number;
let w2: number;
const saved = { ...repostSettings };

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '成本链接');
  w1 = e.store;
  w2 = (await e.admin.client.post('/warehouses', { name: '二号仓' })).data.id;
});
afterEach(async () => {
  Object.assign(repostSettings, saved);
  await t.app.jobs.settle();
});
afterAll(async () => { await t?.close(); });

const receive = (productId: number, date: string, number: string, price: string, store = w1) =>
  e.posted('purchase-bills', { bill_date: date, store_id: store, partner_id: e.supplier, lines: [{ product_id: productId, number, price }] });
const balance = async (productId: number, warehouseId: number) => {
  const b = (await e.admin.client.get(`/stock/balances?product_id=${productId}&warehouse_id=${warehouseId}`)).data.list[0];
  return `${b.qty} @ ${b.cost_price} = ${b.amount}`;
};
const amounts = async (productId: number, billType: string) =>
  (await e.admin.client.get(`/stock/moves?product_id=${productId}&page_size=100`)).data.list
    .filter((m: { bill_type: string }) => m.bill_type === billType).map((m: { qty: string; amount: string; warehouse_id: number }) => `${m.warehouse_id === w1 ? 'W1' : 'W2'} ${m.qty} ${m.amount}`);
const check = async () => (await e.admin.client.get('/stock/check')).data.consistent;

describe('a back-dated receipt reposts along cost links', () => {
  it('issue 13: the transfer-in follows the re-costed transfer-out, so 300.00 of receipts stay 300.00 of stock', async () => {
    const oil = await e.product('机油');
    await receive(oil, '2026-11-10', '10', '10.00');
    await e.posted('stock-transfers', { bill_date: '2026-11-12', out_store_id: w1, in_store_id: w2, lines: [{ product_id: oil, number: '5' }] });
    expect(await balance(oil, w2)).toMatch(/^5\.0000 @ .* = 50\.00$/);

    await receive(oil, '2026-11-05', '10', '20.00');
    expect(await balance(oil, w1)).toMatch(/^15\.0000 @ .* = 225\.00$/);
    expect(await balance(oil, w2)).toMatch(/^5\.0000 @ .* = 75\.00$/);
    expect(await amounts(oil, 'stock-transfers')).toEqual(['W1 -5.0000 75.00', 'W2 5.0000 75.00']);
    expect(await check()).toBe(true);
  });

  it('an assembled product follows its re-costed components, and a sale of it follows in turn', async () => {
    const bolt = await e.product('螺栓');
    const nut = await e.product('螺母');
    const kit = await e.product('紧固件套装');
    await receive(bolt, '2026-11-10', '10', '11.00');
    await receive(nut, '2026-11-10', '10', '4.00');
    await e.posted('assemblies', { bill_date: '2026-11-12', allocation: 1, lines: [
      { product_id: bolt, number: '2', direction: -1 }, { product_id: nut, number: '3', direction: -1 }, { product_id: kit, number: '2', direction: 1 },
    ] });
    await e.posted('sale-bills', { bill_date: '2026-11-13', partner_id: e.customer, lines: [{ product_id: kit, number: '1', price: '50' }] });
    expect(await balance(kit, w1)).toBe('1.0000 @ 17.000000 = 17.00');

    // Bolts now average (10 × 21 + 10 × 11) / 20 = 16.00: the kit took 2 × 16 + 3 × 4 = 44.00, the sale half of it.
    await receive(bolt, '2026-11-05', '10', '21.00');
    expect(await amounts(bolt, 'assemblies')).toEqual(['W1 -2.0000 32.00']);
    expect(await amounts(kit, 'assemblies')).toEqual(['W1 2.0000 44.00']);
    expect(await amounts(kit, 'sale-bills')).toEqual(['W1 -1.0000 22.00']);
    expect(await balance(kit, w1)).toBe('1.0000 @ 22.000000 = 22.00');
    expect(await balance(bolt, w1)).toBe('18.0000 @ 16.000000 = 288.00');
    expect(await check()).toBe(true);
  });

  it('a sales return follows the re-costed sale it returns', async () => {
    const pads = await e.product('刹车片');
    await receive(pads, '2026-11-10', '10', '10.00');
    const sale = await e.posted('sale-bills', { bill_date: '2026-11-12', partner_id: e.customer, lines: [{ product_id: pads, number: '4', price: '25' }] });
    const sold = (await e.admin.client.get(`/bills/sale-bills/${sale.id}`)).data;
    await e.posted('sale-returns', { bill_date: '2026-11-14', partner_id: e.customer, source_bill_id: sale.id, lines: [{ product_id: pads, number: '1', price: '25', source_line_id: sold.lines[0].id }] });
    expect(await amounts(pads, 'sale-returns')).toEqual(['W1 1.0000 10.00']);

    await receive(pads, '2026-11-05', '10', '20.00');
    // 20 @ 15.00 before the sale: it took 60.00, the return brings back 15.00.
    expect(await amounts(pads, 'sale-bills')).toEqual(['W1 -4.0000 60.00']);
    expect(await amounts(pads, 'sale-returns')).toEqual(['W1 1.0000 15.00']);
    expect(await balance(pads, w1)).toBe('17.0000 @ 15.000000 = 255.00');
    expect(await check()).toBe(true);
  });

  it('the background repost of a long ledger follows the transfer too', async () => {
    repostSettings.syncLimit = 3;
    repostSettings.chunk = 2;
    const belt = await e.product('皮带');
    await receive(belt, '2026-11-10', '10', '10.00');
    for (const day of ['11', '12', '13']) await e.posted('sale-bills', { bill_date: `2026-11-${day}`, partner_id: e.customer, lines: [{ product_id: belt, number: '1', price: '30' }] });
    await e.posted('stock-transfers', { bill_date: '2026-11-14', out_store_id: w1, in_store_id: w2, lines: [{ product_id: belt, number: '5' }] });

    await receive(belt, '2026-11-05', '10', '20.00');
    await t.app.jobs.settle();
    // 20 @ 15.00; three sales of one leave 17 @ 15.00; the transfer takes 75.00 to W2.
    expect(await amounts(belt, 'stock-transfers')).toEqual(['W1 -5.0000 75.00', 'W2 5.0000 75.00']);
    expect(await balance(belt, w1)).toBe('12.0000 @ 15.000000 = 180.00');
    expect(await balance(belt, w2)).toBe('5.0000 @ 15.000000 = 75.00');
    expect((await e.admin.client.get('/stock/reposts')).data.list).toEqual([]);
    expect(await check()).toBe(true);
  });
});
