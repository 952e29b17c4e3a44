import { Decimal } from '@zf/shared';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { demoLogin, demoStartPeriod, seedDemo } from './demo-seed.ts';

let t: TestApp;
/** 'YYYY-MM' + n months. */
const monthAfter = (period: string, n: number) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('demo data', () => {
  it('the demo user logs in as admin of two running enterprises, each with a welcome message', async () => {
    expect(await seedDemo(t.database.db, pino({ level: 'silent' }))).toBe(true);
    expect(await seedDemo(t.database.db, pino({ level: 'silent' }))).toBe(false); // only on an empty database

    const login = await t.client.post('/auth/login', demoLogin());
    expect(login.code).toBe(2000);
    expect(login.data.enterprises).toHaveLength(2);
    expect(login.data.enterprises.every((e: { is_admin: boolean }) => e.is_admin)).toBe(true);
    const demo = t.client.withToken(login.data.token);
    expect(login.data.user.enterprise_id).toBe(login.data.enterprises[0].enterprise_id);

    for (const e of login.data.enterprises) {
      await demo.post('/enterprises/select', { enterprise_id: e.enterprise_id });
      const period = await demo.get('/finance/current-period');
      expect(period.code).toBe(2000);
      expect(period.data.finance_period.fiscal_period).toBe(demoStartPeriod());
      const messages = (await demo.get('/messages')).data.list;
      expect(messages.map((m: { title: string }) => m.title)).toEqual(['欢迎使用账房']);
    }
  });

  it('both demo books start initialized months back with balanced openings: cash and bank, stock, capital', async () => {
    const login = await t.client.post('/auth/login', demoLogin());
    const demo = t.client.withToken(login.data.token);
    const [trading, manufacturer] = login.data.enterprises.map((e: { enterprise_id: number }) => e.enterprise_id);
    await demo.post('/enterprises/select', { enterprise_id: trading });
    const openings = (await demo.get('/finance/opening-balances')).data;
    expect(openings).toMatchObject({ initialized: true, start_period: demoStartPeriod(), check: { balanced: true, equation_balanced: true } });
    const line = (code: string) => openings.lines.find((l: { subject_code: string }) => l.subject_code === code);
    expect([line('1001').debit, line('1002').debit]).toEqual(['5000.00', '354820.50']);
    // The stock opening is the value of the opening stock (dated the day before the start), on 1405.
    const stock = (await demo.get('/stock/balances?page_size=500')).data;
    const value = stock.list.reduce((s: Decimal, b: { amount: string }) => s.add(b.amount), new Decimal(0));
    expect(Number(line('1405').debit)).toBeGreaterThan(0);
    expect(line('1405')).toMatchObject({ source: 'stock' });
    // Fixed assets in use before the start (helper assets): computer 48,000 − 24 × 760.00, van 168,000 − 63,840 − 3,990
    // (sum of years, 4 years), forklift 85,000 − 6 × 1,416.67 (double-declining, 10 years).
    expect([line('1601').debit, line('1602').credit]).toEqual(['301000.00', '94570.02']);
    expect(new Decimal(line('3001').credit).toFixed(2)).toBe(new Decimal(line('1405').debit).add('359820.50').add('301000.00').sub('94570.02').toFixed(2));
    // Each month before this one is depreciated and posted; this month's run is left for the UI (6,166.67).
    const runs = (await demo.get('/fixed-assets/depreciation/runs')).data.list;
    expect(runs.map((r: { total: string; voucher_status: number }) => [r.total, r.voucher_status])).toEqual([['6166.67', 3], ['6166.67', 3], ['6166.67', 3]]);
    const thisMonth = (await demo.get(`/fixed-assets/depreciation/preview?period=${new Date().toLocaleDateString('sv-SE').slice(0, 7)}`)).data;
    expect(thisMonth.total).toBe('6166.67');
    expect((await demo.get('/fixed-assets/init')).data).toMatchObject({ difference_original: '0.00', difference_accumulated: '0.00', finished: true });
    expect(value.gt(0)).toBe(true);
    // Months of trading: every month from the start holds approved purchases and sales.
    const sales = (await demo.get('/bills/sale-bills?page_size=100')).data.list;
    const months = new Set(sales.map((b: { bill_date: string }) => b.bill_date.slice(0, 7)));
    expect(months.has(demoStartPeriod())).toBe(true);
    expect(months.size).toBeGreaterThanOrEqual(3);
    // The bills were vouchered on approval; the months before this one are audited and posted.
    const first = (await demo.get(`/vouchers?period=${demoStartPeriod()}&page_size=100`)).data;
    expect(first.total).toBeGreaterThanOrEqual(7);
    expect(first.list.every((v: { status: number }) => v.status === 3)).toBe(true);
    expect(first.list.some((v: { source: unknown[] }) => v.source.length > 0)).toBe(true);
    await demo.post('/enterprises/select', { enterprise_id: manufacturer });
    expect((await demo.get('/finance/opening-balances')).data).toMatchObject({ initialized: true, check: { balanced: true } });
  });

  it('the manufacturer opens with production history: pump bodies made and costed each month, a batch subcontracted on an estimate', async () => {
    const login = await t.client.post('/auth/login', demoLogin());
    const demo = t.client.withToken(login.data.token);
    await demo.post('/enterprises/select', { enterprise_id: login.data.enterprises[1].enterprise_id });
    const [m1, m3] = [demoStartPeriod(), monthAfter(demoStartPeriod(), 2)];
    const row = (r: Record<string, string>) => [r.received, r.material, r.labour, r.overhead, r.completed_value, r.wip_value, r.unit_cost];
    // The first month: one order of 40, all received: 40.6 castings × 38.00 + wages 2,400 + overhead 1,600 = 5,542.80.
    expect((await demo.get(`/production/cost-table?period=${m1}`)).data.list.map(row)).toEqual([['40.0000', '1542.80', '2400.00', '1600.00', '5542.80', '0.00', '138.57']]);
    // The third month: 40 h reported, 28 by the finished order and 12 by the one still in process (WIP on 4001).
    const table = (await demo.get(`/production/cost-table?period=${m3}`)).data;
    expect(table.list.map(row)).toEqual([
      ['40.0000', '1542.80', '1680.00', '1120.00', '4342.80', '0.00', '108.57'],
      ['0.0000', '1157.10', '720.00', '480.00', '0.00', '2357.10', '0.00'],
    ]);
    expect([table.total.completed_value, table.total.wip_value]).toEqual(['4342.80', '2357.10']);
    // The GL agrees: what 4001 gave the finished goods (1405 debits of the month) is the table's completed value; the
    // WIP stays on 4001; 4101 and 1408 are empty.
    const balances = (await demo.get(`/ledger/subject-balance?period_from=${m3}&period_to=${m3}&level=1`)).data.list;
    const gl = (code: string) => balances.find((r: { subject_code: string }) => r.subject_code === code) ?? {};
    expect(gl('1405').debit).toBe('4342.80');
    expect([gl('4001').closing_debit, gl('4101').closing_debit ?? '0.00', gl('1408').closing_debit ?? '0.00']).toEqual(['2357.10', '0.00', '0.00']);
    // The drive shafts: received before their fee bill (600.00 on an estimate), reversed when it came the next month.
    expect((await demo.get('/outsourcing/estimates')).data.list.map((r: Record<string, string>) => [r.received, r.estimated, r.reversed, r.open, r.state]))
      .toEqual([['50.0000', '600.00', '600.00', '0.00', 'reversed']]);
    expect((await demo.get('/outsourcing/progress')).data.list.map((r: Record<string, string>) => [r.sent_value, r.consumed_value, r.fee_carried, r.fee_billed, r.fee_estimated, r.open_value]))
      .toEqual([['602.64', '602.64', '600.00', '600.00', '0.00', '0.00']]);
  });

  it('the trading company sells from its opening stock on first start, and its openings are locked', async () => {
    const login = await t.client.post('/auth/login', demoLogin());
    const demo = t.client.withToken(login.data.token);
    await demo.post('/enterprises/select', { enterprise_id: login.data.enterprises[0].enterprise_id });
    const openings = (await demo.get('/bills/stock-openings')).data;
    // One opening per warehouse that held stock before the books started (待检仓, quality's, came later).
    const warehouses = (await demo.get('/warehouses')).data.list.filter((w: { name: string }) => w.name !== '待检仓');
    expect(openings.total).toBe(warehouses.length);
    expect(openings.list.every((b: { audit_status: number; bill_sn: string }) => b.audit_status === 2 && /^QC/.test(b.bill_sn))).toBe(true);
    // Every opening is dated the day before the books start, so the period gate keeps it as it is.
    const reversed = await demo.post(`/bills/stock-openings/${openings.list[0].id}/audit`, { action: 'reverse' });
    expect(reversed.code).toBe(4090);

    const main = warehouses[0];
    const stocked = (await demo.get(`/stock/balances?warehouse_id=${main.id}`)).data.list[0];
    expect(Number(stocked.qty)).toBeGreaterThan(0);
    const customer = (await demo.get('/partners?type=1&page_size=1')).data.list[0];
    const today = new Date().toISOString().slice(0, 10);
    const sale = await demo.post('/bills/sale-bills', { bill_date: today, partner_id: customer.id, store_id: main.id, lines: [{ product_id: stocked.product_id, number: '1', price: '999' }] });
    expect(sale.code, sale.msg).toBe(2000);
    const approved = await demo.post(`/bills/sale-bills/${sale.data.id}/audit`, { action: 'audit' });
    expect(approved.code, approved.msg).toBe(2000);
    const detail = (await demo.get(`/bills/sale-bills/${sale.data.id}`)).data;
    expect(detail.cost_amount).toBe(new Decimal(stocked.cost_price).toFixed(2));
  });

  it('the trading company has a receipt of 100 waiting in 待检仓 for its incoming check', async () => {
    const login = await t.client.post('/auth/login', demoLogin());
    const demo = t.client.withToken(login.data.token);
    await demo.post('/enterprises/select', { enterprise_id: login.data.enterprises[0].enterprise_id });
    const waiting = (await demo.get('/quality/waiting')).data.list;
    expect(waiting.map((r: { open: string; warehouse_name: string }) => [r.open, r.warehouse_name])).toEqual([['100.0000', '待检仓']]);
    expect((await demo.get('/quality/settings')).data).toMatchObject({ incoming_mandatory: true });
  });
  it('both demo books tie each month: every cash line tagged, cash flow = GL cash, each bank account = its subject, partners per side', async () => {
    const login = await t.client.post('/auth/login', demoLogin());
    const demo = t.client.withToken(login.data.token);
    for (const e of login.data.enterprises) {
      await demo.post('/enterprises/select', { enterprise_id: e.enterprise_id });
      const list = (await demo.get(`/period-end/checks?period=${demoStartPeriod()}`)).data.list as Array<{ name: string; ok: boolean; detail: unknown }>;
      const tie = list.filter((c) => ['settlement_gl', 'cash_flow_tagged', 'cash_flow_gl', 'partner_gl', 'trial_balance'].includes(c.name));
      expect(tie.filter((c) => !c.ok)).toEqual([]);
      expect(tie).toHaveLength(5);
    }
  });
});
