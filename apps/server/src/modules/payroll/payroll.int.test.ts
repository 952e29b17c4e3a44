import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, joinedMember, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * Issue 17 (payroll) on both databases: October 2026 with three employees in two departments — the items, taxable
 * income, IIT, net pay of each; the accrual voucher (wages and the employer's social insurance and housing fund by
 * department) and the payment voucher (bank, withheld contributions, IIT) line by line; November's IIT from October's
 * by the cumulative method; re-computing after audit refused; a closed accounting period refuses accrue and pay;
 * the vouchers in the balance sheet (2211) and the profit statement (administrative and selling expenses).
 */
let t: TestApp;
let e: EnterpriseFixture;
let sales: number;
let office: number;
let bank: number;
const staff: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

const c = () => e.admin.client;
const ok = async <T = any>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const res = await p;
  expect(res.code, res.msg).toBe(2000);
  return res.data;
};
type Line = { employee_id: number; items: Record<string, string>; gross_pay: string; taxable_income: string; income_tax: string; net_pay: string; employer_social: string; employer_housing: string };
const lineOf = (run: { lines: Line[] }, id: number) => run.lines.find((l) => l.employee_id === id)!;
const voucherLines = async (id: number) =>
  (await ok(c().get(`/vouchers/${id}`))).lines.map((l: { summary: string; subject_code: string; debit: string; credit: string; department_id: number }) =>
    [l.subject_code, l.debit === '0.00' || !Number(l.debit) ? '' : l.debit, l.credit === '0.00' || !Number(l.credit) ? '' : l.credit, l.department_id]);

beforeAll(async () => {
  t = await createTestApp();
  e = await enterpriseWithAdmin(t.client, '工资核算企业');
  const b = await joinedMember(t.client, e, '员工乙');
  const cc = await joinedMember(t.client, e, '员工丙');
  sales = (await ok(c().post('/departments', { name: '销售部' }))).id;
  office = (await ok(c().post('/departments', { name: '行政部' }))).id;
  bank = (await ok(c().post('/settlement-accounts', { name: '工资户', account_type: 2 }))).id;
  staff.a = (await t.database.db.selectFrom('employee').select('id').where('enterprise_id', '=', e.enterpriseId).where('is_admin', '=', true).executeTakeFirstOrThrow()).id;
  staff.b = b.employeeId;
  staff.c = cc.employeeId;
  await t.database.db.updateTable('employee').set({ department_id: sales }).where('enterprise_id', '=', e.enterpriseId).where('id', '=', staff.a).execute();
  await t.database.db.updateTable('employee').set({ department_id: office }).where('enterprise_id', '=', e.enterpriseId).where('id', 'in', [staff.b, staff.c]).execute();
  const data = (id: number, base: string, special: string, si: string) =>
    ({ employee_id: id, in_payroll: true, base_salary: base, special_deduction: special, si_base: si, hf_base: si, bank_name: '', bank_account: `62220${id}` });
  await ok(c().put('/payroll/employees', { list: [data(staff.a, '20000', '3000', '0'), data(staff.b, '8000', '1000', '8000'), data(staff.c, '4000', '0', '0')] }));
  await ok(c().put('/payroll/allocation-settings', { default_subject: '560204', list: [{ department_id: sales, subject_code: '560103' }] }));
  await ok(c().put('/finance/settings', { maker_cannot_audit: false }));
  await ok(c().post('/finance/initialize', { start_period: '2026-10' }));
});
afterAll(async () => { await t?.close(); });

describe('a payroll month', () => {
  let october: number;

  it('starts every enterprise with the wage items and the IIT table', async () => {
    const items = (await ok(c().get('/wage-items?page_size=50'))).list.map((i: { code: string; name: string; kind: number; input: number; formula: string; taxable: number }) =>
      [i.code, i.name, i.kind, i.input, i.formula, i.taxable]);
    expect(items).toEqual([
      ['base_salary', '基本工资', 'earning', 'fixed', '', 1], ['bonus', '奖金', 'earning', 'period', '', 1],
      ['pension', '养老保险(个人)', 'deduction', 'formula', 'si_base * 0.08', 1], ['medical', '医疗保险(个人)', 'deduction', 'formula', 'si_base * 0.02', 1],
      ['unemployment', '失业保险(个人)', 'deduction', 'formula', 'si_base * 0.005', 1], ['housing_fund', '住房公积金(个人)', 'deduction', 'formula', 'hf_base * 0.07', 1],
    ]);
    const settings = await ok(c().get('/payroll/settings'));
    expect(settings.basic_deduction).toBe('5000.00');
    expect(settings.brackets.map((b: { upper: string | null; rate: string; quick_deduction: string }) => [b.upper, b.rate, b.quick_deduction])).toEqual([
      ['36000.00', '0.030000', '0.00'], ['144000.00', '0.100000', '2520.00'], ['300000.00', '0.200000', '16920.00'], ['420000.00', '0.250000', '31920.00'],
      ['660000.00', '0.300000', '52920.00'], ['960000.00', '0.350000', '85920.00'], [null, '0.450000', '181920.00'],
    ]);
    const bad = await c().post('/wage-items', { code: 'loop', name: '循环', kind: 'earning', input: 'formula', formula: 'loop + bonus * (2' });
    expect([bad.code, bad.msg]).toEqual([4220, '公式有误：expected )']);
    const unknown = await c().post('/wage-items', { code: 'meal', name: '餐补', kind: 'earning', input: 'formula', formula: 'days * 20' });
    expect([unknown.code, unknown.msg]).toEqual([4220, '公式中的 days 不是工资项目代码，也不是 si_base / hf_base / special_deduction / piece_wages']);
    // API.md's words are the values, in and out: a number is refused, the list filters by the word.
    expect((await c().post('/wage-items', { code: 'meal', name: '餐补', kind: 1, input: 'period' })).code).toBe(4220);
    expect((await ok(c().get('/wage-items?kind=deduction&page_size=50'))).list.map((i: { code: string }) => i.code)).toEqual(['pension', 'medical', 'unemployment', 'housing_fund']);
    expect((await c().get('/wage-items?kind=2')).code).toBe(4220);
  });

  it('computes October: items, taxable income, IIT and net pay per employee', async () => {
    october = (await ok(c().post('/payroll/runs', { period: '2026-10' }))).id;
    expect((await c().post('/payroll/runs', { period: '2026-10' })).code).toBe(4090);
    const run = await ok(c().put(`/payroll/runs/${october}/lines`, { lines: [{ employee_id: staff.b, items: { bonus: '1000', pension: '1' } }] }));
    // A: 20,000 − 5,000 − 3,000 = 12,000 × 3 % = 360.00. B: 9,000 less 1,400 contributions = 7,600 − 5,000 − 1,000 = 1,600 × 3 % = 48.00.
    expect(lineOf(run, staff.a)).toMatchObject({
      items: { base_salary: '20000.00', bonus: '0.00', pension: '0.00', medical: '0.00', unemployment: '0.00', housing_fund: '0.00' },
      gross_pay: '20000.00', taxable_income: '20000.00', income_tax: '360.00', net_pay: '19640.00', employer_social: '0.00', employer_housing: '0.00',
    });
    expect(lineOf(run, staff.b)).toMatchObject({
      items: { base_salary: '8000.00', bonus: '1000.00', pension: '640.00', medical: '160.00', unemployment: '40.00', housing_fund: '560.00' },
      gross_pay: '9000.00', taxable_income: '7600.00', income_tax: '48.00', net_pay: '7552.00', employer_social: '1976.00', employer_housing: '560.00',
    });
    expect(lineOf(run, staff.c)).toMatchObject({ gross_pay: '4000.00', taxable_income: '4000.00', income_tax: '0.00', net_pay: '4000.00' });
    expect(run.totals).toMatchObject({ gross_pay: '33000.00', pre_tax_deduction: '1400.00', income_tax: '408.00', net_pay: '31192.00' });
  });

  it('refuses to compute or change an audited payroll, and to reverse the audit once accrued', async () => {
    await ok(c().post(`/payroll/runs/${october}/audit`, { action: 'audit' }));
    const again = await c().post(`/payroll/runs/${october}/audit`, { action: 'compute' });
    expect([again.code, again.msg]).toEqual([4090, '2026-10 的工资已审核，不能再修改或重新计算，请先反审核']);
    const en = await c().post(`/payroll/runs/${october}/audit`, { action: 'compute' }, { language: 2 });
    expect(en.msg).toBe('The payroll of 2026-10 is audited: it cannot be changed or computed again; reverse the audit first');
    expect((await c().put(`/payroll/runs/${october}/lines`, { lines: [{ employee_id: staff.c, items: { bonus: '5' } }] })).code).toBe(4090);
    await ok(c().post(`/payroll/runs/${october}/audit`, { action: 'unaudit' }));
    await ok(c().post(`/payroll/runs/${october}/audit`, { action: 'compute' }));
    await ok(c().post(`/payroll/runs/${october}/audit`, { action: 'audit' }));
    expect((await c().post(`/payroll/runs/${october}/audit`, { action: 'pay', settlement_account_id: bank })).msg).toBe('2026-10 的工资尚未计提，请先执行工资费用分配');
  });

  it('accrues October by department and pays it from the bank', async () => {
    const preview = await ok(c().get('/payroll/allocation?period=2026-10'));
    expect(preview.list.map((r: Record<string, unknown>) => [r.department_name, r.subject_code, r.subject_name, r.wages, r.social, r.housing, r.total])).toEqual([
      ['销售部', '560103', '销售人员薪酬', '20000.00', '0.00', '0.00', '20000.00'],
      ['行政部', '560204', '管理人员薪酬', '13000.00', '1976.00', '560.00', '15536.00'],
    ]);
    const accrual = (await ok(c().post(`/payroll/runs/${october}/audit`, { action: 'accrue' }))).voucher_id;
    expect(await voucherLines(accrual)).toEqual([
      ['560103', '20000.00', '', sales], ['560204', '13000.00', '', office], ['560204', '1976.00', '', office], ['560204', '560.00', '', office],
      ['221101', '', '33000.00', 0], ['221102', '', '1976.00', 0], ['221103', '', '560.00', 0],
    ]);
    expect((await c().post(`/payroll/runs/${october}/audit`, { action: 'accrue' })).code).toBe(4090);
    const unaudit = await c().post(`/payroll/runs/${october}/audit`, { action: 'unaudit' });
    expect([unaudit.code, unaudit.msg]).toEqual([4090, '2026-10 的工资已计提（凭证 记-0001），不能反审核']);
    const payment = (await ok(c().post(`/payroll/runs/${october}/audit`, { action: 'pay', settlement_account_id: bank }))).voucher_id;
    expect(await voucherLines(payment)).toEqual([
      ['221101', '33000.00', '', 0], ['1002', '', '31192.00', 0], ['2241', '', '1400.00', 0], ['222104', '', '408.00', 0],
    ]);
    const detail = await ok(c().get(`/payroll/runs/${october}`));
    expect([detail.accrual_voucher_no, detail.payment_voucher_no]).toEqual(['记-0001', '记-0002']);
  });

  it('takes the payment and then the accrual back while their vouchers are unaudited; books them again', async () => {
    const act = (action: string, extra: object = {}) => c().post(`/payroll/runs/${october}/audit`, { action, ...extra });
    const first = await act('unaccrue');
    expect([first.code, first.msg]).toEqual([4090, '2026-10 的工资已发放（凭证 记-0002），请先取消发放']);
    const paid = (await ok(c().get(`/payroll/runs/${october}`))).payment_voucher_id;
    await ok(act('unpay'));
    await ok(act('unaccrue'));
    const back = await ok(c().get(`/payroll/runs/${october}`));
    expect([back.status, back.accrual_voucher_id, back.payment_voucher_id, back.payment_voucher_no]).toEqual([2, null, null, '']);
    expect(await t.database.db.selectFrom('voucher').select('id').where('enterprise_id', '=', e.enterpriseId).where('id', '=', paid).execute()).toEqual([]);
    expect((await act('unpay')).msg).toBe('2026-10 的工资尚未发放');
    // Booked again, the numbers freed are taken again; an audited voucher is not taken back.
    const accrual = (await ok(act('accrue'))).voucher_id;
    await ok(c().post(`/vouchers/${accrual}/audit`, { action: 'audit' }));
    const audited = await act('unaccrue');
    expect([audited.code, audited.msg]).toEqual([4090, '2026-10 的工资凭证 记-0001 已审核，请先反审核该凭证']);
    await ok(c().post(`/vouchers/${accrual}/audit`, { action: 'unaudit' }));
    await ok(act('pay', { settlement_account_id: bank }));
    const again = await ok(c().get(`/payroll/runs/${october}`));
    expect([again.accrual_voucher_no, again.payment_voucher_no]).toEqual(['记-0001', '记-0002']);
  });

  it('lands in the statements: 2211 holds the employer contributions, 2241 and 2221 what was withheld, expenses by line', async () => {
    type Row = Record<string, string | number>;
    const sheet = (await ok(c().get('/statements/balance-sheet?period=2026-10'))) as { list: Row[]; tie_out: { closing: { balanced: boolean } } };
    const at = (list: Row[], line: number, key: string) => list.find((r) => r.line === line)![key];
    // 35 应付职工薪酬 = 1,976.00 + 560.00 still owed to the funds; 36 应交税费 = IIT 408.00; 39 其他应付款 = employee contributions 1,400.00.
    expect([at(sheet.list, 35, 'closing'), at(sheet.list, 36, 'closing'), at(sheet.list, 39, 'closing')]).toEqual(['2536.00', '408.00', '1400.00']);
    expect(sheet.tie_out.closing.balanced).toBe(true);
    const profit = (await ok(c().get('/statements/profit?period=2026-10'))) as { list: Row[] };
    // 11 销售费用 20,000.00; 14 管理费用 13,000.00 + 1,976.00 + 560.00.
    expect([at(profit.list, 11, 'period_amount'), at(profit.list, 14, 'period_amount')]).toEqual(['20000.00', '15536.00']);
  });

  it('withholds November from October by the cumulative method; reports and details read both months', async () => {
    const november = (await ok(c().post('/payroll/runs', { period: '2026-11' }))).id;
    const run = await ok(c().get(`/payroll/runs/${november}`));
    // A: cumulative 24,000 × 3 % = 720 − 360 = 360.00; B (no bonus in November): 8,000 − 1,400 = 6,600; cumulative 14,200 − 10,000 − 2,000 = 2,200 × 3 % = 66 − 48 = 18.00.
    expect([lineOf(run, staff.a).income_tax, lineOf(run, staff.b).income_tax, lineOf(run, staff.b).items.bonus]).toEqual(['360.00', '18.00', '0.00']);
    const report = await ok(c().get('/payroll/report?period_from=2026-10&period_to=2026-11'));
    expect(report.list.map((r: Record<string, unknown>) => [r.period, r.department_name, r.employees, r.gross_pay, r.income_tax, (r.items as Record<string, string>).bonus]))
      .toEqual([['2026-10', '销售部', 1, '20000.00', '360.00', '0.00'], ['2026-10', '行政部', 2, '13000.00', '48.00', '1000.00'],
        ['2026-11', '销售部', 1, '20000.00', '360.00', '0.00'], ['2026-11', '行政部', 2, '12000.00', '18.00', '0.00']]);
    const detail = await ok(c().get(`/payroll/payment-detail?period_from=2026-10&period_to=2026-11&employee_id=${staff.b}`));
    expect(detail.list.map((r: Record<string, string>) => [r.period, r.net_pay])).toEqual([['2026-10', '7552.00'], ['2026-11', '6582.00']]);
    const file = await c().download(`/payroll/runs/${november}/export`);
    expect([file.status, file.body.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    // The bonus imported from a sheet (employees by name, items by name; figure columns are ignored), then computed:
    // B's November 8,500 − 1,400 = 7,100; cumulative 14,700 − 10,000 − 2,000 = 2,700 × 3 % = 81 − 48 = 33.00.
    const sheet = async (rows: unknown[][]) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('工资');
      for (const r of [['员工', '奖金', '应发合计'], ...rows]) ws.addRow(r);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const bad = await c().upload(`/payroll/runs/${november}/import`, await sheet([['员工乙', '500', ''], ['没有这个人', '1', '']]), 'wages.xlsx');
    expect([bad.code, bad.msg]).toEqual([4220, '第 3 行：员工不在本期工资表中']);
    expect(await ok(c().upload(`/payroll/runs/${november}/import`, await sheet([['员工乙', '500', '999']]), 'wages.xlsx'))).toEqual({ rows: 1 });
    const imported = lineOf(await ok(c().get(`/payroll/runs/${november}`)), staff.b);
    expect([imported.items.bonus, imported.gross_pay, imported.income_tax]).toEqual(['500.00', '8500.00', '33.00']);
  });

  it('keeps another enterprise out: B cannot read, change, audit or book A\'s payroll, nor touch A\'s staff data', async () => {
    const b = await enterpriseWithAdmin(t.client, '另一家企业');
    const before = await ok(c().get(`/payroll/runs/${october}`));
    for (const res of [
      await b.admin.client.get(`/payroll/runs/${october}`),
      await b.admin.client.put(`/payroll/runs/${october}/lines`, { lines: [{ employee_id: staff.b, items: { bonus: '9' } }] }),
      await b.admin.client.post(`/payroll/runs/${october}/audit`, { action: 'unaudit' }),
      await b.admin.client.delete(`/payroll/runs/${october}`),
    ]) expect(res.code).toBe(4004);
    expect(await ok(b.admin.client.put('/payroll/employees', { list: [{ employee_id: staff.b, in_payroll: false, base_salary: '1', special_deduction: '0', si_base: '0', hf_base: '0', bank_name: '', bank_account: '' }] })))
      .toEqual({ saved: 0 });
    expect((await ok(b.admin.client.get('/payroll/runs'))).list).toEqual([]);
    expect((await ok(b.admin.client.get('/payroll/report?period_from=2026-01&period_to=2026-12'))).list).toEqual([]);
    expect(await ok(c().get(`/payroll/runs/${october}`))).toEqual(before);
    expect((await ok(c().get('/payroll/employees'))).list.find((r: { employee_id: number }) => r.employee_id === staff.b).base_salary).toBe('8000.00');
  });

  it('refuses to accrue or pay in a closed accounting period', async () => {
    const november = (await ok(c().get('/payroll/runs?year=2026'))).list.find((r: { period: string }) => r.period === '2026-11').id;
    await ok(c().post(`/payroll/runs/${november}/audit`, { action: 'audit' }));
    // The month-end close is tested in period-end; here the gate alone: the open accounting period moves past November.
    const close = () => t.database.db.updateTable('enterprise').set({ finance_period: '2026-12', business_period: '2026-12' }).where('id', '=', e.enterpriseId).execute();
    const reopen = () => t.database.db.updateTable('enterprise').set({ finance_period: '2026-10', business_period: '2026-10' }).where('id', '=', e.enterpriseId).execute();
    try {
      await close();
      const refused = await c().post(`/payroll/runs/${november}/audit`, { action: 'accrue' });
      expect([refused.code, refused.msg.includes('2026-11')]).toEqual([4090, true]);
      expect((await ok(c().get(`/payroll/runs/${november}`))).accrual_voucher_id).toBeNull();
      await reopen();
      await ok(c().post(`/payroll/runs/${november}/audit`, { action: 'accrue' }));
      await close();
      const unpaid = await c().post(`/payroll/runs/${november}/audit`, { action: 'pay', settlement_account_id: bank });
      expect([unpaid.code, unpaid.msg.includes('2026-11')]).toEqual([4090, true]);
      expect((await ok(c().get(`/payroll/runs/${november}`))).payment_voucher_id).toBeNull();
      // Nor is the accrual taken back there: the closed period keeps its voucher.
      const kept = await c().post(`/payroll/runs/${november}/audit`, { action: 'unaccrue' });
      expect([kept.code, kept.msg.includes('2026-11')]).toEqual([4090, true]);
      expect((await ok(c().get(`/payroll/runs/${november}`))).accrual_voucher_id).not.toBeNull();
    } finally {
      await reopen();
    }
  });
});
