import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { repostSettings } from '../posting/index.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

let t: TestApp;
let b: TradingBooks;
const saved = { ...repostSettings };
beforeAll(async () => {
  // The runner's own poll comes only after ten minutes: whatever starts the repost sooner is the approval's wake-up.
  t = await createTestApp({}, { jobPollMs: 600_000 });
  b = await tradingBooks(t, '重算唤醒');
  repostSettings.syncLimit = 3;
  repostSettings.chunk = 2;
});
afterAll(async () => {
  Object.assign(repostSettings, saved);
  await t?.close();
});

describe('a back-dated approval before a long ledger', () => {
  it('answers at once and the background repost starts as soon as it has committed, not at the next poll', async () => {
    const filter = await b.product('机油滤清器');
    for (const day of [10, 12, 14, 16, 18]) {
      await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: `2026-10-${day}`, lines: [{ product_id: filter, number: '10', price: `${day}` }] });
      await b.posted('sale-bills', { partner_id: b.customer, bill_date: `2026-10-${day + 1}`, lines: [{ product_id: filter, number: '4', price: '30' }] });
    }
    await b.posted('purchase-bills', { partner_id: b.supplier, bill_date: '2026-10-01', lines: [{ product_id: filter, number: '10', price: '5' }] });

    // All ten later movements re-costed in the background, in chunks of two, with no poll to start them.
    await vi.waitFor(async () => expect((await b.admin.client.get('/stock/reposts')).data.list).toEqual([]), { timeout: 5_000, interval: 50 });
    const sales = await t.database.db.selectFrom('stock_move').select('amount').where('enterprise_id', '=', b.enterpriseId)
      .where('product_id', '=', filter).where('direction', '=', -1).orderBy('move_date').execute();
    // The first sale now issues at the average of the back-dated 10 at 5.00 and 10 at 10.00: 7.50 each.
    expect(sales[0]!.amount).toBe('30.00');
    expect((await b.admin.client.get('/stock/check')).data.consistent).toBe(true);
  });
});
