import { Decimal } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/**
 * Issue 14 "Done when", through the HTTP API only: a new enterprise enters balanced openings and initializes its
 * books, trades (purchase, sale, receipt, a back-dated purchase that re-costs the sale), and its accountant finds
 * every approved bill in the books with its voucher, the subject balance balancing, the detail ledger of 1405
 * leading back to the bills, and the stock-vs-GL and partner-vs-GL checks at 0.
 */
let t: TestApp;
let e: TradingBooks;
let product: number;
let bank: number;

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '新账套');
  product = await e.product('机油滤清器');
  bank = (await e.admin.client.post('/settlement-accounts', { name: '招商银行', account_type: 2 })).data.id;
});
afterAll(async () => { await t?.close(); });

type Row = Record<string, string>;

describe('a new enterprise from the initialization to its books', () => {
  const posted: Array<{ type: string; id: number; bill_sn: string }> = [];

  it('refuses to start the books on unbalanced openings, then starts them on balanced ones', async () => {
    const c = e.admin.client;
    expect((await c.get('/finance/settings')).code).toBe(2000);
    await c.put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '50000.00' }, { subject_code: '3001', credit: '49000.00' }] });
    expect((await c.post('/finance/initialize', { start_period: '2026-11' })).code).toBe(4220);
    expect((await c.put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '50000.00' }, { subject_code: '3001', credit: '50000.00' }] })).code).toBe(2000);
    const started = await c.post('/finance/initialize', { start_period: '2026-11' });
    expect(started.code, started.msg).toBe(2000);
    const info = (await c.get('/enterprise/info')).data;
    expect(info.locked_account).toBe(1);
  });

  it('trades, and every approved bill is in the books with its voucher', async () => {
    const line = (number: string, price: string) => ({ lines: [{ product_id: product, number, price, tax_rate: '0.13' }] });
    posted.push({ type: 'purchase-bills', ...(await e.posted('purchase-bills', { partner_id: e.supplier, ...line('10', '100.00') })) });
    posted.push({ type: 'sale-bills', ...(await e.posted('sale-bills', { partner_id: e.customer, ...line('4', '150.00') })) });
    posted.push({ type: 'receipts', ...(await e.posted('receipts', { partner_id: e.customer, money_lines: [{ account_id: bank, amount: '678.00' }] })) });
    // Back-dated before the sale: moving average at the sale becomes (10 × 100 + 10 × 120) / 20 = 110.
    posted.push({ type: 'purchase-bills', ...(await e.posted('purchase-bills', { partner_id: e.supplier, bill_date: '2026-11-05', ...line('10', '120.00') })) });
    for (const b of posted) {
      const detail = (await e.admin.client.get(`/bills/${b.type}/${b.id}`)).data;
      expect(detail.voucher_no, `${b.bill_sn} has a voucher`).toMatch(/^记-\d{4}$/);
    }
  });

  it('the subject balance balances and shows the figures an accountant expects', async () => {
    const data = (await e.admin.client.get('/ledger/subject-balance?period_from=2026-11&period_to=2026-11')).data;
    const total = data.total as Row;
    expect(total.opening_debit).toBe(total.opening_credit);
    expect(total.debit).toBe(total.credit);
    expect(total.closing_debit).toBe(total.closing_credit);
    const row = (code: string) => (data.list as Row[]).find((r) => r.subject_code === code)!;
    // Stock: 2,200 bought, 4 sold at 110 = 440 out.
    expect([row('1405').debit, row('1405').credit, row('1405').closing_debit]).toEqual(['2200.00', '440.00', '1760.00']);
    expect([row('5001').credit, row('5401').debit]).toEqual(['600.00', '440.00']);
    // Bank: 50,000 opening + 678 received.
    expect([row('1002').opening_debit, row('1002').closing_debit]).toEqual(['50000.00', '50678.00']);
    // Supplier owed 2,486 (2,200 + 13 % VAT); the customer paid in full.
    expect(row('2202').closing_credit).toBe('2486.00');
    expect(new Decimal(row('1122')?.closing_debit ?? '0').add(row('1122')?.closing_credit ?? '0').toFixed(2)).toBe('0.00');
  });

  it('the detail ledger of 1405 leads back to the bills', async () => {
    const data = (await e.admin.client.get('/ledger/detail?subject_code=1405&period_from=2026-11&period_to=2026-11')).data;
    const lines = (data.list as Array<{ kind: string; sources?: Array<{ bill_sn: string }> }>).filter((r) => r.kind === 'line');
    const bills = new Set(lines.flatMap((l) => (l.sources ?? []).map((s) => s.bill_sn)));
    for (const b of posted.filter((p) => p.type !== 'receipts')) expect(bills.has(b.bill_sn), `${b.bill_sn} in the 1405 detail ledger`).toBe(true);
  });

  it('stock value = GL inventory and the partner ledger = GL, also after the back-dated purchase', async () => {
    expect((await e.admin.client.get('/finance/stock-gl-check?period=2026-11')).data).toMatchObject({ stock_value: '1760.00', gl_inventory: '1760.00', difference: '0.00' });
    // The supplier is owed 2,486.00 in both; the customer's 678.00 sale and receipt net to 0.
    expect((await e.admin.client.get('/finance/partner-gl-check?period=2026-11')).data).toMatchObject({ ledger_total: '-2486.00', gl_total: '-2486.00', difference: '0.00' });
    expect((await e.admin.client.get('/finance/trial-check?period=2026-11')).data).toMatchObject({ difference: '0.00' });
  });
});
