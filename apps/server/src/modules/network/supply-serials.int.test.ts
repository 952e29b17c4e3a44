import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Serial-tracked goods through the network delivery (issue 19): the supplier picks the serials of a tracked line in
 * the one-click delivery (checked as on an ordinary sales bill: one per unit, in stock in that warehouse), they leave
 * its serial ledger, and the buyer's one-click receipt carries the same serials into the buyer's ledger when the
 * buyer's product tracks serials (a product copied from the supplier's does; one of the buyer's own that does not
 * keeps them on the receipt line only). Reversals undo them on either side; two deliveries of one serial: one wins.
 */
let t: TestApp;
let supplier: TradingBooks;
let buyer: TradingBooks;
let stranger: TradingBooks;
let coupling: number;
let scanner: number;
let gauge: number;
let buyerGauge: number;

beforeAll(async () => {
  t = await createTestApp();
  supplier = await tradingBooks(t, '精工序列');
  buyer = await tradingBooks(t, '华东序列');
  stranger = await tradingBooks(t, '无关序列');
  const c = supplier.admin.client;
  const cat = (await c.post('/product-categories', { name: '产成品', sort: 1 })).data.id as number;
  coupling = await supplier.product('梅花联轴器', { code: 'SN-LM-100', category_id: cat, sale_price: '150.00' });
  scanner = await supplier.product('汽车诊断仪', { code: 'SN-X431', category_id: cat, sale_price: '500.00', serial_tracking: 1 });
  gauge = await supplier.product('数显压力表', { code: 'SN-YB-60', category_id: cat, sale_price: '80.00', serial_tracking: 1 });
  // The buyer already keeps the gauge under the same code, without serial tracking.
  buyerGauge = await buyer.product('压力表', { code: 'SN-YB-60' });
  await supplier.posted('purchase-bills', { partner_id: supplier.supplier, lines: [
    { product_id: coupling, number: '10', price: '100' },
    { product_id: scanner, number: '6', price: '300', serials: ['SN-01', 'SN-02', 'SN-03', 'SN-04', 'SN-05', 'SN-06'] },
    { product_id: gauge, number: '2', price: '50', serials: ['G-1', 'G-2'] }] });
  const linkId = (await buyer.admin.client.post('/partner-links', { partner_id: buyer.supplier, enterprise_code: supplier.code })).data.id as number;
  expect((await c.post(`/partner-links/${linkId}/accept`, { partner_id: supplier.customer, category_ids: [cat] })).code).toBe(2000);
});
afterAll(async () => { await t?.close(); });

/** A cart order of the given lines, accepted by the supplier: its supply order id and the buyer's purchase order. */
const accepted = async (lines: Array<{ product_id: number; number: string }>) => {
  const made = await buyer.admin.client.post('/supply/orders', { supplier_partner_id: buyer.supplier, lines });
  expect(made.code, made.msg).toBe(2000);
  const id = (await supplier.admin.client.get('/supply/customer-orders?status=1')).data.list.find((o: { bill_id: number }) => o.bill_id === made.data.sale_order.id).id as number;
  expect((await supplier.admin.client.post(`/supply/customer-orders/${id}/accept`)).code).toBe(2000);
  return id;
};
const deliver = (id: number, lines?: Array<{ line_id: number; serials: string[] }>) => supplier.admin.client.post(`/supply/customer-orders/${id}/deliver`, lines ? { lines } : undefined);
/** The serials of a product in an enterprise's ledger, as its stock pages read them. */
const inStock = async (books: TradingBooks, productId: number) => ((await books.admin.client.get(`/stock/serials?product_id=${productId}&in_stock=1`)).data.list as Array<{ serial: string }>).map((s) => s.serial);
const saleBills = async () => Number((await t.database.db.selectFrom('bill').select((eb) => eb.fn.countAll<string>().as('n'))
  .where('enterprise_id', '=', supplier.enterpriseId).where('type', '=', 'sale-bills').executeTakeFirstOrThrow()).n);

describe('serial-tracked goods in the one-click delivery and receipt', () => {
  let orderId: number;
  let saleBillId: number;
  let purchaseBillId: number;
  let buyerScanner: number;

  it('the delivery dialog lists the open lines and, for tracked ones, the supplier’s serials in stock in that warehouse', async () => {
    orderId = await accepted([{ product_id: coupling, number: '3' }, { product_id: scanner, number: '2' }, { product_id: gauge, number: '1' }]);
    const { lines } = (await supplier.admin.client.get(`/supply/customer-orders/${orderId}/delivery`)).data;
    expect(lines).toEqual([
      expect.objectContaining({ row: 1, product_id: coupling, code: 'SN-LM-100', number: '3.0000', warehouse_id: supplier.store, serial_tracking: false, serials: [] }),
      expect.objectContaining({ row: 2, product_id: scanner, number: '2.0000', serial_tracking: true, serials: ['SN-01', 'SN-02', 'SN-03', 'SN-04', 'SN-05', 'SN-06'] }),
      expect.objectContaining({ row: 3, product_id: gauge, number: '1.0000', serial_tracking: true, serials: ['G-1', 'G-2'] }),
    ]);
    // Neither the buyer nor another enterprise reads the supplier's delivery lines (its serial stock).
    expect((await buyer.admin.client.get(`/supply/customer-orders/${orderId}/delivery`)).code).toBe(4004);
    expect((await stranger.admin.client.get(`/supply/customer-orders/${orderId}/delivery`)).code).toBe(4004);
  });

  it('refuses a wrong count, a serial not in stock and another order’s line with the sales bill’s messages, leaving no draft', async () => {
    const { lines } = (await supplier.admin.client.get(`/supply/customer-orders/${orderId}/delivery`)).data as { lines: Array<{ line_id: number }> };
    const [, scannerLine, gaugeLine] = lines;
    const before = await saleBills();
    expect(await deliver(orderId)).toMatchObject({ code: 4090, msg: '第2行：该商品启用了序列号管理，需要 2 个序列号，已填写 0 个' });
    expect(await deliver(orderId, [{ line_id: scannerLine!.line_id, serials: ['SN-02'] }, { line_id: gaugeLine!.line_id, serials: ['G-1'] }]))
      .toMatchObject({ code: 4090, msg: '第2行：该商品启用了序列号管理，需要 2 个序列号，已填写 1 个' });
    expect(await deliver(orderId, [{ line_id: scannerLine!.line_id, serials: ['SN-02', 'SN-02'] }, { line_id: gaugeLine!.line_id, serials: ['G-1'] }]))
      .toMatchObject({ code: 4090, msg: '第2行：序列号 SN-02 重复' });
    expect(await deliver(orderId, [{ line_id: scannerLine!.line_id, serials: ['SN-02', 'SN-99'] }, { line_id: gaugeLine!.line_id, serials: ['G-1'] }]))
      .toMatchObject({ code: 4090, msg: '第2行：序列号 SN-99 不在该仓库的库存中' });
    const foreign = await deliver(orderId, [{ line_id: scannerLine!.line_id + 100_000, serials: ['SN-02', 'SN-04'] }]);
    expect(foreign.code).toBe(4220);
    expect(foreign.data.fields).toEqual({ 'lines.0.line_id': '该行不是本订单待发货的明细' });
    expect(await saleBills()).toBe(before);
    expect(await inStock(supplier, scanner)).toEqual(['SN-01', 'SN-02', 'SN-03', 'SN-04', 'SN-05', 'SN-06']);
  });

  it('the picked serials leave the supplier and arrive at the buyer: exactly these, in the buyer’s warehouse', async () => {
    const { lines } = (await supplier.admin.client.get(`/supply/customer-orders/${orderId}/delivery`)).data as { lines: Array<{ line_id: number }> };
    const delivered = await deliver(orderId, [{ line_id: lines[1]!.line_id, serials: ['SN-04', 'SN-02'] }, { line_id: lines[2]!.line_id, serials: ['G-2'] }]);
    expect(delivered.code, delivered.msg).toBe(2000);
    saleBillId = delivered.data.sale_bill_id;
    expect(await inStock(supplier, scanner)).toEqual(['SN-01', 'SN-03', 'SN-05', 'SN-06']);
    expect(await inStock(supplier, gauge)).toEqual(['G-1']);

    const received = await buyer.admin.client.post(`/supply/orders/${orderId}/receive`, { sale_bill_id: saleBillId });
    expect(received.code, received.msg).toBe(2000);
    purchaseBillId = received.data.purchase_bill_id;
    // The buyer had no scanner: the copy made for the order tracks serials like the supplier's, so the serials enter its ledger.
    buyerScanner = (await t.database.db.selectFrom('product').select(['id', 'serial_tracking']).where('enterprise_id', '=', buyer.enterpriseId).where('code', '=', 'SN-X431').executeTakeFirstOrThrow()).id;
    const ledger = (await buyer.admin.client.get('/stock/serials')).data.list;
    expect(ledger).toEqual([
      expect.objectContaining({ product_id: buyerScanner, serial: 'SN-02', warehouse_id: buyer.store, in_stock: 1 }),
      expect.objectContaining({ product_id: buyerScanner, serial: 'SN-04', warehouse_id: buyer.store, in_stock: 1 }),
    ]);
    // The buyer's own gauge does not track serials: G-2 stays on the receipt line only.
    const receiptLines = await t.database.db.selectFrom('bill_line').select(['product_id', 'number', 'serials']).where('enterprise_id', '=', buyer.enterpriseId)
      .where('bill_id', '=', purchaseBillId).orderBy('line_no').execute();
    expect(receiptLines.map((l) => [l.product_id === buyerGauge ? 'gauge' : l.product_id === buyerScanner ? 'scanner' : 'coupling', l.number, l.serials])).toEqual([
      ['coupling', '3.0000', []], ['scanner', '2.0000', ['SN-04', 'SN-02']], ['gauge', '1.0000', ['G-2']],
    ]);
    const history = (await buyer.admin.client.get(`/stock/serials/history?product_id=${buyerScanner}&serial=SN-02`)).data.list;
    expect(history).toEqual([expect.objectContaining({ bill_type: 'purchase-bills', bill_id: purchaseBillId, direction: 1, reversal: false })]);
  });

  it('the buyer cannot read the supplier’s serial ledger, nor a stranger either side’s', async () => {
    expect(await inStock(buyer, scanner)).toEqual([]);
    expect((await buyer.admin.client.get(`/stock/serials/history?product_id=${scanner}&serial=SN-01`)).data.list).toEqual([]);
    expect((await buyer.admin.client.get('/stock/serials?serial=SN-0')).data.list.map((s: { serial: string }) => s.serial)).toEqual(['SN-02', 'SN-04']);
    expect((await stranger.admin.client.get('/stock/serials')).data.list).toEqual([]);
    expect((await stranger.admin.client.get(`/stock/serials/history?product_id=${buyerScanner}&serial=SN-02`)).data.list).toEqual([]);
  });

  it('reverse audit undoes the serials on either side, as for ordinary bills', async () => {
    expect((await buyer.audit('purchase-bills', purchaseBillId, 'reverse')).code).toBe(2000);
    expect(await inStock(buyer, buyerScanner)).toEqual([]);
    expect((await supplier.audit('sale-bills', saleBillId, 'reverse')).code).toBe(2000);
    expect(await inStock(supplier, scanner)).toEqual(['SN-01', 'SN-02', 'SN-03', 'SN-04', 'SN-05', 'SN-06']);
    expect(await inStock(supplier, gauge)).toEqual(['G-1', 'G-2']);
  });

  it('two deliveries picking the same serial at once: one delivers it, the other is refused and leaves no draft', async () => {
    const [a, b] = [await accepted([{ product_id: scanner, number: '1' }]), await accepted([{ product_id: scanner, number: '1' }])];
    const lineOf = async (id: number) => ((await supplier.admin.client.get(`/supply/customer-orders/${id}/delivery`)).data.lines[0].line_id) as number;
    const [la, lb] = [await lineOf(a), await lineOf(b)];
    const before = await saleBills();
    const answers = await Promise.all([deliver(a, [{ line_id: la, serials: ['SN-01'] }]), deliver(b, [{ line_id: lb, serials: ['SN-01'] }])]);
    expect(answers.map((r) => r.code).sort()).toEqual([2000, 4090]);
    expect(answers.find((r) => r.code === 4090)!.msg).toBe('第1行：序列号 SN-01 不在该仓库的库存中');
    expect(await saleBills()).toBe(before + 1);
    expect(await inStock(supplier, scanner)).toEqual(['SN-02', 'SN-03', 'SN-04', 'SN-05', 'SN-06']);
  });
});

