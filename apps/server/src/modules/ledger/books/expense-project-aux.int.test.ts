import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveLedgerSettings } from '../../../engines/ledger/index.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { tradingBooks, type TradingBooks } from '../../../testing/trading-books.ts';

/**
 * Expense projects (费用项目) are the ledger's one project dimension (decisions "Expense projects as the voucher's
 * project"): an account kept by project (560202 here) gets the project of every expense-bill row on its voucher
 * line, a manual voucher line must name one, and the auxiliary balance and the detail ledger by project show them.
 * December 2026, vouchers on approval.
 */
let t: TestApp;
let b: TradingBooks;
let east: number;
let south: number;
let bank: number;
let expenseBill: number;
type Row = Record<string, string | number>;

const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};

beforeAll(async () => {
  t = await createTestApp();
  b = await tradingBooks(t, '项目辅助');
  const c = b.admin.client;
  bank = (await ok(c.post('/settlement-accounts', { name: '建设银行', account_type: 2 }))).id;
  const travel = (await ok(c.post('/expense-categories', { name: '差旅', direction: 1 }))).id;
  east = (await ok(c.post('/expense-projects', { name: '华东推广', code: 'P-HD' }))).id;
  south = (await ok(c.post('/expense-projects', { name: '华南推广', code: 'P-HN' }))).id;
  await t.database.db.updateTable('enterprise').set({ locked_account: 1, business_period: '2026-12', finance_period: '2026-12' }).where('id', '=', b.enterpriseId).execute();
  await t.database.db.transaction().execute((tx) => saveLedgerSettings(tx, b.enterpriseId, { start_period: '2026-12' }));
  await ok(c.put('/auto-voucher/config', { categories: [{ id: travel, subject_code: '560202' }] }));
  const subject = (await ok(c.get('/subjects?keyword=560202'))).list.find((s: Row) => s.code === '560202');
  await ok(c.put(`/subjects/${subject.id}`, { aux_types: ['project'] }));
  expenseBill = (await b.posted('expense-bills', {
    bill_date: '2026-12-05', ext: { settle: 'cash' },
    money_lines: [
      { account_id: bank, category_id: travel, project_id: east, amount: '200.00' },
      { account_id: bank, category_id: travel, project_id: south, amount: '100.00' },
      { account_id: bank, category_id: travel, project_id: east, amount: '30.00' },
    ],
  })).id;
}, 120_000);
afterAll(async () => { await t?.close(); });

describe('expense projects on vouchers and in the books', () => {
  it('the expense bill\'s voucher keeps one 560202 line per project, named', async () => {
    const list = (await ok(b.admin.client.get('/vouchers?period=2026-12&page_size=50'))).list as Row[];
    const v = await ok(b.admin.client.get(`/vouchers/${list[0]!.id}`));
    expect(v.lines.map((l: Row) => `${l.subject_code} ${l.project_name} ${l.debit} ${l.credit}`)).toEqual([
      '560202 华东推广 230.00 0.00', '560202 华南推广 100.00 0.00', '1002  0.00 330.00',
    ]);
    expect(v.sources?.[0]?.bill_id ?? expenseBill).toBe(expenseBill);
  });

  it('a manual line on 560202 needs a project; with one it counts for that project', async () => {
    const line = (extra: object) => ({ voucher_date: '2026-12-20', word: '记', lines: [
      { summary: '华南差旅', subject_code: '560202', debit: '45.50', ...extra }, { summary: '华南差旅', subject_code: '1001', credit: '45.50' },
    ] });
    const refused = await b.admin.client.post('/vouchers', line({}));
    expect([refused.code, refused.msg]).toEqual([4220, '第1行：科目 560202 需要辅助核算“项目”']);
    expect((await b.admin.client.post('/vouchers', line({}), { language: 2 })).msg).toBe('Line 1: account 560202 needs the auxiliary item "project"');
    await ok(b.admin.client.post('/vouchers', line({ project_id: south })));
  });

  it('the auxiliary balance by project: 华东推广 230.00, 华南推广 145.50, total 375.50', async () => {
    const data = await ok(b.admin.client.get('/ledger/aux-balance?aux=project&subject_code=5602&period_from=2026-12&period_to=2026-12'));
    expect(data.list.map((r: Row) => `${r.aux_code} ${r.aux_name} ${r.debit} ${r.closing_debit}`)).toEqual(['P-HD 华东推广 230.00 230.00', 'P-HN 华南推广 145.50 145.50']);
    expect(data.total).toMatchObject({ debit: '375.50', closing_debit: '375.50' });
  });

  it('the detail ledger of 560202 for 华南推广: the bill\'s 100.00 and the manual 45.50', async () => {
    const data = await ok(b.admin.client.get(`/ledger/detail?subject_code=560202&period_from=2026-12&period_to=2026-12&project_id=${south}`));
    expect(data.list.filter((r: Row) => r.kind === 'line').map((r: Row) => `${r.debit} ${r.balance}`)).toEqual(['100.00 100.00', '45.50 145.50']);
  });
});
