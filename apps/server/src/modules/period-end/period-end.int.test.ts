import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { tradingBooks, type TradingBooks } from '../../testing/trading-books.ts';
import { closePeriod } from './period-close.ts';

/**
 * Issue 15 items 1-3 on both databases: after a month of trading (October 2026, books started that month), the
 * carry-down brings every P&L account to zero and 3103 holds revenue − expenses to the cent; the close refuses while
 * a check fails and names it; closing and reopening move the periods the gate and the top bar read; December also
 * carries the year's profit to 未分配利润; on PostgreSQL a posting that meets a close waits and is then refused.
 */
let t: TestApp;
let e: TradingBooks;
let product: number;

type Row = Record<string, string>;
const c = () => e.admin.client;
const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
const voucher = (date: string, lines: Array<[string, string, 'debit' | 'credit']>) =>
  ok(c().post('/vouchers', { voucher_date: date, word: '记', lines: lines.map(([code, value, side]) => ({ summary: '测试', subject_code: code, [side]: value })) }));
/** Audits and posts every voucher of a period, as the accountant does before the carry-down. */
async function postAll(period: string) {
  const ids = (await ok(c().get(`/vouchers?period=${period}&page_size=200`))).list.filter((v: { status: number }) => v.status < 3).map((v: { id: number }) => v.id);
  if (!ids.length) return;
  await ok(c().post('/vouchers/batch-audit', { ids, action: 'audit' }));
  const posted = await ok(c().post('/vouchers/batch-audit', { ids, action: 'post' }));
  expect(posted.errors).toEqual([]);
}
const balances = async (period: string) => {
  const data = await ok(c().get(`/ledger/subject-balance?period_from=${period}&period_to=${period}`));
  return (code: string) => (data.list as Row[]).find((r) => r.subject_code === code);
};
/** The period's carry-down vouchers: kind, number, total. */
const carryDowns = async (period: string) => (await t.database.db.selectFrom('voucher').select(['kind', 'number', 'total_debit']).where('enterprise_id', '=', e.enterpriseId)
  .where('period', '=', period).where('kind', 'like', 'carry_down%').orderBy('id').execute()).map((r) => `${r.kind} ${r.number} ${r.total_debit}`);
const checks = async (period: string) => Object.fromEntries((await ok(c().get(`/period-end/checks?period=${period}`))).list.map((x: { name: string; ok: boolean }) => [x.name, x.ok]));

beforeAll(async () => {
  // The story happens on 20 November 2026: October has ended and November has not. Only Date is faked (timers run
  // for real), so the server in this process and its signed client both read that day, whenever the suite runs.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T04:00:00Z') });
  t = await createTestApp();
  e = await tradingBooks(t, '月末结账');
  product = await e.product('液压油');
  await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
  await ok(c().put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '50000.00' }, { subject_code: '3001', credit: '50000.00' }] }));
  await ok(c().post('/finance/initialize', { start_period: '2026-10' }));
  // October: buy 10 at 100.00 (+13 %), sell 4 at 150.25 (+13 %), other income 50.50 and office costs 200.00.
  const line = (number: string, price: string) => ({ lines: [{ product_id: product, number, price, tax_rate: '0.13' }] });
  await e.posted('purchase-bills', { bill_date: '2026-10-03', partner_id: e.supplier, ...line('10', '100.00') });
  await e.posted('sale-bills', { bill_date: '2026-10-12', partner_id: e.customer, ...line('4', '150.25') });
  await voucher('2026-10-20', [['1002', '50.50', 'debit'], ['5051', '50.50', 'credit']]);
  await voucher('2026-10-25', [['560201', '200.00', 'debit'], ['1002', '200.00', 'credit']]);
});
afterAll(async () => { await t?.close(); vi.useRealTimers(); });

describe('a month closed from the checks to the reverse close', () => {
  it('lists what stops the close: business period open, vouchers not posted, profit and loss not carried down', async () => {
    expect(await checks('2026-10')).toEqual({
      month_ended: true, previous_closed: true, business_closed: false, vouchers_posted: false, voucher_numbers: true, trial_balance: true, carried_down: false,
      stock_gl: true, partner_gl: true, bills_vouchered: true, settlement_gl: true, cash_flow_tagged: true, cash_flow_gl: true, reposts_done: true,
    });
    const vouchers = (await ok(c().get('/period-end/checks?period=2026-10'))).list.find((x: { name: string }) => x.name === 'vouchers_posted');
    expect(vouchers.detail).toEqual({ unaudited: 4, unposted: 0 });
  });

  it('refuses the carry-down while vouchers are not posted, and the close naming the failing checks', async () => {
    const carry = await c().post('/period-end/carry-down', { period: '2026-10' });
    expect([carry.code, carry.msg]).toEqual([4220, '2026-10 还有 4 张凭证未审核或未记账，请先审核并记账后再结转损益']);
    const close = await c().post('/period-end/close', { period: '2026-10' });
    expect([close.code, close.msg]).toEqual([4220, '2026-10 不能结账，以下检查未通过：本期业务已结账、凭证已全部审核记账、损益已结转']);
    const en = await c().post('/period-end/close', { period: '2026-10' }, { language: 2 });
    expect(en.msg).toBe('2026-10 cannot be closed; these checks failed: Business period closed, All vouchers audited and posted, Profit and loss carried down');
    expect((await c().post('/period-end/close', { period: '2026-11' })).code).toBe(4090);
  });

  it('closes the business period first; the top bar reads the new period', async () => {
    const closed = await ok(c().post('/business-period/close', { period: '2026-10' }));
    expect(closed).toMatchObject({ period: '2026-11', business_period: { fiscal_period: '2026-11' }, finance_period: { fiscal_period: '2026-10' } });
    expect((await ok(c().get('/finance/current-period'))).business_period.fiscal_period).toBe('2026-11');
  });

  it('previews and carries down: every P&L account at 0, 3103 credit = revenue 651.50 − expenses 600.00 = 51.50', async () => {
    await postAll('2026-10');
    const preview = await ok(c().get('/period-end/carry-down/preview?period=2026-10'));
    // Revenue 601.00 (4 × 150.25) + 50.50; expenses: cost of sales 400.00 (4 × 100.00) + office 200.00.
    expect(preview).toMatchObject({ income: '651.50', expense: '600.00', net_profit: '51.50', unaudited: 0, unposted: 0, year_end: null });
    expect(preview.list.map((b: Row) => `${b.code} ${b.side} ${b.balance}`)).toEqual(['5001 income -601.00', '5051 income -50.50', '5401 expense 400.00', '560201 expense 200.00']);
    const made = await ok(c().post('/period-end/carry-down', { period: '2026-10' }));
    expect(made.voucher_ids).toHaveLength(1);
    const v = await ok(c().get(`/vouchers/${made.voucher_id}`));
    expect([v.voucher_date, v.status, v.total_debit]).toEqual(['2026-10-31', 1, '1251.50']);
    expect(v.lines.map((l: Row) => `${l.subject_code} ${l.debit} ${l.credit}`)).toEqual([
      '5001 601.00 0.00', '5051 50.50 0.00', '3103 0.00 651.50', '3103 600.00 0.00', '5401 0.00 400.00', '560201 0.00 200.00',
    ]);
    const kind = await t.database.db.selectFrom('voucher').select('kind').where('id', '=', made.voucher_id).executeTakeFirstOrThrow();
    expect(kind.kind).toBe('carry_down');
    await postAll('2026-10');
    const row = await balances('2026-10');
    for (const code of ['5001', '5051', '5401', '560201']) expect([code, row(code)!.closing_debit, row(code)!.closing_credit]).toEqual([code, '0.00', '0.00']);
    expect(row('3103')!.closing_credit).toBe('51.50');
    expect(await checks('2026-10')).toMatchObject({ carried_down: true, vouchers_posted: true });
  });

  it('a second carry-down replaces the first (one carry-down per period, its number kept), and refuses when nothing moved', async () => {
    const nothing = await c().post('/period-end/carry-down', { period: '2026-10' });
    expect([nothing.code, nothing.msg]).toEqual([4220, '2026-10 的损益类科目余额均为零，无需结转']);
    const first = await carryDowns('2026-10');
    await voucher('2026-10-28', [['560202', '10.00', 'debit'], ['1002', '10.00', 'credit']]);
    await postAll('2026-10');
    const preview = await ok(c().get('/period-end/carry-down/preview?period=2026-10'));
    expect([preview.income, preview.expense, preview.net_profit]).toEqual(['651.50', '610.00', '41.50']);
    const made = await ok(c().post('/period-end/carry-down', { period: '2026-10' }));
    const v = await ok(c().get(`/vouchers/${made.voucher_id}`));
    expect(v.lines.map((l: Row) => `${l.subject_code} ${l.debit} ${l.credit}`)).toEqual([
      '5001 601.00 0.00', '5051 50.50 0.00', '3103 0.00 651.50', '3103 610.00 0.00', '5401 0.00 400.00', '560201 0.00 200.00', '560202 0.00 10.00',
    ]);
    expect(await carryDowns('2026-10')).toEqual([first[0]!.replace('1251.50', '1261.50')]);
    await postAll('2026-10');
    expect((await balances('2026-10'))('3103')!.closing_credit).toBe('41.50');
  });

  it('closes the accounting period once every check passes', async () => {
    expect(Object.values(await checks('2026-10')).every(Boolean)).toBe(true);
    const closed = await ok(c().post('/period-end/close', { period: '2026-10' }));
    expect(closed).toMatchObject({ period: '2026-11', business_period: { fiscal_period: '2026-11' }, finance_period: { fiscal_period: '2026-11' } });
    const periods = await ok(c().get('/period-end/periods'));
    expect(periods.list[0]).toEqual({ period: '2026-10', business_closed: true, accounting_closed: true });
    // November has not ended: it cannot be closed yet.
    expect((await c().post('/business-period/close', { period: '2026-11' })).msg).toBe('2026-11 尚未结束，月末之后才能结账');
  });

  it('reopens the accounting period before the business period, only the latest, and logs both', async () => {
    const early = await c().post('/business-period/reverse', { period: '2026-10' });
    expect([early.code, early.msg]).toEqual([4090, '会计期间 2026-10 已结账，请先反结账会计期间，再反结账业务期间']);
    expect((await c().post('/period-end/reverse', { period: '2026-09' })).msg).toBe('只能反结账最近一个已结账的会计期间 2026-10');
    expect(await ok(c().post('/period-end/reverse', { period: '2026-10' }))).toMatchObject({ period: '2026-10', finance_period: { fiscal_period: '2026-10' } });
    expect(await ok(c().post('/business-period/reverse', { period: '2026-10' }))).toMatchObject({ period: '2026-10', business_period: { fiscal_period: '2026-10' } });
    expect((await c().post('/period-end/reverse', { period: '2026-09' })).msg).toBe('还没有已结账的会计期间');
    const log = await t.database.db.selectFrom('change_log').select(['resource', 'summary']).where('enterprise_id', '=', e.enterpriseId)
      .where('resource', 'in', ['accounting-periods', 'business-periods']).orderBy('id').execute();
    expect(log.map((l) => `${l.resource} ${l.summary}`)).toEqual([
      'business-periods close 2026-10', 'accounting-periods close 2026-10', 'accounting-periods reverse 2026-10', 'business-periods reverse 2026-10',
    ]);
  });

  it.skipIf(testDbKind !== 'postgres')('on PostgreSQL a posting that meets a close waits for it, then is refused naming the period', async () => {
    const db = t.database.db;
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    let closed!: () => void;
    const closeDone = new Promise<void>((r) => { closed = r; });
    // The real close, held open after it moved the period (its lock is held until commit).
    const close = db.transaction().execute(async (tx) => {
      await closePeriod(tx, { enterpriseId: e.enterpriseId, employeeId: 0, language: 'zh-CN' }, 'business', '2026-10');
      closed();
      await held;
    });
    await closeDone;
    const posting = c().post('/bills/purchase-bills', { store_id: e.store, partner_id: e.supplier, bill_date: '2026-10-30', lines: [{ product_id: product, number: '1', price: '100.00' }] });
    const outcome = await Promise.race([posting.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
    expect(outcome).toBe('waiting');
    release();
    await close;
    const res = await posting;
    expect([res.code, res.msg]).toEqual([4090, '业务期间 2026-10 已结账，不能再录入、修改、审核或反审核该期间的单据']);
    await ok(c().post('/business-period/reverse', { period: '2026-10' }));
  });

  it('after a reverse close a late voucher and a new carry-down carry the profit exactly once; the month closes again', async () => {
    // October was reopened above; its carry-down voucher is still there (41.50 in 3103).
    expect(await carryDowns('2026-10')).toEqual([expect.stringMatching(/^carry_down \d+ 1261.50$/)]);
    const number = (await carryDowns('2026-10'))[0]!.split(' ')[1];
    await voucher('2026-10-29', [['1002', '20.00', 'debit'], ['5051', '20.00', 'credit']]);
    await postAll('2026-10');
    expect(await checks('2026-10')).toMatchObject({ carried_down: false });
    const made = await ok(c().post('/period-end/carry-down', { period: '2026-10' }));
    const v = await ok(c().get(`/vouchers/${made.voucher_id}`));
    // Income 601.00 + 70.50, expenses 610.00: the whole month once, 61.50 of profit — not 41.50 + 61.50.
    expect(v.lines.map((l: Row) => `${l.subject_code} ${l.debit} ${l.credit}`)).toEqual([
      '5001 601.00 0.00', '5051 70.50 0.00', '3103 0.00 671.50', '3103 610.00 0.00', '5401 0.00 400.00', '560201 0.00 200.00', '560202 0.00 10.00',
    ]);
    expect(await carryDowns('2026-10')).toEqual([`carry_down ${number} 1281.50`]);
    await postAll('2026-10');
    const row = await balances('2026-10');
    expect(row('3103')!.closing_credit).toBe('61.50');
    expect(row('5051')!.closing_credit).toBe('0.00');
    const profit = await ok(c().get('/statements/profit?period=2026-10'));
    expect(profit.list.find((l: { line: number }) => l.line === 32)).toMatchObject({ period_amount: '61.50', year_amount: '61.50' });
    await ok(c().post('/business-period/close', { period: '2026-10' }));
    expect(Object.values(await checks('2026-10')).every(Boolean)).toBe(true);
    expect(await ok(c().post('/period-end/close', { period: '2026-10' }))).toMatchObject({ finance_period: { fiscal_period: '2026-11' } });
  });
});

describe('December: the year carried to undistributed profit', () => {
  it('splits income and expenses when asked, posts them at once when set, carries 3103 to 310404 and appropriates 10 % to 3101', async () => {
    const y = await tradingBooks(t, '年末结转');
    const yc = y.admin.client;
    await yc.put('/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '10000.00' }, { subject_code: '3001', credit: '10000.00' }] });
    expect((await yc.post('/finance/initialize', { start_period: '2025-12' })).code).toBe(2000);
    const v = (date: string, lines: Array<[string, string, 'debit' | 'credit']>) => yc.post('/vouchers', { voucher_date: date, word: '记', lines: lines.map(([code, value, side]) => ({ summary: '年末', subject_code: code, [side]: value })) });
    const ids = [(await v('2025-12-10', [['1002', '1000.00', 'debit'], ['5001', '1000.00', 'credit']])).data.id, (await v('2025-12-20', [['560201', '300.25', 'debit'], ['1002', '300.25', 'credit']])).data.id];
    await yc.put('/finance/settings', { maker_cannot_audit: false });
    await yc.post('/vouchers/batch-audit', { ids, action: 'audit' });
    await yc.post('/vouchers/batch-audit', { ids, action: 'post' });
    expect((await yc.put('/period-end/settings', { carry_down_auto_post: true })).code).toBe(2000);
    const preview = (await yc.get('/period-end/carry-down/preview?period=2025-12')).data;
    expect([preview.net_profit, preview.year_end, preview.surplus_reserve]).toEqual(['699.75', '-699.75', '69.98']);
    expect((await yc.put('/period-end/settings', { surplus_reserve_rate: '100.5' })).data.fields).toEqual({ surplus_reserve_rate: '盈余公积提取比例为 0 到 100 之间的百分数，最多两位小数' });
    expect((await yc.get('/period-end/settings')).data.surplus_reserve_rate).toBe('10.00');
    const made = await yc.post('/period-end/carry-down', { period: '2025-12', split: true });
    expect(made.code, made.msg).toBe(2000);
    expect(made.data.voucher_ids).toHaveLength(2);
    const made3 = await t.database.db.selectFrom('voucher').select(['id', 'kind', 'status', 'total_debit']).where('enterprise_id', '=', y.enterpriseId).where('kind', 'like', 'carry_down%').orderBy('id').execute();
    expect(made3.map((r) => `${r.kind} ${r.status} ${r.total_debit}`)).toEqual(['carry_down 3 1000.00', 'carry_down 3 300.25', 'carry_down_year 3 839.71']);
    expect(made3[2]!.id).toBe(made.data.year_voucher_id);
    const list = (await yc.get('/ledger/subject-balance?period_from=2025-12&period_to=2025-12')).data.list as Row[];
    const row = (code: string) => list.find((r) => r.subject_code === code);
    expect(row('3103')?.closing_credit ?? '0.00').toBe('0.00');
    // 699.75 of profit, of which 10 % (69.975 → 69.98) to the statutory surplus reserve; 310401 cleared into 310404.
    expect(row('310404')!.closing_credit).toBe('629.77');
    expect(row('3101')!.closing_credit).toBe('69.98');
    expect(row('310401')?.closing_debit ?? '0.00').toBe('0.00');
    expect(row('310401')?.closing_credit ?? '0.00').toBe('0.00');
    expect(row('5001')?.closing_credit ?? '0.00').toBe('0.00');
  });
});

describe('monthly weighted average: the business close needs the outbound cost run', () => {
  it('refuses the business close until October is costed, then refuses undoing the run of the closed month', async () => {
    const m = await tradingBooks(t, '月加权结账', { stockAccountingMethod: 2 });
    const mc = m.admin.client;
    expect((await mc.post('/finance/initialize', { start_period: '2026-10' })).code).toBe(2000);
    const pads = await m.product('刹车片');
    await m.posted('purchase-bills', { bill_date: '2026-10-02', partner_id: m.supplier, lines: [{ product_id: pads, number: '10', price: '10' }] });
    await m.posted('sale-bills', { bill_date: '2026-10-05', partner_id: m.customer, lines: [{ product_id: pads, number: '4', price: '20' }] });
    const checks = (await mc.get('/business-period/checks?period=2026-10')).data.list;
    expect(checks).toEqual([
      { name: 'month_ended', ok: true, detail: { period: '2026-10', today: expect.any(String) } },
      { name: 'previous_closed', ok: true, detail: { previous: '2026-09', open_period: '2026-10' } },
      { name: 'reposts_done', ok: true, detail: { ledgers: 0, from_date: '' } },
      { name: 'cost_run', ok: false, detail: { status: 'none', moves: 1 } },
    ]);
    const refused = await mc.post('/business-period/close', { period: '2026-10' });
    expect([refused.code, refused.msg]).toEqual([4220, '2026-10 不能结账，以下检查未通过：出库成本已核算']);
    const run = await mc.post('/stock/cost-runs', { month: '2026-10' });
    expect(run.code, run.msg).toBe(2000);
    await t.app.jobs.settle();
    expect((await mc.post('/business-period/close', { period: '2026-10' })).code).toBe(2000);
    const undo = await mc.post('/stock/cost-runs/undo', { month: '2026-10' });
    expect([undo.code, undo.msg]).toEqual([4090, '业务期间 2026-10 已结账，不能再录入、修改、审核或反审核该期间的单据']);
  });
});
