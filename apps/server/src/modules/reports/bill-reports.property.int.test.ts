import dayjs from 'dayjs';
import { Decimal } from '@zf/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';

/*
 * Issue 20 item 5: random approved and reversed purchase and sale bills and returns over four months (three settled,
 * summarised once read, the current one live), then more of them — back-dated into summarised months too. After each
 * round the sales report's totals equal Σ signed bill amounts and Σ the cost their live stock movements carry, by
 * product (summaries) and by month; the gross profit summary's total equals the sum of its product rows.
 * The GL equality (revenue account 5001) is not checked here: the auto-voucher fixture needs the books opened in
 * the current period, which back-dated months contradict (docs/decisions.md).
 * Seeded; ZF_PROPERTY_SEED and ZF_PROPERTY_RUNS explore others.
 */
let t: TestApp;
const seed = Number(process.env.ZF_PROPERTY_SEED ?? 2020);
const numRuns = Number(process.env.ZF_PROPERTY_RUNS ?? 4);
const china = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
const monthStart = (back: number) => dayjs(china).subtract(back, 'month').format('YYYY-MM');
const from = `${monthStart(3)}-01`;

beforeAll(async () => { t = await createTestApp(); }, 120_000);
afterAll(async () => { await t?.close(); });

const step = fc.record({
  kind: fc.constantFrom('purchase', 'purchase', 'sale', 'sale', 'sale', 'saleReturn', 'purchaseReturn', 'reverse'),
  p: fc.constantFrom(0, 1), qty: fc.integer({ min: 1, max: 6 }), cents: fc.integer({ min: 100, max: 9_999 }),
  back: fc.integer({ min: 0, max: 3 }), day: fc.integer({ min: 1, max: 28 }), pick: fc.nat(),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function play(b: TradingBooks, products: number[], steps: Step[], state: { approved: Array<{ type: string; id: number }>; sales: Array<{ id: number; line: number; p: number }> }) {
  for (const s of steps) {
    const month = monthStart(s.back);
    const date = s.back === 0 ? (`${month}-${String(s.day).padStart(2, '0')}` > china ? china : `${month}-${String(s.day).padStart(2, '0')}`) : `${month}-${String(s.day).padStart(2, '0')}`;
    const price = (s.cents / 100).toFixed(2);
    const product = products[s.p]!;
    let type = '';
    let body: Record<string, unknown> = {};
    switch (s.kind) {
      case 'purchase': type = 'purchase-bills'; body = { partner_id: b.supplier, lines: [{ product_id: product, number: String(s.qty), price, tax_rate: '0.13' }] }; break;
      case 'purchaseReturn': type = 'purchase-returns'; body = { partner_id: b.supplier, lines: [{ product_id: product, number: '1', price }] }; break;
      case 'sale': type = 'sale-bills'; body = { partner_id: b.customer, lines: [{ product_id: product, number: String(Math.ceil(s.qty / 2)), price, tax_rate: '0.13', discount_rate: s.qty > 4 ? '0.05' : '0' }] }; break;
      case 'saleReturn': {
        const sale = state.sales[s.pick % Math.max(1, state.sales.length)];
        if (!sale) continue;
        type = 'sale-returns';
        body = { partner_id: b.customer, source_bill_id: sale.id, lines: [{ product_id: products[sale.p], number: '1', price, source_line_id: sale.line }] };
        break;
      }
      case 'reverse': {
        const target = state.approved[s.pick % Math.max(1, state.approved.length)];
        if (!target) continue;
        if ((await b.audit(target.type, target.id, 'reverse')).code === 2000) state.approved.splice(state.approved.indexOf(target), 1);
        continue;
      }
    }
    const made = await b.admin.client.post(`/bills/${type}`, { bill_date: date, store_id: b.store, ...body });
    if (made.code !== 2000) continue;
    if ((await b.audit(type, made.data.id)).code !== 2000) continue;
    state.approved.push({ type, id: made.data.id });
    if (type === 'sale-bills') state.sales.push({ id: made.data.id, line: (await b.admin.client.get(`/bills/sale-bills/${made.data.id}`)).data.lines[0].id, p: s.p });
  }
}

/** The sales report against the bills and the stock ledger, and the gross profit summary against its rows. */
async function check(b: TradingBooks) {
  const e = b.enterpriseId;
  const { rows: [bills] } = await sql<{ amount: string; tax: string; n: number }>`
    SELECT coalesce(sum(CASE WHEN type = 'sale-returns' THEN -total_amount ELSE total_amount END), 0) AS amount,
      coalesce(sum(CASE WHEN type = 'sale-returns' THEN -tax_amount ELSE tax_amount END), 0) AS tax, count(*)::int AS n
    FROM bill WHERE enterprise_id = ${e} AND type IN ('sale-bills', 'sale-returns') AND audit_status = 2 AND bill_date BETWEEN ${from}::date AND ${china}::date`.execute(t.database.db);
  const { rows: [moves] } = await sql<{ cost: string }>`
    SELECT coalesce(sum(CASE WHEN m.bill_type = 'sale-returns' THEN -m.amount ELSE m.amount END), 0) AS cost FROM stock_move m
    JOIN bill x ON x.enterprise_id = m.enterprise_id AND x.id = m.bill_id AND x.audit_status = 2
    WHERE m.enterprise_id = ${e} AND m.bill_type IN ('sale-bills', 'sale-returns') AND m.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id)`.execute(t.database.db);
  const expected = { amount: new Decimal(bills!.amount).toFixed(2), tax: new Decimal(bills!.tax).toFixed(2), cost: new Decimal(moves!.cost).toFixed(2), bills: String(bills!.n) };
  for (const group_by of ['product', 'month', 'partner']) {
    const answer = (await b.admin.client.get(`/reports/sale?date_from=${from}&date_to=${china}&group_by=${group_by}&page_size=1000`)).data;
    expect({ amount: answer.total.amount, tax: answer.total.tax, cost: answer.total.cost, bills: answer.total.bills }, group_by).toEqual(expected);
  }
  const profit = (await b.admin.client.get(`/reports/gross-profit-summary?date_from=${from}&date_to=${china}&group_by=product&page_size=1000`)).data;
  const sum = (m: string) => profit.list.reduce((s: Decimal, r: { values: Record<string, string> }) => s.add(r.values[m]!), new Decimal(0)).toFixed(2);
  expect([profit.total.amount, profit.total.cost, profit.total.gross_profit]).toEqual([sum('amount'), sum('cost'), sum('gross_profit')]);
  expect(profit.total.cost).toBe(expected.cost);
}

describe('the sales report follows the bills and the stock ledger', () => {
  it('totals = Σ signed bill amounts and Σ live out-move costs, before and after back-dated changes to summarised months', async () => {
    let n = 0;
    let summarised = 0;
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 12 }), fc.array(step, { minLength: 3, maxLength: 6 }), async (first, later) => {
      const b = await tradingBooks(t, `报表性质${++n}`);
      const products = [await b.product(`性质甲${n}`), await b.product(`性质乙${n}`)];
      for (const p of products) await b.posted('purchase-bills', { bill_date: from, partner_id: b.supplier, lines: [{ product_id: p, number: '5', price: '10.00' }] });
      const state = { approved: [] as Array<{ type: string; id: number }>, sales: [] as Array<{ id: number; line: number; p: number }> };
      await play(b, products, first, state);
      await check(b);
      summarised += Number((await sql<{ n: string }>`SELECT count(*) AS n FROM report_month WHERE enterprise_id = ${b.enterpriseId}`.execute(t.database.db)).rows[0]!.n);
      await play(b, products, later, state);
      await check(b);
    }), { seed, numRuns, endOnFailure: true });
    expect(summarised).toBeGreaterThan(0);
  }, 600_000);
});
