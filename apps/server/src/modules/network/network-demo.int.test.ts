import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedClient } from '../../testing/signed-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoLogin, seedDemo } from '../setup/index.ts';

/** The demo's two enterprises, linked as supplier and customer (issue 19 item 6), ordered through end to end. */
let t: TestApp;
let demo: SignedClient;
let trading: number;
let manufacturer: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, pino({ level: 'silent' }));
  const login = await t.client.post('/auth/login', demoLogin());
  demo = t.client.withToken(login.data.token);
  [trading, manufacturer] = login.data.enterprises.map((e: { enterprise_id: number }) => e.enterprise_id);
});
afterAll(async () => { await t?.close(); });

const select = (id: number) => demo.post('/enterprises/select', { enterprise_id: id });

describe('the demo network', () => {
  it('the trading company orders the manufacturer’s transmission parts; one linked order on each side; delivered and received', async () => {
    await select(trading);
    const goods = (await demo.get('/supply/goods')).data;
    expect(goods.list.map((g: { code: string; price: string; available: string; supplier_name: string }) => [g.code, g.price, g.available, g.supplier_name])).toEqual([
      ['CP-LM-100', '150.000000', '80.0000', '精工机械制造厂'], ['CP-SPB-200-2', '235.000000', '65.0000', '精工机械制造厂'],
    ]);
    const supplier = goods.list[0].supplier_partner_id;
    await demo.post('/supply/cart', { supplier_partner_id: supplier, items: goods.list.map((g: { product_id: number }) => ({ product_id: g.product_id, number: '2' })) });
    const made = await demo.post('/supply/orders', { supplier_partner_id: supplier });
    expect(made.code, made.msg).toBe(2000);
    expect(made.data.sale_order.enterprise_id).toBe(manufacturer);
    // 2 × 150 + 2 × 235 = 770.00 on both sides.
    expect((await demo.get(`/bills/purchase-orders/${made.data.purchase_order_id}`)).data).toMatchObject({ total_amount: '770.00', partner_name: '精工机械制造厂' });

    await select(manufacturer);
    const waiting = (await demo.get('/supply/customer-orders')).data.list;
    expect(waiting).toEqual([expect.objectContaining({ bill_id: made.data.sale_order.id, partner_name: '华东汽配贸易有限公司', total_amount: '770.00', status: 1 })]);
    expect((await demo.post(`/supply/customer-orders/${waiting[0].id}/accept`)).code).toBe(2000);
    const delivered = await demo.post(`/supply/customer-orders/${waiting[0].id}/deliver`);
    expect(delivered.code, delivered.msg).toBe(2000);

    await select(trading);
    const order = (await demo.get('/supply/orders')).data.list[0];
    expect(order).toMatchObject({ total_amount: '770.00', peer_store_status: 3, deliveries: [{ sale_bill_id: delivered.data.sale_bill_id, purchase_bill_id: null }] });
    const received = await demo.post(`/supply/orders/${order.id}/receive`, { sale_bill_id: delivered.data.sale_bill_id });
    expect(received.code, received.msg).toBe(2000);
    expect((await demo.get('/supply/orders')).data.list[0]).toMatchObject({ store_status: 3, peer_store_status: 3 });
    expect((await demo.get('/supply/goods')).data.list.map((g: { available: string }) => g.available)).toEqual(['78.0000', '63.0000']);
  });
});
