import { AuditStatus } from '@zf/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * What one bill costs the database (issue 34 item 2; docs/performance.md "Where the time went"): a 5-line sale saved
 * and approved in one request (`audit: true`) with its voucher, counted statement by statement as the server sends
 * them (nonce, session and the transaction's begin/commit included). 52 when the regression was found, 35 after the
 * period gate, the ledger settings and the accounts were read once per transaction and the voucher's mapping and
 * ledger rows in one statement each; 36 with the quarantine gate (goods awaiting inspection, issue 31 item 3), which
 * every outbound approval asks. The goal is 10. A change that adds a round trip to every posting fails
 * here and has to say why.
 */
let t: TestApp;
let e: TradingBooks;
const sent: string[] = [];
let counting = false;
const plainQuery = pg.Client.prototype.query;
beforeAll(async () => {
  (pg.Client.prototype as { query: unknown }).query = function (this: pg.Client, ...args: unknown[]) {
    if (counting) sent.push(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text ?? '');
    return (plainQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
  // The job runner's poll would interleave its own statements: it waits an hour here.
  t = await createTestApp({}, { jobPollMs: 3_600_000 });
  e = await tradingBooks(t, '语句计数');
  const c = e.admin.client;
  await c.put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '100.00' }, { subject_code: '3001', credit: '100.00' }] });
  expect((await c.post('/finance/initialize', { start_period: '2026-11' })).code).toBe(2000);
}, 120_000);
afterAll(async () => {
  pg.Client.prototype.query = plainQuery;
  await t?.close();
});

describe('statements per posted bill', () => {
  it('a 5-line sale saved, approved and vouchered in one request: at most 36 statements (28 without the voucher)', async () => {
    const c = e.admin.client;
    const products: number[] = [];
    for (let i = 0; i < 5; i++) products.push(await e.product(`计数商品${i}`));
    await e.posted('purchase-bills', { partner_id: e.supplier, lines: products.map((product_id) => ({ product_id, number: '100', price: '10.00' })) });
    const sale = { bill_date: '2026-11-10', store_id: e.store, partner_id: e.customer, audit: true, lines: products.map((product_id) => ({ product_id, number: '1', price: '99.00' })) };
    const count = async () => {
      expect((await c.post('/bills/sale-bills', sale)).code).toBe(2000); // the first of its kind warms caches
      sent.length = 0;
      counting = true;
      const res = await c.post('/bills/sale-bills', sale);
      counting = false;
      expect(res.code, res.msg).toBe(2000);
      expect(res.data.audit_status).toBe(AuditStatus.approved);
      return sent.length;
    };
    const withVoucher = await count();
    expect(sent.filter((s) => /insert into "voucher"/i.test(s))).toHaveLength(1);
    expect(withVoucher).toBeLessThanOrEqual(36);
    expect((await c.put('/finance/settings', { voucher_mode: 'batch' })).code).toBe(2000);
    expect(await count()).toBeLessThanOrEqual(28);
  });
});
