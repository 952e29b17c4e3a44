import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/** The personal centre's bill share and partner share pages: GET /shares?kind=…, revoked from the list. */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let sale: { id: number; bill_sn: string };

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '分享列表');
  other = await tradingBooks(t, '别家列表');
  const oil = await b.product('机油');
  await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: oil, number: '5', price: '40' }] });
  sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: oil, number: '2', price: '60' }] });
});
afterAll(async () => { await t?.close(); });

describe('share lists', () => {
  it('list each kind with what it shows and whether it opens; a revoked or expired link shows nothing', async () => {
    const c = b.admin.client;
    const bill = (await c.post('/shares', { kind: 'bill', bill_type: 'sale-bills', bill_id: sale.id })).data;
    const statement = (await c.post('/shares', { kind: 'statement', partner_id: b.customer, date_from: '2026-11-01', date_to: '2026-11-30' })).data;
    const bills = (await c.get('/shares?kind=bill')).data;
    expect(bills).toMatchObject({ total: 1, list: [{ id: bill.id, kind: 'bill', bill_sn: sale.bill_sn, partner_name: '分享列表客户', status: 'live', expires_at: bill.expires_at }] });
    expect((await c.get('/shares?kind=statement')).data.list).toEqual([expect.objectContaining({ id: statement.id, partner_name: '分享列表客户', status: 'live' })]);
    expect((await other.admin.client.get('/shares?kind=bill')).data).toMatchObject({ list: [], total: 0 });
    expect((await other.admin.client.delete(`/shares/${bill.id}`)).code).toBe(4004);

    // Re-issued: a new URL opens the same bill, the old one stops; the list keeps one row. Another enterprise cannot.
    expect((await t.client.get(`/share/${bill.token}`)).data.title).toBeTruthy();
    expect((await other.admin.client.post(`/shares/${bill.id}/reissue`)).code).toBe(4004);
    const again = await c.post(`/shares/${bill.id}/reissue`);
    expect(again.code, again.msg).toBe(2000);
    expect(again.data).toMatchObject({ id: bill.id, expires_at: bill.expires_at, url: `/share?code=${encodeURIComponent(again.data.token)}` });
    expect(again.data.token).not.toBe(bill.token);
    expect((await t.client.get(`/share/${bill.token}`)).code).toBe(4004);
    const reread = await t.client.get(`/share/${again.data.token}`);
    expect(reread.code).toBe(2000);
    expect(JSON.stringify(reread.data)).toContain(sale.bill_sn);
    expect((await c.get('/shares?kind=bill')).data).toMatchObject({ total: 1, list: [{ id: bill.id, status: 'live' }] });

    expect((await c.delete(`/shares/${bill.id}`)).code).toBe(2000);
    expect((await c.post(`/shares/${bill.id}/reissue`)).code).toBe(4004);
    expect((await t.client.get(`/share/${again.data.token}`)).code).toBe(4004);
    expect((await c.get('/shares?kind=bill')).data.list[0].status).toBe('revoked');
    expect((await t.client.get(`/share/${bill.token}`)).code).toBe(4004);
    await t.database.db.updateTable('share_link').set({ expires_at: Math.floor(Date.now() / 1000) - 1 }).where('id', '=', statement.id).execute();
    expect((await c.get('/shares?kind=statement')).data.list[0].status).toBe('expired');
    expect((await t.client.get(`/share/${statement.token}`)).code).toBe(4004);
  });
});
