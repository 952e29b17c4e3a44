import { findPage, routePath } from '@zf/shared';

/** Answers of the payroll routes (API.md "Payroll and fixed assets"). */
export interface ItemColumn { code: string; name: string; kind: string; input?: string; taxable?: number }
export interface Figures {
  gross_pay: string; pre_tax_deduction: string; other_deduction: string; taxable_income: string; special_deduction: string; income_tax: string; net_pay: string;
  employer_social: string; employer_housing: string;
}
export interface RunLine extends Figures { employee_id: number; employee_name: string; department_id: number; department_name: string; bank_account: string; items: Record<string, string> }
export interface Run {
  id: number; period: string; status: number; computed: boolean; accrual_voucher_id: number | null; payment_voucher_id: number | null; accrual_voucher_no: string;
  payment_voucher_no: string; settlement_account_id: number; items: ItemColumn[]; lines: RunLine[]; totals: Omit<Figures, 'special_deduction'>;
}
export interface RunRow { id: number; period: string; status: number; employees: number; accrual_voucher_id: number | null; payment_voucher_id: number | null; gross_pay: string; income_tax: string; net_pay: string }
export interface EmployeeData {
  employee_id: number; employee_name: string; department_id: number; department_name: string; in_payroll: boolean; base_salary: string; special_deduction: string;
  si_base: string; hf_base: string; bank_name: string; bank_account: string;
}
export const RunStatus = { entered: 1, audited: 2 } as const;
/** wage_item.input: formula items are computed, never typed. */
export const formulaInput = 'formula';

export const voucherHref = (id: number) => `${routePath(findPage('voucherList')!)}?voucher_id=${id}`;
export const payrollPaths = ['/payroll/runs', '/payroll/allocation', '/payroll/report', '/payroll/payment-detail'];
