import { idSchema, queryId } from '@zf/shared';
import { z } from 'zod';

/** Request and answer shapes of the payroll routes (API.md "Payroll and fixed assets"). */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dateRange.format');
const money = z.string().regex(/^-?\d{1,16}(\.\d{1,2})?$/, 'decimal.format');
const moneyIn = z.union([z.string(), z.number()]).transform(String).pipe(money);
const rate = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,3}(\.\d{1,6})?$/, 'decimal.format'));
const id = idSchema();

export const RunBody = z.object({ period: periodSchema });
export const RunIdParams = z.object({ id });
export const LinesBody = z.object({ lines: z.array(z.object({ employee_id: id, items: z.record(z.string().max(40), moneyIn) })).max(5000) });
export const actions = ['compute', 'audit', 'unaudit', 'accrue', 'pay', 'unaccrue', 'unpay'] as const;
export const ActionBody = z.object({ action: z.enum(actions), settlement_account_id: id.optional() });
export const RangeQuery = z.object({ period_from: periodSchema.optional(), period_to: periodSchema.optional(), employee_id: queryId().optional(), department_id: queryId().optional() });
export const RunsQuery = z.object({ year: z.string().regex(/^\d{4}$/, 'dateRange.format').optional() });
export const PeriodQuery = z.object({ period: periodSchema.optional() });

const Figures = {
  gross_pay: z.string(), pre_tax_deduction: z.string(), other_deduction: z.string(), taxable_income: z.string(), special_deduction: z.string(),
  income_tax: z.string(), net_pay: z.string(), employer_social: z.string(), employer_housing: z.string(),
};
const Totals = z.object({
  gross_pay: z.string(), pre_tax_deduction: z.string(), other_deduction: z.string(), taxable_income: z.string(), income_tax: z.string(), net_pay: z.string(),
  employer_social: z.string(), employer_housing: z.string(),
});
const ItemColumn = z.object({ code: z.string(), name: z.string(), kind: z.string() });
export const RunAnswer = z.object({
  id: z.number(), period: z.string(), status: z.number(), computed: z.boolean(), accrual_voucher_id: z.number().nullable(), payment_voucher_id: z.number().nullable(),
  accrual_voucher_no: z.string(), payment_voucher_no: z.string(), settlement_account_id: z.number(),
  items: z.array(ItemColumn.extend({ input: z.string(), taxable: z.number() })),
  lines: z.array(z.object({
    employee_id: z.number(), employee_name: z.string(), department_id: z.number(), department_name: z.string(), bank_account: z.string(),
    items: z.record(z.string(), z.string()), ...Figures,
  })),
  totals: Totals,
});
export const RunList = z.object({
  list: z.array(z.object({
    id: z.number(), period: z.string(), status: z.number(), employees: z.number(), accrual_voucher_id: z.number().nullable(), payment_voucher_id: z.number().nullable(),
    gross_pay: z.string(), income_tax: z.string(), net_pay: z.string(),
  })),
  total: z.number(),
});
export const Created = z.object({ id: z.number() });
export const ActionAnswer = z.object({ id: z.number(), status: z.number(), voucher_id: z.number().nullable() });
export const ImportAnswer = z.object({ rows: z.number() });

const Bracket = z.object({ upper: moneyIn.nullable(), rate, quick_deduction: moneyIn });
export const SettingsBody = z.object({
  basic_deduction: moneyIn, employer_pension_rate: rate, employer_medical_rate: rate, employer_unemployment_rate: rate, employer_injury_rate: rate,
  employer_housing_rate: rate, brackets: z.array(Bracket).min(1).max(20),
});
export const SettingsAnswer = z.object({
  basic_deduction: z.string(), employer_pension_rate: z.string(), employer_medical_rate: z.string(), employer_unemployment_rate: z.string(),
  employer_injury_rate: z.string(), employer_housing_rate: z.string(),
  brackets: z.array(z.object({ level: z.number(), upper: z.string().nullable(), rate: z.string(), quick_deduction: z.string() })),
});

const subjectCode = z.string().trim().regex(/^\d{4,12}$/, 'field.invalid');
const subjectOrNone = z.union([subjectCode, z.literal('')]);
/** Per department its account and, per earning item code, the account of that item's wages (blank: the department's). */
export const AllocationBody = z.object({
  default_subject: subjectCode,
  list: z.array(z.object({ department_id: id, subject_code: subjectOrNone, items: z.record(z.string().max(40), subjectOrNone).optional() })).max(1000),
});
export const AllocationAnswer = z.object({
  default_subject: z.string(), items: z.array(z.object({ code: z.string(), name: z.string() })),
  list: z.array(z.object({ department_id: z.number(), department_name: z.string(), subject_code: z.string(), items: z.record(z.string(), z.string()) })),
});
export const AllocationPreview = z.object({
  period: z.string(), run_id: z.number().nullable(), status: z.number(), accrual_voucher_id: z.number().nullable(), accrual_voucher_no: z.string(),
  list: z.array(z.object({
    department_id: z.number(), department_name: z.string(), subject_code: z.string(), subject_name: z.string(), wages: z.string(), social: z.string(), housing: z.string(), total: z.string(),
  })),
});

const EmployeeRow = {
  employee_id: id, in_payroll: z.boolean(), base_salary: moneyIn, special_deduction: moneyIn, si_base: moneyIn, hf_base: moneyIn,
  bank_name: z.string().trim().max(100), bank_account: z.string().trim().max(50),
};
export const EmployeesBody = z.object({ list: z.array(z.object(EmployeeRow)).max(5000) });
export const EmployeesAnswer = z.object({
  list: z.array(z.object({
    employee_id: z.number(), employee_name: z.string(), department_id: z.number(), department_name: z.string(), in_payroll: z.boolean(), base_salary: z.string(),
    special_deduction: z.string(), si_base: z.string(), hf_base: z.string(), bank_name: z.string(), bank_account: z.string(),
  })),
});
export const Saved = z.object({ saved: z.number() });

const DetailRow = z.object({
  period: z.string(), status: z.number(), employee_id: z.number(), employee_name: z.string(), department_id: z.number(), department_name: z.string(),
  items: z.record(z.string(), z.string()), ...Figures,
});
export const DetailAnswer = z.object({ items: z.array(ItemColumn), list: z.array(DetailRow) });
export const ReportAnswer = z.object({
  items: z.array(ItemColumn),
  list: z.array(z.object({ period: z.string(), department_id: z.number(), department_name: z.string(), employees: z.number(), items: z.record(z.string(), z.string()), ...Figures })),
});
export const SubjectOptions = z.object({ list: z.array(z.object({ code: z.string(), name: z.string() })) });
