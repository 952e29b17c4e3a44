import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the general ledger (migrations 0140-0159), merged into DB (schema.ts). Only engines/ledger writes
 * voucher, voucher_line, voucher_source, voucher_counter and period_balance (ARCHITECTURE §5).
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type NullableTime = ColumnType<string | number | null, number | null | undefined, number | null>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
type Version = ColumnType<number, never, never>;

export interface LedgerSettingTable {
  enterprise_id: number; voucher_mode: ColumnType<'on_approval' | 'batch', 'on_approval' | 'batch' | undefined, 'on_approval' | 'batch'>;
  maker_cannot_audit: ColumnType<boolean, boolean | undefined, boolean>; start_period: Text0; update_time: Time;
  /** Input VAT on invoice (0200): receipts debit 222107 暂估进项税额, the approved purchase invoice moves it to 22210101. */
  vat_on_invoice: ColumnType<boolean, boolean | undefined, boolean>;
  /** Words of system-made vouchers (0166): all 记, or 收/付/转 by their cash side. */
  voucher_words: ColumnType<'single' | 'cash_split', 'single' | 'cash_split' | undefined, 'single' | 'cash_split'>;
}
/** 结转损益 options (0170): split income and expenses into two vouchers; audit and post them at once. */
export interface PeriodEndSettingTable {
  enterprise_id: number; carry_down_split: ColumnType<boolean, boolean | undefined, boolean>;
  carry_down_auto_post: ColumnType<boolean, boolean | undefined, boolean>; update_time: Time;
  /** Statutory surplus reserve in percent of the year's profit (0425), appropriated at the December carry. */
  surplus_reserve_rate: ColumnType<string, string | undefined, string>;
}
export interface VoucherTable {
  enterprise_id: number; id: Id; period: string; word: string; number: number; voucher_date: string; status: Int0; kind: Text0;
  attachments: Int0; total_debit: string; total_credit: string; maker_id: Int0; auditor_id: Int0; poster_id: Int0;
  audit_time: NullableTime; post_time: NullableTime; reverses_id: ColumnType<number | null, number | null | undefined, number | null>;
  remark: Text0; create_time: Time; update_time: Time; version: Version;
}
export interface VoucherLineTable {
  enterprise_id: number; id: ColumnType<string, never, never>; voucher_id: number; line_no: number; period: string; summary: string;
  subject_id: number; debit: Num0; credit: Num0; partner_id: Int0; department_id: Int0; employee_id: Int0; project_id: Int0; product_id: Int0;
  qty: Num0; cash_flow_item: Text0; bill_id: Int0;
}
export interface VoucherSourceTable { enterprise_id: number; voucher_id: number; bill_type: string; bill_id: number; bill_sn: string; standing: Generated<boolean> }
export interface VoucherCounterTable { enterprise_id: number; period: string; word: string; last_number: number }
export interface PeriodBalanceTable {
  enterprise_id: number; subject_id: number; period: string; partner_id: Int0; department_id: Int0; employee_id: Int0; project_id: Int0;
  product_id: Int0; debit: Num0; credit: Num0; posted_debit: Num0; posted_credit: Num0;
}
export interface OpeningBalanceTable {
  enterprise_id: number; subject_id: number; partner_id: Int0; department_id: Int0; employee_id: Int0; project_id: Int0; product_id: Int0;
  debit: Num0; credit: Num0; ytd_debit: Num0; ytd_credit: Num0; qty: Num0; update_time: Time;
}

/** Auto-voucher mapping overrides (0144): scope settlement_account / expense_category / a bill type, key id or slot. */
export interface AutoVoucherMapTable { enterprise_id: number; scope: string; key: string; subject_code: string; update_time: Time }

/** period_balance totalled over the auxiliary values, per month ('YYYY-MM') and per year ('YYYY'); kept by a trigger (0150). */
export interface PeriodBalanceTotalTable {
  enterprise_id: number; subject_id: number; period: string; debit: Num0; credit: Num0; posted_debit: Num0; posted_credit: Num0;
}

/** A statement line's formula changed by one enterprise (0180); no row = the standard formula (packages/shared). */
export interface StatementFormulaTable { enterprise_id: number; statement: string; line: number; formula: string; updated_by: Int0; update_time: Time }

/** The cash-flow mapping (0540): counterpart account → item of a cash line's inflow / outflow; tried by sort. */
export interface CashFlowMapTable { enterprise_id: number; subject_code: string; inflow_item: Text0; outflow_item: Text0; sort: Int0; update_time: Time }

export interface LedgerTables {
  auto_voucher_map: AutoVoucherMapTable;
  cash_flow_map: CashFlowMapTable;
  ledger_setting: LedgerSettingTable;
  period_end_setting: PeriodEndSettingTable;
  voucher: VoucherTable;
  voucher_line: VoucherLineTable;
  voucher_source: VoucherSourceTable;
  voucher_counter: VoucherCounterTable;
  period_balance: PeriodBalanceTable;
  period_balance_total: PeriodBalanceTotalTable;
  opening_balance: OpeningBalanceTable;
  statement_formula: StatementFormulaTable;
}
