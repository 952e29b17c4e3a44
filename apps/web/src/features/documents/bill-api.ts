/**
 * The bill API of API.md as the screens use it (GET/POST/PUT/DELETE /bills/:type, audit actions). The answers' types
 * live in the shared contract (packages/shared contract/bill.contract.ts); the editor's draft types stay here.
 */
export type { Bill, BillHeader, BillLine, BillPage, MoneyLine, Settlement } from '@zf/shared';
/** A line as the editor holds it: strings as typed, the product's label for the select. */
export interface DraftLine {
  key: string; product_id?: number; product_label?: string; number: string; price: string; direction?: 1 | -1;
  source_line_id?: number; remark?: string;
  /** Documents whose rows leave from their own warehouse (BillMeta `lineStore`): this row's, when not the header's. */
  warehouse_id?: number;
  /** The unit the row is entered in (0 or undefined: the base unit), the units it may take, and the name to show before they load. */
  unit_id?: number; unit_label?: string; units?: import('./line-lookups.ts').LineUnit[];
  /** Tax rate in percent as typed (13 → sent as 0.13). */
  tax_percent?: string;
  /** Discount in percent off as typed (10 → sent as discount_rate 0.1), or, without one, the discount amount as typed. */
  discount_percent?: string; discount_amount?: string;
  /** Stock on hand in the row's warehouse, in base units (documents that take stock out, and stocktakes' book stock). */
  available?: string;
  /** The looked-up starting price per base unit, kept so a change of unit re-prices a row the clerk has not re-typed. */
  base_price?: string;
  /** The product tracks serial numbers (from the units lookup), and the serials entered for the row, one per base unit. */
  serial_tracking?: boolean; serials?: string[];
}
export interface Draft {
  id?: number;
  /** The loaded bill's version, sent back with the edit. */
  version?: number; bill_date: string; partner_id?: number; partner_label?: string; store_id?: number; out_store_id?: number; in_store_id?: number;
  remark: string; source_bill_id?: number; lines: DraftLine[];
  attachments?: string;
  delivery_date?: string; department_id?: number; department_label?: string; principal_id?: number; principal_label?: string;
  pay_method?: string; freight?: string;
  /** Assemblies and splits: 1 by quantity, 2 by amount, 3 manual shares. */
  allocation?: 1 | 2 | 3;
  /** Money documents: amount rows, and what each cleared document takes (by bill id). */
  money_lines?: MoneyDraftLine[];
  /** The type's own fields (bill.ext): an invoice's number, code, date, kind, red-letter flag. */
  ext?: Record<string, unknown>;
  settlements?: Record<number, string>;
  /** Expense bills: how the bill is settled, and the account a cash expense is paid from (put on every row). */
  settle?: 'cash' | 'supplier' | 'employee';
  settle_account_id?: number; settle_account_label?: string;
}
export interface MoneyDraftLine {
  key: string; account_id?: number; account_label?: string; category_id?: number; category_label?: string; amount: string; remark?: string;
  /** Expense bills: the expense project and the input VAT as typed. */
  project_id?: number; project_label?: string; tax_amount?: string;
}

let keySeq = 0;
export const lineKey = () => `l${++keySeq}`;
