import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let e: TradingBooks;
let scanner: number;
beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '往来序列号');
  scanner = await e.product('扫码枪', { serial_tracking: 1 });
});
afterAll(async () => { await t?.close(); });

const serials = async (query: string) => (await e.admin.client.get(`/partner-serials?${query}`)).data;

describe('partner serial numbers', () => {
  it('list each serial a document moved with a partner: bought, sold, reversed, and whether it is in stock now', async () => {
    const bought = await e.posted('purchase-bills', { partner_id: e.supplier, lines: [{ product_id: scanner, number: '2', price: '100', serials: ['SC-1', 'SC-2'] }] });
    const sold = await e.posted('sale-bills', { partner_id: e.customer, bill_date: '2026-11-12', lines: [{ product_id: scanner, number: '1', price: '150', serials: ['SC-1'] }] });

    const ofCustomer = await serials(`partner_id=${e.customer}`);
    expect(ofCustomer.list).toEqual([expect.objectContaining({
      serial: 'SC-1', product_name: '扫码枪', partner_name: '往来序列号客户', bill_type: 'sale-bills', bill_id: sold.id, bill_sn: sold.bill_sn,
      bill_date: '2026-11-12', direction: -1, reversal: 0, in_stock: 0,
    })]);
    expect((await serials(`partner_id=${e.supplier}`)).list.map((r: { serial: string; bill_sn: string; in_stock: number }) => [r.serial, r.bill_sn, r.in_stock]))
      .toEqual([['SC-2', bought.bill_sn, 1], ['SC-1', bought.bill_sn, 0]]);
    expect((await serials('keyword=SC-2')).total).toBe(1);
    expect((await serials(`keyword=${sold.bill_sn}`)).total).toBe(1);
    expect((await serials('date_from=2026-11-11&date_to=2026-11-30')).total).toBe(1);

    // Reversing the sale puts SC-1 back: the history keeps the sale and its reversal.
    expect((await e.audit('sale-bills', sold.id, 'reverse')).code).toBe(2000);
    expect((await serials(`partner_id=${e.customer}`)).list.map((r: { direction: number; reversal: number; in_stock: number }) => [r.direction, r.reversal, r.in_stock]))
      .toEqual([[1, 1, 1], [-1, 0, 1]]);
  });

  it('follow the partner pages: a customer clerk sees customers only; another enterprise sees nothing', async () => {
    const clerk = await joinedMember(t.client, e, '客服');
    expect((await clerk.client.get('/partner-serials')).code).toBe(4003);
    const group = (await e.admin.client.post('/permission-groups', { name: '客户维护' })).data.id;
    await e.admin.client.put(`/permission-groups/${group}/pages`, { pages: [{ page: 'customerList', funs: [], cols: null }] });
    await e.admin.client.post(`/permission-groups/${group}/employees`, { employee_ids: [clerk.employeeId] });
    const seen = (await clerk.client.get('/partner-serials')).data.list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r: { partner_id: number }) => r.partner_id === e.customer)).toBe(true);

    const stranger = await enterpriseWithAdmin(t.client, '别家');
    expect((await stranger.admin.client.get(`/partner-serials?partner_id=${e.customer}`)).data).toMatchObject({ list: [], total: 0 });
  });
});
