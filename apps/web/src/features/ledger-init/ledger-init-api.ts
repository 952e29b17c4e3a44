/** Answers of the initialization routes (API.md "Finance"). */
export interface OpeningLine {
  subject_id: number; subject_code: string; subject_name: string; category: number; direction: number;
  partner_id: number; department_id: number; employee_id: number; project_id: number; product_id: number; aux_name: string;
  debit: string; credit: string; ytd_debit: string; ytd_credit: string; source: 'typed' | 'stock' | 'partner';
}
export interface TrialCheck {
  debit: string; credit: string; ytd_debit: string; ytd_credit: string; assets: string; cost: string; liabilities: string; equity: string;
  profit_loss: string; balanced: boolean; equation_balanced: boolean;
}
export interface Openings { start_period: string; initialized: boolean; lines: OpeningLine[]; check: TrialCheck; computed_roots: string[] }
export interface LedgerSettings {
  voucher_mode: 'on_approval' | 'batch'; maker_cannot_audit: boolean; start_period: string; initialized: boolean; stock_accounting_method: number;
  /** Input VAT on the purchase invoice: receipts debit 222107 暂估进项税额 until their invoice is approved. */
  vat_on_invoice: boolean;
  /** Words of system-made vouchers: all 记, or 收/付/转 by their cash side. */
  voucher_words: 'single' | 'cash_split';
}
export interface Periods {
  initialized: boolean; start_period: string; business_period: string; finance_period: string;
  list: Array<{ period: string; business_closed: boolean; accounting_closed: boolean }>;
}
