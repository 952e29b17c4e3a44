import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<string | number, number, number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Version = ColumnType<number, never, never>;
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

/** Payroll (0250): wage items, per-employee payroll data, settings, the IIT table, allocation, runs and lines. */
export interface WageItemTable {
  enterprise_id: number; id: Generated<number>; code: string; name: string; kind: Defaulted<string>; input: Defaulted<string>; formula: Defaulted<string>;
  taxable: Defaulted<number>; status: Defaulted<number>; sort: Defaulted<number>; remark: Defaulted<string>; create_time: Time; update_time: Time; version: Version;
}
export interface PayrollEmployeeTable {
  enterprise_id: number; employee_id: number; in_payroll: Defaulted<boolean>; base_salary: Defaulted<string>; special_deduction: Defaulted<string>;
  si_base: Defaulted<string>; hf_base: Defaulted<string>; bank_name: Defaulted<string>; bank_account: Defaulted<string>; update_time: Time;
}
export interface PayrollSettingTable {
  enterprise_id: number; basic_deduction: Defaulted<string>; employer_pension_rate: Defaulted<string>; employer_medical_rate: Defaulted<string>;
  employer_unemployment_rate: Defaulted<string>; employer_injury_rate: Defaulted<string>; employer_housing_rate: Defaulted<string>; update_time: Time;
}
export interface PayrollTaxBracketTable {
  enterprise_id: number; level: number; upper_limit: string | null; rate: string; quick_deduction: string;
}
export interface PayrollAllocationTable { enterprise_id: number; department_id: number; wage_item_code: Defaulted<string>; subject_code: string; update_time: Time }
export interface PayrollRunTable {
  enterprise_id: number; id: Generated<number>; period: string; status: Defaulted<number>; computed: Defaulted<boolean>; accrual_voucher_id: NullableId;
  payment_voucher_id: NullableId; settlement_account_id: Defaulted<number>; maker_id: number; auditor_id: Defaulted<number>; create_time: Time; update_time: Time;
}
export interface PayrollLineTable {
  enterprise_id: number; run_id: number; employee_id: number; department_id: Defaulted<number>;
  items: ColumnType<Record<string, string>, string | undefined, string>;
  gross_pay: Defaulted<string>; pre_tax_deduction: Defaulted<string>; other_deduction: Defaulted<string>; taxable_income: Defaulted<string>;
  special_deduction: Defaulted<string>; income_tax: Defaulted<string>; net_pay: Defaulted<string>; employer_social: Defaulted<string>; employer_housing: Defaulted<string>;
}

export interface PayrollTables {
  wage_item: WageItemTable;
  payroll_employee: PayrollEmployeeTable;
  payroll_setting: PayrollSettingTable;
  payroll_tax_bracket: PayrollTaxBracketTable;
  payroll_allocation: PayrollAllocationTable;
  payroll_run: PayrollRunTable;
  payroll_line: PayrollLineTable;
}
