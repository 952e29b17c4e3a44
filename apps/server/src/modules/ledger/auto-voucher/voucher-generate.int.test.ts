import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billHeader, changeVoucherStatus, makeBillVoucher, saveLedgerSettings } from '../../../engines/ledger/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { testDbKind } from '../../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../../testing/trading-books.ts';

/**
 * 生成凭证 in batch mode (issue 29 items 1-2): a bill carries at most one standing voucher, whatever runs at once,
 * and a day voucher carries exactly what the bills' own vouchers would — no cost voucher follows it.
 */
let t: TestApp;
beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t?.close(); });

async function batchBooks(name: string): Promise<TradingBooks & { item: number }> {
  const b = await tradingBooks(t, name);
  await t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-11', finance_period: '2026-11' }).where('id', '=', b.enterpriseId).execute();
  await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, b.enterpriseId, { start_period: '2026-11', voucher_mode: 'batch' }));
  return { ...b, item: await b.product(`${name}商品`) };
}

const generate = (b: TradingBooks, merge: 'bill' | 'day') => b.admin.client.post('/vouchers/generate', { date_from: '2026-11-01', date_to: '2026-11-30', merge });

/** Vouchers per kind and how many standing bill vouchers each bill has. */
async function voucherCounts(e: number) {
  const { rows: kinds } = await sql<{ kind: string; n: number }>`SELECT kind, count(*)::int AS n FROM voucher WHERE enterprise_id = ${e} GROUP BY kind ORDER BY kind`.execute(t.database.db);
  const { rows: perBill } = await sql<{ bill_sn: string; n: number }>`
    SELECT s.bill_sn, count(*)::int AS n FROM voucher_source s JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id AND v.kind = 'bill'
    WHERE s.enterprise_id = ${e} AND NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)
    GROUP BY s.bill_sn ORDER BY s.bill_sn`.execute(t.database.db);
  return { kinds: Object.fromEntries(kinds.map((k) => [k.kind, k.n])), perBill: perBill.map((r) => r.n) };
}

const stockGl = async (b: TradingBooks) => {
  const c = (await b.admin.client.get('/finance/stock-gl-check?period=2026-11')).data;
  return [c.stock_value, c.gl_inventory, c.difference];
};

describe('generate vouchers merged by day', () => {
  it('two purchases at different prices and two sales on one day: one day voucher, no cost voucher, stock = GL 150.00', async () => {
    const b = await batchBooks('按日合并');
    for (const price of ['10.00', '20.00']) await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price }] });
    for (const price of ['30.00', '40.00']) await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: b.item, number: '5', price }] });
    const res = await generate(b, 'day');
    expect([res.code, res.data]).toEqual([2000, { created: 1, skipped: 0, errors: [] }]);
    expect(await voucherCounts(b.enterpriseId)).toEqual({ kinds: { bill: 1 }, perBill: [1, 1, 1, 1] });
    expect(await stockGl(b)).toEqual(['150.00', '150.00', '0.00']);
    // Run again: nothing left to voucher, no cost difference found.
    expect((await generate(b, 'day')).data).toEqual({ created: 0, skipped: 0, errors: [] });
    expect((await b.admin.client.get('/vouchers/cost-pending?period=2026-11')).data.list).toEqual([]);
  });

  it('the migrations mark books made before them as generation does now: standing sources, line bills of a day voucher', async () => {
    const b = await batchBooks('迁移回填');
    for (const price of ['10.00', '20.00']) await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price }] });
    await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: b.item, number: '5', price: '30.00' }] });
    await generate(b, 'day');
    const e = b.enterpriseId;
    // The day voucher posted and reversed in red, the bills vouchered again: a reversal's lines are tagged too.
    const first = (await sql<{ id: number }>`SELECT id FROM voucher WHERE enterprise_id = ${e}`.execute(t.database.db)).rows[0]!.id;
    await t.database.db.transaction().execute(async (tx) => {
      await changeVoucherStatus(tx, e, first, 'audit', 0);
      await changeVoucherStatus(tx, e, first, 'post', 0);
    });
    expect((await b.admin.client.post(`/vouchers/${first}/reverse`, {})).code).toBe(2000);
    expect((await generate(b, 'day')).data.created).toBe(1);
    const marks = async () => ({
      standing: (await sql<{ n: number }>`SELECT count(*)::int AS n FROM voucher_source WHERE enterprise_id = ${e} AND standing`.execute(t.database.db)).rows[0]!.n,
      lines: (await sql<{ bill_sn: string }>`SELECT coalesce(s.bill_sn, '-') AS bill_sn FROM voucher_line l
        LEFT JOIN voucher_source s ON s.enterprise_id = l.enterprise_id AND s.voucher_id = l.voucher_id AND s.bill_id = l.bill_id
        WHERE l.enterprise_id = ${e} ORDER BY l.voucher_id, l.line_no`.execute(t.database.db)).rows.map((r) => r.bill_sn),
    });
    const made = await marks();
    expect(made.standing).toBe(3);
    expect([made.lines.length, new Set(made.lines).size]).toEqual([3 * 8, 3]);
    await sql`UPDATE voucher_source SET standing = false WHERE enterprise_id = ${e}`.execute(t.database.db);
    await sql`UPDATE voucher_line SET bill_id = 0 WHERE enterprise_id = ${e}`.execute(t.database.db);
    // The migrations' own UPDATE statements, as they ran over existing books.
    const here = path.dirname(fileURLToPath(import.meta.url));
    for (const file of ['0500_voucher_standing_source.sql', '0501_voucher_line_bill.sql']) {
      const text = await readFile(path.join(here, '../../../migrations', file), 'utf8');
      for (const update of text.match(/^UPDATE [\s\S]*?;$/gm) ?? []) await sql.raw(update).execute(t.database.db);
    }
    expect(await marks()).toEqual(made);
  });
});

describe('a bill has one standing voucher', () => {
  it('reversed in red, the bill is vouchered again; deleting the reversal then is refused (4090), not a second voucher', async () => {
    const b = await batchBooks('一单一凭证');
    const bill = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price: '10.00' }] });
    expect((await generate(b, 'bill')).data).toEqual({ created: 1, skipped: 0, errors: [] });
    const first = (await sql<{ id: number }>`SELECT voucher_id AS id FROM voucher_source WHERE enterprise_id = ${b.enterpriseId} AND bill_id = ${bill.id}`.execute(t.database.db)).rows[0]!.id;
    await t.database.db.transaction().execute(async (tx) => {
      await changeVoucherStatus(tx, b.enterpriseId, first, 'audit', 0);
      await changeVoucherStatus(tx, b.enterpriseId, first, 'post', 0);
    });
    const reversal = await b.admin.client.post(`/vouchers/${first}/reverse`, {});
    expect(reversal.code, reversal.msg).toBe(2000);
    expect(await stockGl(b)).toEqual(['100.00', '0.00', '100.00']);
    expect((await generate(b, 'day')).data).toEqual({ created: 1, skipped: 0, errors: [] });
    expect(await voucherCounts(b.enterpriseId)).toEqual({ kinds: { bill: 2, reversal: 1 }, perBill: [1] });
    expect(await stockGl(b)).toEqual(['100.00', '100.00', '0.00']);
    const refused = await b.admin.client.delete(`/vouchers/${reversal.data.id}`);
    expect([refused.code, refused.msg]).toEqual([4090, `单据 ${bill.bill_sn} 已有凭证，不能重复生成`]);
    expect(await voucherCounts(b.enterpriseId)).toEqual({ kinds: { bill: 2, reversal: 1 }, perBill: [1] });
  });

  it('the database refuses a second standing voucher whoever makes it (4090 voucher.billVouchered)', async () => {
    const b = await batchBooks('唯一索引');
    const bill = await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '1', price: '10.00' }] });
    await generate(b, 'bill');
    const again = t.database.db.transaction().execute(async (tx) => {
      const header = await billHeader(tx, b.enterpriseId, bill.id);
      return makeBillVoucher(tx, b.enterpriseId, header!, 0);
    });
    await expect(again).rejects.toMatchObject({ key: 'voucher.billVouchered', params: { bill_sn: bill.bill_sn } });
    expect(await voucherCounts(b.enterpriseId)).toEqual({ kinds: { bill: 1 }, perBill: [1] });
  });
});

// Real PostgreSQL only: PGlite has one connection, so two generations never interleave.
describe.skipIf(testDbKind !== 'postgres')('concurrent generation on real PostgreSQL', () => {
  it.each(['bill', 'day'] as const)('4 generations at once (merged by %s) over 3 bills: one voucher per bill, stock = GL', async (merge) => {
    const b = await batchBooks(`并发生成${merge}`);
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price: '10.00' }] });
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price: '20.00' }] });
    await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: b.item, number: '5', price: '30.00' }] });
    const answers = await Promise.all([0, 1, 2, 3].map((i) => generate(b, i % 2 ? merge : 'bill')));
    expect(answers.map((a) => [a.code, a.data.errors])).toEqual(answers.map(() => [2000, []]));
    const created = answers.reduce((s, a) => s + a.data.created, 0);
    const counts = await voucherCounts(b.enterpriseId);
    expect(counts.perBill).toEqual([1, 1, 1]);
    expect(counts.kinds.cost).toBeUndefined();
    expect(counts.kinds.bill).toBe(created);
    expect(await stockGl(b)).toEqual(['225.00', '225.00', '0.00']);
  });

  it('4 generations at once after a back-dated purchase re-costed a vouchered sale: one cost voucher, stock = GL 225.00', async () => {
    const b = await batchBooks('并发成本凭证');
    await b.posted('purchase-bills', { partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price: '10.00' }] });
    await b.posted('sale-bills', { partner_id: b.customer, lines: [{ product_id: b.item, number: '5', price: '30.00' }] });
    expect((await generate(b, 'bill')).data).toEqual({ created: 2, skipped: 0, errors: [] });
    // Dated before both: the sale now costs 5 × 15.00 = 75.00 instead of 50.00.
    await b.posted('purchase-bills', { bill_date: '2026-11-05', partner_id: b.supplier, lines: [{ product_id: b.item, number: '10', price: '20.00' }] });
    const answers = await Promise.all([0, 1, 2, 3].map((i) => generate(b, i % 2 ? 'day' : 'bill')));
    expect(answers.map((a) => [a.code, a.data.errors])).toEqual(answers.map(() => [2000, []]));
    expect(answers.reduce((s, a) => s + a.data.created, 0)).toBe(2);
    expect(await voucherCounts(b.enterpriseId)).toEqual({ kinds: { bill: 3, cost: 1 }, perBill: [1, 1, 1] });
    expect(await stockGl(b)).toEqual(['225.00', '225.00', '0.00']);
  });
});
