import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * POST /production/plan (issue 16 item 2, API.md "Production") on the brake pad of PRODUCTION.md §5: BP-01 = FM 0.20 kg
 * + SP 1 pc, 5 % loss each. The facts come from the ledgers: stock on hand, open purchase orders (scheduled receipts),
 * other open sales orders (allocated), planning parameters and the product's minimum stock as safety stock.
 */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let bp: number, fm: number, sp: number;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '计划制造');
  other = await tradingBooks(t, '别家制造');
  bp = await b.product('刹车片 BP-01');
  fm = await b.product('摩擦材料 FM');
  sp = await b.product('钢背 SP', { min_stock: '10' });
  for (const [component_id, quantity] of [[fm, '0.20'], [sp, '1']] as const) {
    expect((await b.admin.client.post('/boms', { product_id: bp, component_id, quantity, loss_rate: '5' })).code).toBe(2000);
  }
});
afterAll(async () => { await t?.close(); });

const plan = (body: object, client = b.admin.client) => client.post('/production/plan', body);
const rows = (list: Array<Record<string, unknown>>) => list.map((r) => [r.product_name, r.gross, r.available, r.on_order, r.net, r.planned, r.action]);

describe('POST /production/plan', () => {
  it('by hand, nothing in stock: make 100, buy FM 21 kg and SP 105 + 10 safety stock', async () => {
    const res = await plan({ lines: [{ product_id: bp, number: '100', need_date: '2026-12-20' }] });
    expect(res.code).toBe(2000);
    expect(rows(res.data.list)).toEqual([
      ['刹车片 BP-01', '100.0000', '0.0000', '0.0000', '100.0000', '100.0000', 'produce'],
      ['摩擦材料 FM', '21.0000', '0.0000', '0.0000', '21.0000', '21.0000', 'purchase'],
      ['钢背 SP', '105.0000', '0.0000', '0.0000', '115.0000', '115.0000', 'purchase'],
    ]);
  });

  it('nets stock on hand, open purchase orders and other open sales orders; MOQ, lots and lead time from the parameters', async () => {
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: fm, number: '5', price: '40' }, { product_id: bp, number: '30', price: '20' }] });
    await b.posted('purchase-orders', { partner_id: b.supplier, lines: [{ product_id: sp, number: '40', price: '6' }] });
    await b.posted('sale-orders', { partner_id: b.customer, lines: [{ product_id: bp, number: '10', price: '40' }] });
    expect((await b.admin.client.put('/production/planning-params', { product_id: fm, moq: '25', lot_size: '10' })).code).toBe(2000);
    expect((await b.admin.client.put('/production/planning-params', { product_id: bp, lead_days: 5 })).code).toBe(2000);
    const res = await plan({ lines: [{ product_id: bp, number: '100', need_date: '2026-12-20' }] });
    // BP: 100 − (30 − 10 allocated) = 80, start 2026-12-15. FM: 80 × 0.21 = 16.8 − 5 = 11.8 → MOQ 25 → lots of 10 → 30.
    // SP: 84 + 10 safety − 40 on order = 54.
    expect(rows(res.data.list)).toEqual([
      ['刹车片 BP-01', '100.0000', '20.0000', '0.0000', '80.0000', '80.0000', 'produce'],
      ['摩擦材料 FM', '16.8000', '5.0000', '0.0000', '11.8000', '30.0000', 'purchase'],
      ['钢背 SP', '84.0000', '0.0000', '40.0000', '54.0000', '54.0000', 'purchase'],
    ]);
    expect(res.data.list[0]).toMatchObject({ need_date: '2026-12-20', start_date: '2026-12-15', level: 0 });
    expect(res.data.list[1]).toMatchObject({ need_date: '2026-12-15', level: 1 });
    const params = await b.admin.client.get('/production/planning-params');
    expect(params).toMatchObject({ code: 2000 });
    expect(params.data.list.map((p: Record<string, unknown>) => [p.product_name, p.moq, p.lot_size, p.lead_days]))
      .toEqual(expect.arrayContaining([['摩擦材料 FM', '25.0000', '10.0000', 0], ['刹车片 BP-01', '0.0000', '0.0000', 5]]));
  });

  it('from a sales order: its open quantity is the demand, and it is not also counted as allocated', async () => {
    const order = await b.posted('sale-orders', { partner_id: b.customer, delivery_date: '2026-12-24', lines: [{ product_id: bp, number: '50', price: '40' }] });
    const res = await plan({ sale_order_ids: [order.id] });
    expect(res.data.list[0]).toMatchObject({ product_name: '刹车片 BP-01', gross: '50.0000', available: '20.0000', net: '30.0000', need_date: '2026-12-24' });
  });

  it('counts open production orders as on order and the components they still have to issue as allocated', async () => {
    const order = await b.bill('production-orders', { bill_date: '2026-11-11', store_id: b.store, ext: { product_id: bp, quantity: '40' } });
    expect((await b.audit('production-orders', order.id)).code).toBe(2000);
    // The order needs FM 40 × 0.21 = 8.4 and SP 42; 5 kg of FM (all on hand) is issued to it.
    await b.posted('production-picks', { bill_date: '2026-11-12', source_bill_id: order.id, store_id: b.store, lines: [{ product_id: fm, number: '5' }] });
    const res = await plan({ lines: [{ product_id: bp, number: '100', need_date: '2026-12-20' }] });
    // BP: 30 on hand − 60 on open sales orders = −30 available, 40 on order → 100 + 30 − 40 = 90.
    // FM: 90 × 0.21 = 18.9; nothing on hand, 8.4 − 5 = 3.4 still to issue → 22.3 → MOQ 25 → lots of 10 → 30.
    // SP: 90 × 1.05 = 94.5; 42 still to issue, 40 on the purchase order, 10 safety → 106.5.
    expect(rows(res.data.list)).toEqual([
      ['刹车片 BP-01', '100.0000', '-30.0000', '40.0000', '90.0000', '90.0000', 'produce'],
      ['摩擦材料 FM', '18.9000', '-3.4000', '0.0000', '22.3000', '30.0000', 'purchase'],
      ['钢背 SP', '94.5000', '-42.0000', '40.0000', '106.5000', '106.5000', 'purchase'],
    ]);
  });

  it('turns the plan into draft documents in one go: a production order per product to make, one purchase requisition', async () => {
    const planned = (await plan({ lines: [{ product_id: bp, number: '100', need_date: '2026-12-20' }] })).data.list as Array<Record<string, string>>;
    const lines = planned.map((r) => ({ product_id: r.product_id, number: r.planned, action: r.action, need_date: r.need_date, start_date: r.start_date }));
    const made = await b.admin.client.post('/production/plan/convert', { lines });
    expect(made.code).toBe(2000);
    expect(made.data.production_orders).toHaveLength(1);
    const order = (await b.admin.client.get(`/bills/production-orders/${made.data.production_orders[0].id}`)).data;
    expect([order.audit_status, order.ext.product_id, order.ext.quantity, order.ext.planned_start, order.ext.planned_end]).toEqual([1, bp, '90.0000', '2026-12-15', '2026-12-20']);
    // The BOM snapshot of 90: FM 18.9, SP 94.5.
    expect(order.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number])).toEqual([[fm, '18.9000'], [sp, '94.5000']]);
    const requisition = (await b.admin.client.get(`/bills/purchase-requisitions/${made.data.purchase_requisition.id}`)).data;
    expect(requisition.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number])).toEqual([[fm, '30.0000'], [sp, '106.5000']]);
    // Rows to subcontract go to the outsourcing plan; another enterprise cannot convert our products.
    const outsource = await b.admin.client.post('/production/plan/convert', { lines: [{ ...lines[0], action: 'outsource' }] });
    expect([outsource.code, outsource.data.fields['lines.0.action']]).toEqual([4220, '委外加工的需求请在委外计划中生成委外加工单（需选择供应商）']);
    expect((await other.admin.client.post('/production/plan/convert', { lines })).code).toBe(4220);
  });

  it('refuses an empty demand, a draft sales order and another enterprise’s products and orders', async () => {
    expect(await plan({ lines: [] })).toMatchObject({ code: 4220, data: { fields: { lines: expect.any(String) } } });
    const draft = await b.bill('sale-orders', { partner_id: b.customer, lines: [{ product_id: bp, number: '1', price: '40' }] });
    expect((await plan({ sale_order_ids: [draft.id] })).code).toBe(4220);
    const foreign = await plan({ lines: [{ product_id: bp, number: '1', need_date: '2026-12-20' }] }, other.admin.client);
    expect(foreign).toMatchObject({ code: 4220, data: { fields: { 'lines.0.product_id': expect.any(String) } } });
    expect((await plan({ sale_order_ids: [draft.id] }, other.admin.client)).code).toBe(4004);
    expect((await other.admin.client.put('/production/planning-params', { product_id: fm, moq: '1' })).code).toBe(4220);
  });
});
