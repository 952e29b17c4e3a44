import { z } from 'zod';
import { idSchema, queryId } from '../input.ts';
import { monthSchema } from './common.contract.ts';

/*
 * Payroll (API.md "Payroll and fixed assets"): runs and their lines, audit/accrue/pay, the tax and contribution
 * settings, the wage cost allocation, employees' payroll data and the queries. Amounts: 2-dp decimal strings.
 */
const periodSchema = monthSchema();
const money = z.string().regex(/^-?\d{1,16}(\.\d{1,2})?$/, 'decimal.format');
const moneyIn = z.union([z.string(), z.number()]).transform(String).pipe(money);
const rate = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,3}(\.\d{1,6})?$/, 'decimal.format'));
const id = idSchema();

export const PayrollRunBodySchema = z.object({ period: periodSchema });
export const PayrollRunIdParamsSchema = z.object({ id });
export const PayrollLinesBodySchema = z.object({ lines: z.array(z.object({ employee_id: id, items: z.record(z.string().max(40), moneyIn) })).max(5000) });
export const payrollActions = ['compute', 'audit', 'unaudit', 'accrue', 'pay', 'unaccrue', 'unpay'] as const;
export const PayrollActionBodySchema = z.object({ action: z.enum(payrollActions), settlement_account_id: id.optional() });
export const PayrollRangeQuerySchema = z.object({ period_from: periodSchema.optional(), period_to: periodSchema.optional(), employee_id: queryId().optional(), department_id: queryId().optional() });
export const PayrollRunsQuerySchema = z.object({ year: z.string().regex(/^\d{4}$/, 'dateRange.format').optional() });
export const PayrollPeriodQuerySchema = z.object({ period: periodSchema.optional() });

const Figures = {
  gross_pay: z.string(), pre_tax_deduction: z.string(), other_deduction: z.string(), taxable_income: z.string(), special_deduction: z.string(),
  income_tax: z.string(), net_pay: z.string(), employer_social: z.string(), employer_housing: z.string(),
};
const Totals = z.object({
  gross_pay: z.string(), pre_tax_deduction: z.string(), other_deduction: z.string(), taxable_income: z.string(), income_tax: z.string(), net_pay: z.string(),
  employer_social: z.string(), employer_housing: z.string(),
});
const ItemColumn = z.object({ code: z.string(), name: z.string(), kind: z.string() });
export const PayrollRunSchema = z.object({
  id: z.number(), period: z.string(), status: z.number(), computed: z.boolean(), accrual_voucher_id: z.number().nullable(), payment_voucher_id: z.number().nullable(),
  accrual_voucher_no: z.string(), payment_voucher_no: z.string(), settlement_account_id: z.number(),
  items: z.array(ItemColumn.extend({ input: z.string(), taxable: z.number() })),
  lines: z.array(z.object({
    employee_id: z.number(), employee_name: z.string(), department_id: z.number(), department_name: z.string(), bank_account: z.string(),
    items: z.record(z.string(), z.string()), ...Figures,
  })),
  totals: Totals,
});
export type PayrollRun = z.infer<typeof PayrollRunSchema>;
export const PayrollRunListSchema = z.object({
  list: z.array(z.object({
    id: z.number(), period: z.string(), status: z.number(), employees: z.number(), accrual_voucher_id: z.number().nullable(), payment_voucher_id: z.number().nullable(),
    gross_pay: z.string(), income_tax: z.string(), net_pay: z.string(),
  })),
  total: z.number(),
});
export type PayrollRunList = z.infer<typeof PayrollRunListSchema>;
export const PayrollCreatedSchema = z.object({ id: z.number() });
export const PayrollActionAnswerSchema = z.object({ id: z.number(), status: z.number(), voucher_id: z.number().nullable() });
export type PayrollActionAnswer = z.infer<typeof PayrollActionAnswerSchema>;
export const PayrollImportAnswerSchema = z.object({ rows: z.number() });

const Bracket = z.object({ upper: moneyIn.nullable(), rate, quick_deduction: moneyIn });
export const PayrollSettingsBodySchema = z.object({
  basic_deduction: moneyIn, employer_pension_rate: rate, employer_medical_rate: rate, employer_unemployment_rate: rate, employer_injury_rate: rate,
  employer_housing_rate: rate, brackets: z.array(Bracket).min(1).max(20),
});
export const PayrollSettingsSchema = z.object({
  basic_deduction: z.string(), employer_pension_rate: z.string(), employer_medical_rate: z.string(), employer_unemployment_rate: z.string(),
  employer_injury_rate: z.string(), employer_housing_rate: z.string(),
  brackets: z.array(z.object({ level: z.number(), upper: z.string().nullable(), rate: z.string(), quick_deduction: z.string() })),
});
export type PayrollSettings = z.infer<typeof PayrollSettingsSchema>;

const subjectCode = z.string().trim().regex(/^\d{4,12}$/, 'field.invalid');
const subjectOrNone = z.union([subjectCode, z.literal('')]);
/** Per department its account and, per earning item code, the account of that item's wages (blank: the department's). */
export const WageAllocationBodySchema = z.object({
  default_subject: subjectCode,
  list: z.array(z.object({ department_id: id, subject_code: subjectOrNone, items: z.record(z.string().max(40), subjectOrNone).optional() })).max(1000),
});
export const WageAllocationSchema = z.object({
  default_subject: z.string(), items: z.array(z.object({ code: z.string(), name: z.string() })),
  list: z.array(z.object({ department_id: z.number(), department_name: z.string(), subject_code: z.string(), items: z.record(z.string(), z.string()) })),
});
export type WageAllocation = z.infer<typeof WageAllocationSchema>;
export const WageAllocationPreviewSchema = z.object({
  period: z.string(), run_id: z.number().nullable(), status: z.number(), accrual_voucher_id: z.number().nullable(), accrual_voucher_no: z.string(),
  list: z.array(z.object({
    department_id: z.number(), department_name: z.string(), subject_code: z.string(), subject_name: z.string(), wages: z.string(), social: z.string(), housing: z.string(), total: z.string(),
  })),
});
export type WageAllocationPreview = z.infer<typeof WageAllocationPreviewSchema>;

const EmployeeRow = {
  employee_id: id, in_payroll: z.boolean(), base_salary: moneyIn, special_deduction: moneyIn, si_base: moneyIn, hf_base: moneyIn,
  bank_name: z.string().trim().max(100), bank_account: z.string().trim().max(50),
};
export const PayrollEmployeesBodySchema = z.object({ list: z.array(z.object(EmployeeRow)).max(5000) });
export const PayrollEmployeesSchema = z.object({
  list: z.array(z.object({
    employee_id: z.number(), employee_name: z.string(), department_id: z.number(), department_name: z.string(), in_payroll: z.boolean(), base_salary: z.string(),
    special_deduction: z.string(), si_base: z.string(), hf_base: z.string(), bank_name: z.string(), bank_account: z.string(),
  })),
});
export type PayrollEmployees = z.infer<typeof PayrollEmployeesSchema>;
export const PayrollSavedSchema = z.object({ saved: z.number() });

const DetailRow = z.object({
  period: z.string(), status: z.number(), employee_id: z.number(), employee_name: z.string(), department_id: z.number(), department_name: z.string(),
  items: z.record(z.string(), z.string()), ...Figures,
});
export const PayrollDetailSchema = z.object({ items: z.array(ItemColumn), list: z.array(DetailRow) });
export type PayrollDetail = z.infer<typeof PayrollDetailSchema>;
export const PayrollReportSchema = z.object({
  items: z.array(ItemColumn),
  list: z.array(z.object({ period: z.string(), department_id: z.number(), department_name: z.string(), employees: z.number(), items: z.record(z.string(), z.string()), ...Figures })),
});
export type PayrollReport = z.infer<typeof PayrollReportSchema>;
export const PayrollSubjectOptionsSchema = z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) });
export type PayrollSubjectOptions = z.infer<typeof PayrollSubjectOptionsSchema>;
export type PayrollCreated = z.infer<typeof PayrollCreatedSchema>;
