import { z } from 'zod';
import { AuditBody, BillBody } from '../bills/bill-body.ts';
import { dateSchema, idSchema, queryId, queryInt, queryPage, queryPageSize } from '../input.ts';
import type { AuditStatusCode } from '../status.ts';
import { VersionField } from './common.contract.ts';

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
  /** The row's warehouse (a single-store document's rows default to its header's; a transfer's to 调出仓库). */
  warehouse_id?: number;
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

/*
 * The bill routes' schemas (bill.routes.ts, invoice.routes.ts): what the server validates and answers with. The
 * document answers stay open records (see above); the interfaces above are what a screen reads of them.
 */
export const BillTypeParamsSchema = z.object({ type: z.string() });
export const BillTypeIdParamsSchema = z.object({ type: z.string(), id: idSchema() });
/** GET /bills/:type. */
export const BillListQuerySchema = z.object({
  page: queryPage(),
  page_size: queryPageSize(500, 20),
  keyword: z.string().optional(),
  audit_status: queryInt(1, 4).optional(),
  partner_id: queryId().optional(),
  date_from: dateSchema().optional(),
  date_to: dateSchema().optional(),
  /** Purchase and sale bills and returns: 1 uninvoiced, 2 partly, 3 fully invoiced; 12 = not fully (1 or 2). */
  invoice_status: z.union([z.literal('1'), z.literal('2'), z.literal('3'), z.literal('12')]).transform(Number).optional(),
});
/** A document as the server's billView and name lookups make it: header fields vary by type, so the shape stays open. */
export const BillRecordSchema = z.record(z.string(), z.unknown());
export const BillListSchema = z.object({
  list: z.array(BillRecordSchema), total: z.number(), page: z.number(), page_size: z.number(),
  totals: z.object({ total_amount: z.string(), total_number: z.string(), tax_amount: z.string() }),
});
/** POST /bills/:type. */
export const BillCreatedSchema = z.object({
  id: z.number(), bill_sn: z.string(),
  /** With `audit: true`: 2 once approved, or 1 with the next `audit_step` where an approval flow has further steps. */
  audit_status: z.number().optional(), audit_step: z.number().optional(),
});
export type BillCreated = z.infer<typeof BillCreatedSchema>;
/** PUT /bills/:type/:id: nothing, or with `audit: true` the status the approval left. */
export const BillUpdatedSchema = z.object({ audit_status: z.number().optional(), audit_step: z.number().optional() });
/** PUT /bills/:type/:id: the document and the version it was loaded at. */
export const BillUpdateBodySchema = BillBody.extend({ version: VersionField });
/** POST /bills/:type/:id/audit. */
export const BillAuditBodySchema = AuditBody.extend({ version: VersionField });
export const BillAuditResultSchema = z.object({ audit_status: z.number(), audit_step: z.number() });
export type BillAuditResult = z.infer<typeof BillAuditResultSchema>;
/** POST /bills/:type/batch-audit. */
export const BillBatchAuditBodySchema = AuditBody.extend({ ids: z.array(idSchema()).min(1).max(200) });
/** One result per id: code 2000 with the new status, or the error's code and message. */
export const BatchAuditResultSchema = z.object({
  results: z.array(z.object({ id: z.number(), code: z.number(), audit_status: z.number().optional(), audit_step: z.number().optional(), msg: z.string().optional() })),
});
export type BatchAuditResult = z.infer<typeof BatchAuditResultSchema>;

/** GET /bills/:type/:id/stock-moves; the cost figures are optional because column rights may take them out. */
export const BillStockMovesSchema = z.object({
  list: z.array(z.object({
    id: z.string(), bill_line_id: z.number().nullable(), product_id: z.number(), product_code: z.string(), product_name: z.string(),
    warehouse_id: z.number(), warehouse_name: z.string(), direction: z.union([z.literal(1), z.literal(-1)]), qty: z.string(),
    unit_cost: z.string().optional(), amount: z.string().optional(),
  })),
  totals: z.object({ in_amount: z.string().optional(), out_amount: z.string().optional() }),
});

/** Invoices (invoice.routes.ts): open lines, uninvoiced documents, the register export and certification. */
const ids = z.string().regex(/^\d{1,9}(,\d{1,9}){0,199}$/, 'field.invalid').transform((v) => v.split(',').map(Number));
export const InvoiceOpenLinesQuerySchema = z.object({ partner_id: queryId().optional(), bill_ids: ids.optional(), red: queryInt(0, 1).default(0) });
export const InvoiceUninvoicedQuerySchema = z.object({
  partner_id: queryId().optional(), date_from: dateSchema().optional(), date_to: dateSchema().optional(), keyword: z.string().trim().max(60).optional(),
  page: queryPage(), page_size: queryPageSize(500, 20),
});
export const InvoiceRegisterQuerySchema = z.object({
  partner_id: queryId().optional(), date_from: dateSchema().optional(), date_to: dateSchema().optional(), keyword: z.string().trim().max(60).optional(),
  audit_status: queryInt(1, 4).optional(),
});
export const InvoiceCertifyBodySchema = z.object({ certified: z.boolean(), certified_date: dateSchema().optional() });

const OpenLine = z.object({
  line_id: z.number(), bill_id: z.number(), bill_type: z.string(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(),
  product_id: z.number(), product_code: z.string(), product_name: z.string(), spec: z.string(), unit_id: z.number(), unit_name: z.string(),
  number: z.string(), price: z.string(), amount: z.string(), tax_rate: z.string(), tax_amount: z.string(),
  invoiced_number: z.string(), invoiced_amount: z.string(), open_number: z.string(), open_amount: z.string(), open_tax: z.string(),
});
const UninvoicedBill = z.object({
  id: z.number(), type: z.string(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(), partner_name: z.string(),
  total_amount: z.string(), tax_amount: z.string(), invoiced_amount: z.string(), open_amount: z.string(), invoice_status: z.number(),
});
/** GET /invoices/:type/open-lines. */
export const InvoiceOpenLinesSchema = z.object({ list: z.array(OpenLine) });
export type InvoiceOpenLines = z.infer<typeof InvoiceOpenLinesSchema>;
/** GET /invoices/:type/uninvoiced. */
export const UninvoicedBillsSchema = z.object({ list: z.array(UninvoicedBill), total: z.number(), totals: z.object({ open_amount: z.string() }) });
export type UninvoicedBills = z.infer<typeof UninvoicedBillsSchema>;
