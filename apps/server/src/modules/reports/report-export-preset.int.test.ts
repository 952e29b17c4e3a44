import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFirstSheet } from '../../engines/resource/workbook.ts';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await enterpriseWithAdmin(t.client, '报表方案甲');
  b = await enterpriseWithAdmin(t.client, '报表方案乙');
});
afterAll(async () => { await t?.close(); });

const staffWith = async (name: string, pages: Array<{ page: string; funs: string[] }>) => {
  const staff = await joinedMember(t.client, a, name);
  const group = await a.admin.client.post('/permission-groups', { name });
  await a.admin.client.put(`/permission-groups/${group.data.id}/pages`, { pages: pages.map((p) => ({ ...p, cols: null })) });
  await a.admin.client.post(`/permission-groups/${group.data.id}/employees`, { employee_ids: [staff.employeeId] });
  return staff;
};

describe('report export', () => {
  it('writes the groups and the totals row of the report, with localized headers (figures: report-sheet.test.ts)', async () => {
    // The integration project shares modules between files (isolate: false), so the real runner answers here: an
    // enterprise without money movements has no groups, and the file is the header and the totals row of GET.
    const q = 'date_from=2026-03-01&date_to=2026-03-31&group_by=money_category';
    const answer = (await a.admin.client.get(`/reports/income-expense?${q}`)).data;
    expect(answer.count).toBe(0);
    const file = await a.admin.client.download(`/reports/income-expense/export?${q}&page_size=1`);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('spreadsheetml');
    const rows: string[][] = [];
    for await (const r of readFirstSheet(file.body)) rows.push(r.cells);
    expect(rows).toEqual([
      ['收支类别', '收入', '支出', '净额', '单据数'],
      ['合计', ...['income', 'expense', 'net', 'bills'].map((m) => (answer.total[m] == null ? '' : String(Number(answer.total[m]))))],
    ]);
    const en = await a.admin.client.download(`/reports/income-expense/export?${q}`, { language: 2 });
    const header: string[][] = [];
    for await (const r of readFirstSheet(en.body)) header.push(r.cells);
    expect(header[0]).toEqual(['Income/expense category', 'Income', 'Expense', 'Net', 'Bills']);
    expect(header.at(-1)![0]).toBe('Total');
  });

  it('checks the query as the report does, and refuses an unknown report', async () => {
    expect((await a.admin.client.get('/reports/income-expense/export?group_by=product')).code).toBe(4220);
    expect((await a.admin.client.get('/reports/income-expense/export?date_from=2026-03-02&date_to=2026-03-01')).code).toBe(4220);
    expect((await a.admin.client.get('/reports/no-such/export')).code).toBe(4220);
  });

  it('needs the page and its export function', async () => {
    const reader = await staffWith('收支查看', [{ page: 'incomeExpenseReport', funs: [] }]);
    expect((await reader.client.get('/reports/income-expense?date_from=2026-03-01&date_to=2026-03-31')).code).toBe(2000);
    expect((await reader.client.get('/reports/income-expense/export')).code).toBe(4003);
    const exporter = await staffWith('收支导出', [{ page: 'incomeExpenseReport', funs: ['income_expense_report_export'] }]);
    expect((await exporter.client.download('/reports/income-expense/export')).status).toBe(200);
    const other = await staffWith('销售导出', [{ page: 'saleReport', funs: ['sale_report_export'] }]);
    expect((await other.client.get('/reports/income-expense/export')).code).toBe(4003);
  });
});

describe('report presets', () => {
  const path = '/reports/income-expense/presets';
  it('saves, lists by name and deletes an employee\'s own presets of one report', async () => {
    const saved = await a.admin.client.post(path, { name: '三月按类别', params: { date_from: '2026-03-01', date_to: '2026-03-31', group_by: 'money_category', account_id: 5 } });
    expect(saved).toMatchObject({ code: 2000, data: { name: '三月按类别', params: { date_from: '2026-03-01', date_to: '2026-03-31', group_by: 'money_category', account_id: 5 } } });
    await a.admin.client.post(path, { name: '按账户', params: { group_by: 'account' } });
    expect((await a.admin.client.get(path)).data.list.map((p: { name: string }) => p.name)).toEqual(['三月按类别', '按账户'].sort());
    expect((await a.admin.client.get('/reports/sale/presets')).data.list).toEqual([]);

    const dup = await a.admin.client.post(path, { name: '按账户', params: {} });
    expect(dup).toMatchObject({ code: 4090, msg: '已有同名的方案' });
    // Filters the report does not take, unknown keys and blank names are refused.
    expect((await a.admin.client.post(path, { name: 'x', params: { product_id: 1 } })).code).toBe(4220);
    expect((await a.admin.client.post(path, { name: 'x', params: { nonsense: 1 } })).code).toBe(4220);
    expect((await a.admin.client.post(path, { name: '  ', params: {} })).code).toBe(4220);

    expect((await a.admin.client.delete(`${path}/${saved.data.id}`)).code).toBe(2000);
    expect((await a.admin.client.get(path)).data.list.map((p: { name: string }) => p.name)).toEqual(['按账户']);
    expect((await a.admin.client.delete(`${path}/${saved.data.id}`)).code).toBe(4004);
  });

  it('are the employee\'s own: a colleague and another enterprise neither see nor delete them', async () => {
    const mine = await a.admin.client.post(path, { name: '我的', params: { group_by: 'partner' } });
    const colleague = await staffWith('收支同事', [{ page: 'incomeExpenseReport', funs: [] }]);
    expect((await colleague.client.get(path)).data.list).toEqual([]);
    expect((await colleague.client.delete(`${path}/${mine.data.id}`)).code).toBe(4004);
    // The same name is free for the colleague.
    expect((await colleague.client.post(path, { name: '我的', params: {} })).code).toBe(2000);

    expect((await b.admin.client.get(path)).data.list).toEqual([]);
    expect((await b.admin.client.delete(`${path}/${mine.data.id}`)).code).toBe(4004);
    expect((await a.admin.client.get(path)).data.list.map((p: { name: string }) => p.name)).toContain('我的');
  });

  it('need the report page', async () => {
    const outsider = await staffWith('无报表', [{ page: 'goodsList', funs: [] }]);
    expect((await outsider.client.get(path)).code).toBe(4003);
    expect((await outsider.client.post(path, { name: 'x', params: {} })).code).toBe(4003);
  });
});
