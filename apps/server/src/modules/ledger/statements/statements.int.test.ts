import { Decimal, isFormulaError, parseFormula, statementLines } from '@zf/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVoucher } from '../../../engines/ledger/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../../testing/trading-books.ts';

/**
 * Issue 15 item 3 on both databases: after a month of trading, the three statements in figures an accountant checks.
 *
 * Openings 1001 5,000 + 1002 50,000 = 3001 55,000 (books from 2026-11). November: purchase 10 @ 100 and a back-dated
 * 10 @ 120 (+13 % VAT: 1405 2,200, input VAT 286, supplier 2,486), sale 4 @ 150 at a moving average of 110 (5001 600,
 * output VAT 78, 5401 440), receipt 678 to the bank, payment 1,000 to the supplier, office expenses 200 in cash on a
 * manual voucher (its cash-flow item derived like every voucher's). Net profit 600 − 440 − 200 = −40.
 */
let t: TestApp;
let e: TradingBooks;
let other: TradingBooks;

type Row = Record<string, string | number | boolean>;
const P = 'period=2026-11';

async function startBooks(b: TradingBooks, lines: object[]) {
  const c = b.admin.client;
  expect((await c.put('/finance/opening-balances', { lines })).code).toBe(2000);
  const started = await c.post('/finance/initialize', { start_period: '2026-11' });
  expect(started.code, started.msg).toBe(2000);
}

beforeAll(async () => {
  t = await createTestApp();
  e = await tradingBooks(t, '报表企业');
  other = await tradingBooks(t, '报表另一企业');
  const c = e.admin.client;
  const product = await e.product('刹车片');
  const bank = (await c.post('/settlement-accounts', { name: '工商银行', account_type: 2 })).data.id;
  await startBooks(e, [{ subject_code: '1001', debit: '5000.00' }, { subject_code: '1002', debit: '50000.00' }, { subject_code: '3001', credit: '55000.00' }]);
  await startBooks(other, [{ subject_code: '1001', debit: '100.00' }, { subject_code: '3001', credit: '100.00' }]);
  const line = (number: string, price: string) => ({ lines: [{ product_id: product, number, price, tax_rate: '0.13' }] });
  await e.posted('purchase-bills', { partner_id: e.supplier, ...line('10', '100.00') });
  await e.posted('sale-bills', { partner_id: e.customer, ...line('4', '150.00') });
  await e.posted('receipts', { partner_id: e.customer, money_lines: [{ account_id: bank, amount: '678.00' }] });
  await e.posted('purchase-bills', { partner_id: e.supplier, bill_date: '2026-11-05', ...line('10', '120.00') });
  await e.posted('payments', { partner_id: e.supplier, money_lines: [{ account_id: bank, amount: '1000.00' }] });
  const manual = await c.post('/vouchers', {
    voucher_date: '2026-11-20', word: '记',
    lines: [{ summary: '办公用品', subject_code: '560201', debit: '200.00' }, { summary: '办公用品', subject_code: '1001', credit: '200.00' }],
  });
  expect(manual.code, manual.msg).toBe(2000);
}, 120_000);
afterAll(async () => { await t?.close(); });

const rows = async (path: string, language: 1 | 2 = 1) => {
  const res = await e.admin.client.get(path, { language });
  expect(res.code, res.msg).toBe(2000);
  return res.data as { list: Row[]; tie_out?: any; check?: any };
};
const at = (list: Row[], line: number, key: string) => list.find((r) => r.line === line)![key];

describe('statements after a month of trading', () => {
  it('the balance sheet ties out and shows the month in figures', async () => {
    const data = await rows(`/statements/balance-sheet?${P}`);
    const closing = (n: number) => at(data.list, n, 'closing');
    expect([closing(1), closing(4), closing(9), closing(12), closing(14), closing(15), closing(30)])
      .toEqual(['54478.00', '0.00', '1760.00', '1760.00', '208.00', '56446.00', '56446.00']);
    expect([closing(33), closing(36), closing(47), closing(48), closing(51), closing(53)])
      .toEqual(['1486.00', '0.00', '1486.00', '55000.00', '-40.00', '56446.00']);
    expect(data.tie_out.closing).toEqual({ assets: '56446.00', liabilities_equity: '56446.00', difference: '0.00', balanced: true });
    // The start of the year is the opening: cash 55,000 against paid-in capital.
    expect([at(data.list, 1, 'year_start'), at(data.list, 30, 'year_start'), at(data.list, 48, 'year_start'), at(data.list, 53, 'year_start')])
      .toEqual(['55000.00', '55000.00', '55000.00', '55000.00']);
    expect(data.tie_out.year_start.balanced).toBe(true);
    expect(at(data.list, 9, 'item')).toBe('存货');
    expect(at(data.list, 53, 'item')).toBe('负债和所有者权益（或股东权益）总计');
  });

  it('the profit statement: net profit = revenue − expenses of the subject balance', async () => {
    const data = await rows(`/statements/profit?${P}`);
    const month = (n: number) => at(data.list, n, 'period_amount');
    expect([month(1), month(2), month(14), month(21), month(30), month(32)]).toEqual(['600.00', '440.00', '200.00', '-40.00', '-40.00', '-40.00']);
    expect(at(data.list, 32, 'year_amount')).toBe('-40.00');
    const sb = (await e.admin.client.get('/ledger/subject-balance?period_from=2026-11&period_to=2026-11&level=1')).data.list as Row[];
    const pl = sb.filter((r) => String(r.subject_code).startsWith('5'))
      .reduce((s, r) => s.add(String(r.credit)).sub(String(r.debit)), new Decimal(0));
    expect(pl.toFixed(2)).toBe(month(32));
  });

  it('every balance-sheet and profit line equals the subject-balance figures it is built from', async () => {
    const sb = (await e.admin.client.get('/ledger/subject-balance?period_from=2026-11&period_to=2026-11')).data.list as Row[];
    const byCode = new Map(sb.map((r) => [String(r.subject_code), r]));
    const aux = async (code: string) => ((await e.admin.client.get(`/ledger/aux-balance?period_from=2026-11&period_to=2026-11&subject_code=${code}&aux=partner`)).data.list ?? []) as Row[];
    const n = (v: unknown) => new Decimal(String(v ?? '0'));
    // An account's closing in its own direction, its movement, its per-partner debit/credit balances: read from the books.
    const subjects = new Map<string, number>(((await e.admin.client.get('/ledger/subjects')).data.list as Row[]).map((s) => [String(s.code), Number(s.direction)]));
    const balance = (code: string) => {
      const r = byCode.get(code);
      const net = r ? n(r.closing_debit).sub(n(r.closing_credit)) : new Decimal(0);
      return subjects.get(code) === 2 ? net.neg() : net;
    };
    const movement = (code: string) => {
      const r = byCode.get(code);
      const net = r ? n(r.debit).sub(n(r.credit)) : new Decimal(0);
      return subjects.get(code) === 2 ? net.neg() : net;
    };
    const sides = async (code: string, side: 'debit' | 'credit') => {
      if (!subjects.has(code)) return new Decimal(0);
      const list = await aux(code).catch(() => []);
      if (!list.length) {
        const r = byCode.get(code);
        return r ? n(side === 'debit' ? r.closing_debit : r.closing_credit) : new Decimal(0);
      }
      return list.reduce((s, r) => s.add(n(side === 'debit' ? r.closing_debit : r.closing_credit)), new Decimal(0));
    };
    const pl = sb.filter((r) => r.level === 1 && String(r.subject_code).startsWith('5'))
      .reduce((s, r) => s.add(n(r.closing_credit)).sub(n(r.closing_debit)), new Decimal(0));
    for (const [kind, column] of [['balance-sheet', 'closing'], ['profit', 'period_amount']] as const) {
      const data = await rows(`/statements/${kind}?${P}`);
      const derived = new Map<number, Decimal>();
      for (const l of statementLines(kind)) {
        const terms = parseFormula(l.formula);
        if (isFormulaError(terms)) throw new Error(l.formula);
        let v = new Decimal(0);
        for (const term of terms) {
          const x = term.kind === 'line' ? derived.get(term.line)!
            : term.kind === 'unclosedProfit' ? pl
              : term.kind === 'account' ? (term.mode === 'movement' ? movement(term.code) : term.mode === 'debit' || term.mode === 'credit' ? await sides(term.code, term.mode) : balance(term.code))
                : new Decimal(0);
          v = v.add(x.mul(term.sign));
        }
        derived.set(l.line, v);
        expect(`${kind} ${l.line} ${at(data.list, l.line, column)}`).toBe(`${kind} ${l.line} ${v.toFixed(2)}`);
      }
    }
  });

  it('the cash-flow statement: every voucher\'s cash lines carry items (the manual one too); a line cleared is missing one until assigned', async () => {
    let data = await rows(`/statements/cash-flow?${P}`);
    const month = (n: number) => at(data.list, n, 'period_amount');
    expect([month(1), month(3), month(6), month(7), month(20), month(21), month(22)])
      .toEqual(['678.00', '1000.00', '200.00', '-522.00', '-522.00', '55000.00', '54478.00']);
    expect(data.check.period_amount).toMatchObject({ cash_change: '-522.00', net_increase: '-522.00', difference: '0.00', balanced: true, unassigned_lines: 0 });
    // The manual line's item cleared (the assignment screen's '' clears it): the statement misses it until assigned.
    const manualLine = await t.database.db.selectFrom('voucher_line as l').innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
      .select(['l.id', 'l.cash_flow_item']).where('l.enterprise_id', '=', e.enterpriseId).where('s.code', '=', '1001').executeTakeFirstOrThrow();
    expect(manualLine.cash_flow_item).toBe('06');
    expect((await e.admin.client.post('/statements/cash-flow/assign', { lines: [{ line_id: Number(manualLine.id), item: '' }] })).data).toEqual({ updated: 1 });
    data = await rows(`/statements/cash-flow?${P}`);
    expect([month(1), month(3), month(6), month(7), month(20), month(21), month(22)])
      .toEqual(['678.00', '1000.00', '0.00', '-322.00', '-322.00', '55000.00', '54678.00']);
    expect(data.check.period_amount).toMatchObject({ cash_change: '-522.00', net_increase: '-322.00', difference: '-200.00', balanced: false, unassigned: '-200.00', unassigned_lines: 1 });

    const open = (await e.admin.client.get(`/statements/cash-flow/unassigned?${P}`)).data.list as Row[];
    expect(open.map((r) => [r.subject_code, r.credit, r.suggestion, r.counterparts])).toEqual([['1001', '200.00', '06', '560201']]);
    expect((await e.admin.client.post('/statements/cash-flow/assign', { lines: [{ line_id: open[0]!.line_id, item: '99' }] })).code).toBe(4220);
    expect((await other.admin.client.post('/statements/cash-flow/assign', { lines: [{ line_id: open[0]!.line_id, item: '06' }] })).code).toBe(4004);
    const assigned = await e.admin.client.post('/statements/cash-flow/assign', { lines: [{ line_id: open[0]!.line_id, item: open[0]!.suggestion }] });
    expect(assigned.data).toEqual({ updated: 1 });

    data = await rows(`/statements/cash-flow?${P}`);
    expect([month(6), month(7), month(20), month(22)]).toEqual(['200.00', '-522.00', '-522.00', '54478.00']);
    expect(data.check.period_amount).toMatchObject({ cash_change: '-522.00', net_increase: '-522.00', difference: '0.00', balanced: true, unassigned_lines: 0 });
    expect(at(data.list, 22, 'year_amount')).toBe('54478.00');
    expect((await e.admin.client.get(`/statements/cash-flow/unassigned?${P}`)).data.list).toEqual([]);
  });

  it('carry-down vouchers leave the profit statement as it was and the balance sheet tied out', async () => {
    await t.database.db.transaction().execute((tx) => createVoucher(tx, e.enterpriseId, {
      voucher_date: '2026-11-30', word: '记', lines: [
        { summary: '结转损益', subject_code: '5001', debit: '600.00' }, { summary: '结转损益', subject_code: '3103', credit: '600.00' },
        { summary: '结转损益', subject_code: '3103', debit: '640.00' }, { summary: '结转损益', subject_code: '5401', credit: '440.00' },
        { summary: '结转损益', subject_code: '560201', credit: '200.00' },
      ],
    }, { kind: 'carry_down', makerId: 0 }));
    const profit = await rows(`/statements/profit?${P}`);
    expect([at(profit.list, 1, 'period_amount'), at(profit.list, 32, 'period_amount'), at(profit.list, 32, 'year_amount')]).toEqual(['600.00', '-40.00', '-40.00']);
    const sheet = await rows(`/statements/balance-sheet?${P}`);
    expect(at(sheet.list, 51, 'closing')).toBe('-40.00');
    expect(sheet.tie_out.closing.balanced).toBe(true);
  });

  it('a formula override changes one line of one enterprise, refuses nonsense, and resets', async () => {
    const c = e.admin.client;
    expect((await c.put('/statements/balance-sheet/formulas', { line: 1, formula: '1001 +' })).code).toBe(4220);
    expect((await c.put('/statements/balance-sheet/formulas', { line: 1, formula: '9999' })).msg).toContain('9999');
    expect((await c.put('/statements/balance-sheet/formulas', { line: 15, formula: 'L30' })).msg).toContain('L15');
    const saved = await c.put('/statements/balance-sheet/formulas', { line: 1, formula: '1002' });
    expect(saved.data).toEqual({ line: 1, formula: '1002', custom: true });
    const mine = await rows(`/statements/balance-sheet?${P}`);
    expect([at(mine.list, 1, 'closing'), at(mine.list, 1, 'custom'), at(mine.list, 9, 'closing'), at(mine.list, 9, 'custom')]).toEqual(['49678.00', true, '1760.00', false]);
    expect(mine.tie_out.closing).toMatchObject({ balanced: false, difference: '-4800.00' });
    const theirs = (await other.admin.client.get(`/statements/balance-sheet?${P}`)).data.list as Row[];
    expect([at(theirs, 1, 'closing'), at(theirs, 1, 'custom')]).toEqual(['100.00', false]);
    expect((await c.post('/statements/balance-sheet/formulas/reset', { line: 1 })).code).toBe(2000);
    const back = await rows(`/statements/balance-sheet?${P}`);
    expect([at(back.list, 1, 'closing'), at(back.list, 1, 'custom'), back.tie_out.closing.balanced]).toEqual(['54478.00', false, true]);
  });

  it('answers the item names in English, and exports and prints', async () => {
    const sheet = await rows(`/statements/balance-sheet?${P}`, 2);
    expect([at(sheet.list, 9, 'item'), at(sheet.list, 30, 'item'), at(sheet.list, 53, 'item')]).toEqual(['Inventories', 'Total assets', 'Total liabilities and equity']);
    const profit = await rows(`/statements/profit?${P}`, 2);
    expect(at(profit.list, 32, 'item')).toBe('Net profit');
    const print = (await e.admin.client.get(`/statements/balance-sheet/print?${P}`)).data;
    expect(print.subtitle).toBe('会小企01表');
    expect(print.table.rows[1]).toMatchObject({ item: '货币资金', line: '1', a: '54,478.00', b: '55,000.00' });
    const file = await e.admin.client.download(`/statements/profit/export?${P}`);
    expect(file.status).toBe(200);
  });
});
