import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { messageTime } from './record-version.ts';

/**
 * No silent lost updates (issue 11 item 4): every editable record carries a version; twenty clients that load the
 * same record and each save their own change get exactly one 2000 and nineteen 4090 "已被 NAME 于 TIME 修改，请刷新后再改",
 * and the record holds the one change that was accepted.
 */
let t: TestApp;
let b: TradingBooks;
const clients = 20;

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '版本企业');
});
afterAll(async () => { await t?.close(); });

type Answer = { code: number; msg: string; data: any };
const outcome = (answers: Answer[]) => ({ saved: answers.filter((a) => a.code === 2000).length, refused: answers.filter((a) => a.code === 4090).length });
/** The time of the newest change-log entry of a record, as the message shows it (China time, to the second). */
const loggedTime = async (resource: string, recordId: number) => {
  const row = await t.database.db.selectFrom('change_log').select('create_time').where('enterprise_id', '=', b.enterpriseId)
    .where('resource', '=', resource).where('record_id', '=', recordId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return messageTime(Number(row.create_time));
};

describe('a product saved by twenty clients that loaded the same version', () => {
  it('saves one change, refuses nineteen naming who changed it and when, and keeps the one that was saved', async () => {
    const id = await b.product('并发商品', { sale_price: '10.00' });
    const loaded = await Promise.all(Array.from({ length: clients }, () => b.admin.client.get(`/products/${id}`)));
    expect(loaded.map((r) => r.data.version)).toEqual(Array(clients).fill(1));

    const answers: Answer[] = await Promise.all(loaded.map((r, i) => b.admin.client.put(`/products/${id}`, { name: `并发商品-${i}`, sale_price: `${11 + i}.00`, version: r.data.version })));
    expect(outcome(answers)).toEqual({ saved: 1, refused: clients - 1 });

    const winner = answers.findIndex((a) => a.code === 2000);
    const after = (await b.admin.client.get(`/products/${id}`)).data;
    expect([after.name, after.sale_price, after.version]).toEqual([`并发商品-${winner}`, `${11 + winner}.000000`, 2]);
    const time = await loggedTime('products', id);
    for (const refused of answers.filter((a) => a.code === 4090)) {
      expect(refused.msg).toBe(`已被 管理员 于 ${time} 修改，请刷新后再改`);
      expect(refused.data).toMatchObject({ stale: true, version: 2, changed_by: '管理员' });
    }
  });

  it('answers in English, and a save from the reloaded version goes through', async () => {
    const id = await b.product('英文商品');
    const first = (await b.admin.client.get(`/products/${id}`)).data;
    expect((await b.admin.client.put(`/products/${id}`, { remark: '甲', version: first.version })).code).toBe(2000);
    const stale = await b.admin.client.put(`/products/${id}`, { remark: '乙', version: first.version }, { language: 2 });
    expect(stale.code).toBe(4090);
    expect(stale.msg).toBe(`Changed by 管理员 at ${await loggedTime('products', id)} — reload to see their change`);
    const reloaded = (await b.admin.client.get(`/products/${id}`)).data;
    expect(reloaded).toMatchObject({ remark: '甲', version: 2 });
    expect((await b.admin.client.put(`/products/${id}`, { remark: '乙', version: reloaded.version })).code).toBe(2000);
    expect((await b.admin.client.get(`/products/${id}`)).data).toMatchObject({ remark: '乙', version: 3 });
    // The list carries it too: a form opened from a list row sends it back.
    const listed = (await b.admin.client.get(`/products?keyword=${encodeURIComponent('英文商品')}`)).data.list[0];
    expect(listed.version).toBe(3);
  });

  it('a save without a version (API clients that predate it) still saves: the last one wins', async () => {
    const id = await b.product('旧客户端商品');
    expect((await b.admin.client.put(`/products/${id}`, { remark: '一' })).code).toBe(2000);
    expect((await b.admin.client.put(`/products/${id}`, { remark: '二' })).code).toBe(2000);
    expect((await b.admin.client.get(`/products/${id}`)).data).toMatchObject({ remark: '二', version: 3 });
    // A version that is not a positive integer is a malformed request, not a conflict.
    expect((await b.admin.client.put(`/products/${id}`, { remark: '三', version: '3' })).code).toBe(4220);
  });

  it('counts changes made outside the form: approving a receipt moves the purchase price, so a form loaded before is stale', async () => {
    const id = await b.product('进价同步件');
    const loaded = (await b.admin.client.get(`/products/${id}`)).data;
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: id, number: '1', price: '8.50' }] });
    const now = (await b.admin.client.get(`/products/${id}`)).data;
    expect([now.purchase_price, now.version]).toEqual(['8.500000', 2]);
    const stale = await b.admin.client.put(`/products/${id}`, { purchase_price: '7.00', version: loaded.version });
    expect(stale.code).toBe(4090);
    expect((await b.admin.client.get(`/products/${id}`)).data.purchase_price).toBe('8.500000');
  });
});

describe('a bill saved by twenty clients that loaded the same version', () => {
  it('saves one edit, refuses nineteen naming who changed it and when, and keeps the saved lines and total', async () => {
    const product = await b.product('并发单据件');
    const body = (price: string, remark: string) => ({ bill_date: '2026-11-10', store_id: b.store, partner_id: b.supplier, remark, lines: [{ product_id: product, number: '2', price }] });
    const bill = await b.bill('purchase-bills', body('10.00', '原单'));
    const loaded = await Promise.all(Array.from({ length: clients }, () => b.admin.client.get(`/bills/purchase-bills/${bill.id}`)));
    expect(loaded.map((r) => r.data.version)).toEqual(Array(clients).fill(1));

    const answers: Answer[] = await Promise.all(loaded.map((r, i) => b.admin.client.put(`/bills/purchase-bills/${bill.id}`, { ...body(`${20 + i}.00`, `改单-${i}`), version: r.data.version })));
    expect(outcome(answers)).toEqual({ saved: 1, refused: clients - 1 });

    const winner = answers.findIndex((a) => a.code === 2000);
    const after = (await b.admin.client.get(`/bills/purchase-bills/${bill.id}`)).data;
    expect([after.remark, after.total_amount, after.lines.length, after.lines[0].price, after.version]).toEqual([`改单-${winner}`, `${2 * (20 + winner)}.00`, 1, `${20 + winner}.000000`, 2]);
    const time = await loggedTime('purchase-bills', bill.id);
    for (const refused of answers.filter((a) => a.code === 4090)) expect(refused.msg).toBe(`已被 管理员 于 ${time} 修改，请刷新后再改`);
    // The list shows the version too.
    const listed = (await b.admin.client.get(`/bills/purchase-bills?keyword=${encodeURIComponent('改单')}`)).data.list.find((x: { id: number }) => x.id === bill.id);
    expect(listed.version).toBe(2);
  });
});

describe('every editable record has a version', () => {
  it('each registered resource’s table and the bill table has the column and the trigger that moves it on every update', async () => {
    const tables = [...new Set([...t.app.registries.resources.all().map((r) => r.table), 'bill'])].sort();
    expect(tables.length).toBeGreaterThan(30);
    const versioned = await sql<{ table_name: string }>`
      SELECT c.table_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.column_name = 'version' AND c.data_type = 'integer'
        AND EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = (quote_ident(c.table_name))::regclass AND g.tgname = c.table_name || '_version')`.execute(t.database.db);
    const have = new Set(versioned.rows.map((r) => r.table_name));
    expect(tables.filter((name) => !have.has(name))).toEqual([]);
  });
});
