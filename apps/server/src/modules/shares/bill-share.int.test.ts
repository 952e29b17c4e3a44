import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/** A bill handed to a partner as a read-only link (POST /shares kind "bill", GET /share/:token). */
let t: TestApp;
let b: TradingBooks;
let other: TradingBooks;
let sale: { id: number; bill_sn: string };

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '单据分享');
  other = await tradingBooks(t, '别家单据');
  const belt = await b.product('正时皮带');
  await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: belt, number: '10', price: '40' }] });
  sale = await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: belt, number: '3', price: '411.15', discount_amount: '33.45' }] });
});
afterAll(async () => { await t?.close(); });

const share = (client: TradingBooks['admin']['client'], body: object) => client.post('/shares', { kind: 'bill', bill_type: 'sale-bills', bill_id: sale.id, ...body });

describe('a shared bill', () => {
  it('opens without an account as the bill’s print, in the reader’s language, until revoked', async () => {
    const made = await share(b.admin.client, {});
    expect(made.code, made.msg).toBe(2000);
    expect(made.data.url).toBe(`/share?code=${encodeURIComponent(made.data.token)}`);

    const zh = await t.client.get(`/share/${made.data.token}`);
    expect(zh.code, zh.msg).toBe(2000);
    // 3 × 411.15 = 1,233.45 less 33.45 = 1,200.00.
    expect(zh.data).toMatchObject({
      company: '单据分享', title: '销售单', subtitle: sale.bill_sn,
      fields: [{ label: '单据编号', value: sale.bill_sn }, { label: '单据日期', value: '2026-11-10' }, { label: '客户', value: '单据分享客户' },
        { label: '仓库', value: expect.any(String) }, { label: '审核状态', value: '已审核' }],
      footer: [{ label: '合计数量', value: '3.0000' }, { label: '合计金额', value: '1,200.00' }, { label: '合计金额(大写)', value: '壹仟贰佰元整' }],
    });
    expect(zh.data.table.rows).toEqual([expect.objectContaining({ name: '正时皮带', number: '3.0000', price: '411.15', discount: '33.45', amount: '1,200.00' })]);
    const en = await t.client.get(`/share/${made.data.token}`, { language: 2 });
    expect(en.data).toMatchObject({ title: 'Sales bill', fields: [{ label: 'Bill no.' }, { label: 'Bill date' }, { label: 'Customer' }, { label: 'Warehouse' }, { label: 'Review status', value: 'Approved' }] });

    // The secret under another enterprise's id finds nothing; another enterprise cannot end it.
    expect((await t.client.get(`/share/${other.enterpriseId}.${made.data.token.split('.')[1]}`)).code).toBe(4004);
    expect((await other.admin.client.delete(`/shares/${made.data.id}`)).code).toBe(4004);
    expect((await b.admin.client.delete(`/shares/${made.data.id}`)).code).toBe(2000);
    expect(await t.client.get(`/share/${made.data.token}`)).toMatchObject({ code: 4004, msg: '分享链接不存在或已过期' });
  });

  it('refuses another enterprise’s bill, a bill of another type, an unknown type and an expired link', async () => {
    expect((await share(other.admin.client, {})).code).toBe(4004);
    expect((await share(b.admin.client, { bill_type: 'purchase-bills' })).code).toBe(4004);
    expect((await share(b.admin.client, { bill_type: 'no-such-bills' })).code).toBe(4004);

    const made = await share(b.admin.client, {});
    expect((await t.client.get(`/share/${made.data.token}`)).code).toBe(2000);
    await t.database.db.updateTable('share_link').set({ expires_at: Math.floor(Date.now() / 1000) - 1 }).where('id', '=', made.data.id).execute();
    expect(await t.client.get(`/share/${made.data.token}`)).toMatchObject({ code: 4004, msg: '分享链接不存在或已过期' });
  });

  it('is not shared by a member who cannot print sales bills; a deleted bill’s link is gone', async () => {
    const clerk = await joinedMember(t.client, b, '仓管员');
    expect((await share(clerk.client, {})).code).toBe(4003);

    const pending = await b.bill('sale-bills', { partner_id: b.customer, lines: [{ product_id: await b.product('机油'), number: '1', price: '10' }] });
    const made = await b.admin.client.post('/shares', { kind: 'bill', bill_type: 'sale-bills', bill_id: pending.id });
    expect(made.code, made.msg).toBe(2000);
    expect((await t.client.get(`/share/${made.data.token}`)).data.fields).toContainEqual({ label: '审核状态', value: '待审核' });
    expect((await b.admin.client.delete(`/bills/sale-bills/${pending.id}`)).code).toBe(2000);
    expect((await t.client.get(`/share/${made.data.token}`)).code).toBe(4004);
  });
});
