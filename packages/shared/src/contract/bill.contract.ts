import type { AuditStatusCode } from '../status.ts';

/*
 * The document answers of the bill API (API.md GET /bills/:type and /bills/:type/:id), shared by the web's screens and
 * the server, whose bill engine checks at compile time that what it answers fits them (engines/bill/bill-document.ts).
 * The route's response schema stays an open record: header fields vary by type and the caller's column rights take
 * some away (cost_amount); these types name what a screen may rely on.
 */
export interface BillHeader {
  id: number; type: string; bill_sn: string; bill_date: string; partner_id: number; partner_name: string;
  store_id: number; store_name: string; out_store_id: number; out_store_name: string; in_store_id: number; in_store_name: string;
  remark: string; total_number: string; total_amount: string;
  /** Absent when the caller's permission group hides the cost column. */
  cost_amount?: string;
  /** The bill's voucher once it has one (GET /bills/:type/:id). */
  voucher_id?: number | null;
  voucher_no?: string | null;
  /** Scans and photos: image URLs, comma-separated (SPEC §3 bill field "attachments"). */
  attachments: string;
  allocation?: number; audit_status: AuditStatusCode; instore_status: number; outstore_status: number; return_status: number; source_bill_id: number;
  /** What was cleared (核销) of the document's amount, and pay_status 1 none, 2 part, 3 all. */
  paid_amount: string; pay_status: number;
  /** SPEC §3 header fields (headerFields of the type); delivery_date is null when not set. */
  delivery_date: string | null; department_id: number; department_name: string; principal_id: number; principal_name: string;
  pay_method: string; freight: string; tax_amount: string;
  /** Record version: sent back on save, a stale one is refused (4090, server record-version.ts). */
  version: number;
  /** Purchase and sale bills and returns: 1 uninvoiced, 2 partly, 3 fully invoiced (0 other types). */
  invoice_status?: number;
  /** The type's own fields: an invoice's invoice_no, invoice_code, invoice_date, kind, red, certified, certified_date. */
  ext?: Record<string, unknown>;
}
export interface BillLine {
  id: number; line_no: number; product_id: number; product_code: string; product_name: string; spec: string;
  number: string; price: string; amount: string; done_number: string; returned_number: string; direction: number; remark: string;
  /** The unit the line was entered in (0: the product's base unit) and its name; tax rate as a fraction (0.13). */
  unit_id: number; unit_name: string; tax_rate: string;
  /** Purchase and sales lines: the rate off the gross (0.1 = 10 % off) and the discount; `amount` is net of it. */
  discount_rate?: string; discount_amount?: string;
  /** The order (or bill) line this line takes from; 0 when none. */
  source_line_id: number;
  tax_amount?: string;
  /** What approved invoices took from the line (purchase and sale bills and returns). */
  invoiced_number?: string; invoiced_amount?: string; invoiced_tax?: string;
  /** Invoice lines: the number of the document the line invoices. */
  source_bill_sn?: string;
  /** What the line's goods left at (approved outgoing rows; hidden without the cost column right). */
  cost_amount?: string;
  /** Serial numbers the line moves, one per base unit (products with serial tracking). */
  serials?: string[];
}
/** A money document's amount row and clearing row (GET /bills/:type/:id of receipts, payments …). */
export interface MoneyLine {
  id: number; line_no: number; account_id: number; account_name: string; category_id: number; category_name: string; amount: string; remark: string;
  /** Expense bills: the expense project and the row's input VAT. */
  project_id?: number; project_name?: string; tax_amount?: string;
}
export interface Settlement { id: number; line_no: number; target_bill_id: number; target_type: string; target_sn: string; target_date: string; target_amount: string; target_paid: string; amount: string }
/** GET /bills/:type/:id. */
export interface Bill extends BillHeader { lines: BillLine[]; money_lines: MoneyLine[]; settlements: Settlement[]; ext?: Record<string, unknown> }
/** GET /bills/:type. */
export interface BillPage { list: BillHeader[]; total: number; totals: { total_amount: string; total_number: string; tax_amount?: string } }
