import { describe, expect, it } from 'vitest';
import type { RunLine } from './payroll-run.ts';
import { accrualLines, allocationRows, payableSubjects, paymentLines } from './payroll-vouchers.ts';

const line = (employee_id: number, department_id: number, gross: string, preTax: string, tax: string, net: string, social = '0.00', housing = '0.00'): RunLine => ({
  employee_id, employee_name: `E${employee_id}`, department_id, department_name: `D${department_id}`, bank_account: '', items: {},
  gross_pay: gross, pre_tax_deduction: preTax, other_deduction: '0.00', taxable_income: gross, special_deduction: '0.00', income_tax: tax, net_pay: net,
  employer_social: social, employer_housing: housing,
});

describe('payroll vouchers (pure)', () => {
  const lines = [line(1, 7, '5000.00', '0.00', '0.00', '5000.00'), line(2, 9, '8000.00', '1400.00', '18.00', '6582.00', '1976.00', '560.00'), line(3, 9, '4000.50', '0.00', '0.00', '4000.50')];
  const rows = allocationRows(lines, new Map([['7:', '4101'], ['0:', '560204']]), []);

  it('groups wages and employer contributions by department onto its account, the default for the rest', () => {
    expect(rows.map((r) => [r.department_id, r.subject_code, r.wages, r.social, r.housing, r.total])).toEqual([
      [7, '4101', '5000.00', '0.00', '0.00', '5000.00'], [9, '560204', '12000.50', '1976.00', '560.00', '14536.50'],
    ]);
  });

  it("splits a department's wages by item: piece wages on 4001, base pay on the department's 4101, the rest by default", () => {
    const workshop = { ...line(4, 7, '9300.00', '0.00', '0.00', '9300.00', '1120.00', '490.00'), items: { base_salary: '7000.00', piece: '2150.00', bonus: '150.00' } };
    const office = { ...line(5, 9, '6000.00', '0.00', '0.00', '6000.00'), items: { base_salary: '6000.00', piece: '0.00' } };
    const split = allocationRows([workshop, office], new Map([['7:', '4101'], ['7:piece', '4001'], ['9:bonus', '560101'], ['0:', '560204']]), ['base_salary', 'piece', 'bonus']);
    expect(split.map((r) => [r.department_id, r.subject_code, r.wages, r.social, r.housing, r.total])).toEqual([
      [7, '4001', '2150.00', '0.00', '0.00', '2150.00'], [7, '4101', '7150.00', '1120.00', '490.00', '8760.00'], [9, '560204', '6000.00', '0.00', '0.00', '6000.00'],
    ]);
    expect(accrualLines('2026-10', split, payableSubjects).filter((l) => l.credit).map((l) => [l.subject_code, l.credit])).toEqual([
      ['221101', '15300.00'], ['221102', '1120.00'], ['221103', '490.00'],
    ]);
  });

  it('accrues Dr expenses by department / Cr 2211 sub-accounts, skipping zero parts, and balances', () => {
    const v = accrualLines('2026-10', rows, payableSubjects);
    expect(v.map((l) => [l.subject_code, l.debit ?? '', l.credit ?? '', l.department_id ?? 0])).toEqual([
      ['4101', '5000.00', '', 7], ['560204', '12000.50', '', 9], ['560204', '1976.00', '', 9], ['560204', '560.00', '', 9],
      ['221101', '', '17000.50', 0], ['221102', '', '1976.00', 0], ['221103', '', '560.00', 0],
    ]);
    expect(v[0]!.summary).toBe('计提工资 2026-10');
  });

  it('pays Dr 2211 gross / Cr bank net, 2241 withheld contributions, 222104 IIT', () => {
    expect(paymentLines('2026-10', lines, payableSubjects, '1002').map((l) => [l.subject_code, l.debit ?? '', l.credit ?? ''])).toEqual([
      ['221101', '17000.50', ''], ['1002', '', '15582.50'], ['2241', '', '1400.00'], ['222104', '', '18.00'],
    ]);
  });
});
