import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let e: TradingBooks;
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '成本价同步');
  other = (await e.admin.client.post('/partners', { type: 2, name: '第二供应商' })).data.id;
});
afterAll(async () => { await t?.close(); });

const rows = async (query = '') => (await e.admin.client.get(`/cost-prices/sync?page_size=100${query}`)).data;

describe('cost price sync from approved purchase bills', () => {
  it('proposes each supplier × product’s latest approved price per base unit, and writes the ones that differ', async () => {
    const bolt = await e.product('同步螺栓');
    const nut = await e.product('同步螺母');
    const box = (await e.admin.client.post('/units', { name: '同步箱' })).data.id;
    await e.admin.client.put(`/products/${nut}/units`, { units: [{ unit_id: box, ratio: '10' }] });
    await e.posted('purchase-bills', { partner_id: e.supplier, bill_date: '2026-11-01', lines: [{ product_id: bolt, number: '5', price: '2' }] });
    const latest = await e.posted('purchase-bills', { partner_id: e.supplier, bill_date: '2026-11-05', lines: [{ product_id: bolt, number: '5', price: '2.5' }, { product_id: nut, unit_id: box, number: '1', price: '12' }] });
    // Not approved: not a price to follow.
    await e.bill('purchase-bills', { partner_id: e.supplier, bill_date: '2026-11-09', lines: [{ product_id: bolt, number: '1', price: '9' }] });
    await e.posted('purchase-bills', { partner_id: other, bill_date: '2026-11-03', lines: [{ product_id: bolt, number: '1', price: '2.2' }] });
    await e.admin.client.post('/cost-prices', { partner_id: other, product_id: bolt, cost_price: '2.2' });

    const all = await rows();
    expect(all.total).toBe(3);
    expect(all.list.map((r: Record<string, unknown>) => [r.partner_name, r.product_name, r.cost_price, r.latest_price, r.bill_sn, r.pending])).toEqual([
      ['成本价同步供应商', '同步螺栓', null, '2.500000', latest.bill_sn, 1],
      ['成本价同步供应商', '同步螺母', null, '1.200000', latest.bill_sn, 1],
      ['第二供应商', '同步螺栓', '2.200000', '2.200000', expect.any(String), 0],
    ]);
    expect((await rows('&pending=1')).total).toBe(2);
    expect((await rows(`&partner_id=${other}`)).total).toBe(1);
    expect((await rows(`&keyword=${encodeURIComponent('螺母')}`)).list.map((r: { product_id: number }) => r.product_id)).toEqual([nut]);

    expect((await e.admin.client.post('/cost-prices/sync', {})).data).toEqual({ created: 2, updated: 0 });
    expect((await rows('&pending=1')).total).toBe(0);
    const costs = (await e.admin.client.get(`/cost-prices?partner_id=${e.supplier}&page_size=100`)).data.list;
    expect(costs.map((c: { product_id: number; cost_price: string }) => [c.product_id, c.cost_price]).sort()).toEqual([[bolt, '2.500000'], [nut, '1.200000']].sort());

    // A newer receipt from the second supplier: syncing that supplier alone updates its row.
    await e.posted('purchase-bills', { partner_id: other, bill_date: '2026-11-08', lines: [{ product_id: bolt, number: '1', price: '2.1' }] });
    expect((await e.admin.client.post('/cost-prices/sync', { partner_id: e.supplier })).data).toEqual({ created: 0, updated: 0 });
    expect((await e.admin.client.post('/cost-prices/sync', { partner_id: other })).data).toEqual({ created: 0, updated: 1 });
    expect((await e.admin.client.get(`/cost-prices?partner_id=${other}`)).data.list[0].cost_price).toBe('2.100000');
  });

  it('needs the cost price page to look and cost_price_sync to write; another enterprise sees nothing', async () => {
    const clerk = await joinedMember(t.client, e, '采购员');
    expect((await clerk.client.get('/cost-prices/sync')).code).toBe(4003);
    const group = (await e.admin.client.post('/permission-groups', { name: '成本价查看' })).data.id;
    await e.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'costPrice', funs: ['cost_price_edit'], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    expect((await clerk.client.get('/cost-prices/sync')).data.total).toBeGreaterThan(0);
    expect(await clerk.client.post('/cost-prices/sync', {}, { language: 2 })).toMatchObject({ code: 4003 });

    const stranger = await enterpriseWithAdmin(t.client, '别家');
    expect((await stranger.admin.client.get('/cost-prices/sync')).data.total).toBe(0);
    expect((await stranger.admin.client.post('/cost-prices/sync', { partner_id: e.supplier })).data).toEqual({ created: 0, updated: 0 });
  });
});
