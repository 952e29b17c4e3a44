import { z } from 'zod';
import { billMetaOf, billMetas } from '../bills/bill-meta.ts';

/**
 * Print templates (issue 20 item 4): what a template may say about the paper and the layout of a printed bill, as
 * zod schemas the server validates with and the designer edits. Plain data: the print page renders it, never HTML.
 */

/** A template is for one bill type (purchase and sales invoices included), for vouchers or for product labels. */
export const printKinds = [...billMetas.map((m) => m.type), 'voucher', 'product-label'] as const;
export const isPrintKind = (kind: string): boolean => (printKinds as readonly string[]).includes(kind);

/** Header fields a template can place, and the line columns it can choose (money documents print their amount rows). */
export const printHeaderFields = [
  'bill_sn', 'bill_date', 'partner', 'store', 'out_store', 'in_store', 'status', 'principal', 'department', 'maker', 'auditor', 'remark',
  'invoice_no', 'invoice_code', 'invoice_date', 'attachments', 'poster',
] as const;
export const printLineFields = [
  'no', 'code', 'name', 'spec', 'unit', 'number', 'price', 'discount', 'amount', 'remark', 'account', 'category',
  'tax_rate', 'tax', 'amount_with_tax', 'summary', 'subject', 'debit', 'credit',
] as const;
export type PrintHeaderField = (typeof printHeaderFields)[number];
export type PrintLineField = (typeof printLineFields)[number];

/** Messages of the print templates (key → [zh-CN, en-US]); the server registers them, the designer shows them too. */
export const printTemplateMessages = {
  'print.widthsTotal': ['打印模板的列宽合计必须为 100%', 'The column widths of a print template must total 100%'],
  'print.kind': ['没有这种打印模板类型', 'There is no such print template type'],
  'print.file': ['不是打印模板导出的文件', 'This is not a file exported from a print template'],
  'print.noBill': ['没有可打印的单据', 'There is no bill to print'],
  'print.fileVersion': ['模板文件的版本不受支持（本系统读取第 1 版）', 'This template file version is not supported (this system reads version 1)'],
  'print.fileElements': ['模板文件中的“{path}”有误：{reason}', 'The template file is wrong at “{path}”: {reason}'],
  'print.logoType': ['公司标志只能是 PNG 或 JPG 图片', 'The company logo must be a PNG or JPG image'],
  'print.logoTooLarge': ['公司标志图片不能超过 512KB', 'The company logo image can be at most 512 KB'],
} as const satisfies Record<string, readonly [string, string]>;

const text = (max: number) => z.string().trim().max(max, 'field.tooLong');
export const PrintLabelSchema = z.object({ zh: text(40), en: text(60) });
export type PrintLabel = z.infer<typeof PrintLabelSchema>;

export const PrintPaperSchema = z.object({
  /** A4, A5, 241×140 mm continuous form (针式打印机二等分), or custom width × height in mm. */
  size: z.enum(['A4', 'A5', '241x140', 'custom']),
  width: z.number().int().min(30).max(1000).optional(),
  height: z.number().int().min(20).max(2000).optional(),
  orientation: z.enum(['portrait', 'landscape']),
  margins: z.object({ top: z.number().min(0).max(50), right: z.number().min(0).max(50), bottom: z.number().min(0).max(50), left: z.number().min(0).max(50) }),
}).refine((p) => p.size !== 'custom' || (p.width && p.height), { message: 'field.required', path: ['width'] });
export type PrintPaper = z.infer<typeof PrintPaperSchema>;

/** The columns' widths in % of the table: whole numbers that must total 100 (SPEC §5). */
export const widthsTotal = (columns: ReadonlyArray<{ width: number }>) => columns.reduce((s, c) => s + c.width, 0);

export const PrintLayoutSchema = z.object({
  version: z.literal(1),
  /** The title over the document; empty = the bill type's name. */
  title: PrintLabelSchema,
  header: z.array(z.object({ field: z.enum(printHeaderFields), label: PrintLabelSchema, width: z.number().int().min(1).max(4) })).max(20),
  columns: z.array(z.object({ field: z.enum(printLineFields), label: PrintLabelSchema, width: z.number().int().min(1, 'field.invalid').max(100, 'field.invalid') })).min(1, 'field.required').max(20)
    .refine((cols) => widthsTotal(cols) === 100, 'print.widthsTotal'),
  totals: z.boolean(),
  capitals: z.boolean(),
  /** The company logo: an image uploaded in the designer (POST /print-templates/logo), printed at width × height mm. */
  logo: z.object({
    show: z.boolean(), url: text(500).refine((u) => u === '' || /^(https?:\/\/|\/)[^\s"'<>]*$/.test(u), 'field.invalid'),
    width: z.number().int().min(5, 'field.invalid').max(120, 'field.invalid').optional(),
    height: z.number().int().min(5, 'field.invalid').max(60, 'field.invalid').optional(),
  }),
  /** A barcode (CODE128) or QR code of the bill number. */
  code: z.enum(['none', 'barcode', 'qr']),
  texts: z.array(z.object({ position: z.enum(['top', 'bottom']), text: text(500) })).max(10),
  signatures: z.array(PrintLabelSchema).max(8),
});
export type PrintLayout = z.infer<typeof PrintLayoutSchema>;

/** A logo's printed size in mm (a template saved before sizes existed prints it 30 × 15). */
export const logoSizeMm = (logo: PrintLayout['logo']) => ({ width: logo.width ?? 30, height: logo.height ?? 15 });

export interface PrintTemplate {
  id: number; kind: string; name: string; is_default: boolean; paper: PrintPaper; layout: PrintLayout;
  /** A built-in template (id 0): the enterprise has none of this kind yet. */
  builtin?: boolean;
}
export interface PrintSettings { paper: PrintPaper; copies: number; printers: string[] }

/** Paper width × height in mm as printed: the continuous form is 241 wide × 140 high, the others turn with the orientation. */
export function paperMm(paper: PrintPaper): [number, number] {
  if (paper.size === '241x140') return [241, 140];
  const [a, b] = paper.size === 'A4' ? [210, 297] : paper.size === 'A5' ? [148, 210] : [paper.width ?? 210, paper.height ?? 297];
  if (paper.size === 'custom') return paper.orientation === 'landscape' ? [Math.max(a, b), Math.min(a, b)] : [a, b];
  return paper.orientation === 'landscape' ? [b, a] : [a, b];
}

export const defaultPrintPaper: PrintPaper = { size: 'A4', orientation: 'portrait', margins: { top: 10, right: 10, bottom: 10, left: 10 } };
export const defaultPrintSettings: PrintSettings = { paper: defaultPrintPaper, copies: 1, printers: [] };

/** The words of the fields, as the palette and a fresh template label them. */
export const printFieldLabels: Record<PrintHeaderField | PrintLineField, PrintLabel> = {
  bill_sn: { zh: '单据编号', en: 'Bill no.' }, bill_date: { zh: '单据日期', en: 'Bill date' }, partner: { zh: '往来单位', en: 'Partner' },
  store: { zh: '仓库', en: 'Warehouse' }, out_store: { zh: '调出仓库', en: 'From warehouse' }, in_store: { zh: '调入仓库', en: 'To warehouse' },
  status: { zh: '审核状态', en: 'Review status' }, principal: { zh: '经手人', en: 'Handled by' }, department: { zh: '部门', en: 'Department' },
  maker: { zh: '制单人', en: 'Prepared by' }, auditor: { zh: '审核人', en: 'Approved by' }, remark: { zh: '备注', en: 'Remark' },
  no: { zh: '序号', en: '#' }, code: { zh: '商品编码', en: 'Product code' }, name: { zh: '商品名称', en: 'Product name' }, spec: { zh: '规格', en: 'Spec' },
  unit: { zh: '单位', en: 'Unit' }, number: { zh: '数量', en: 'Quantity' }, price: { zh: '单价', en: 'Unit price' }, discount: { zh: '折扣额', en: 'Discount' },
  amount: { zh: '金额', en: 'Amount' }, account: { zh: '结算账户', en: 'Settlement account' }, category: { zh: '收支类别', en: 'Income/expense category' },
  invoice_no: { zh: '发票号码', en: 'Invoice no.' }, invoice_code: { zh: '发票代码', en: 'Invoice code' }, invoice_date: { zh: '开票日期', en: 'Invoice date' },
  attachments: { zh: '附单据数', en: 'Attachments' }, poster: { zh: '记账人', en: 'Posted by' },
  tax_rate: { zh: '税率', en: 'Tax rate' }, tax: { zh: '税额', en: 'Tax' }, amount_with_tax: { zh: '价税合计', en: 'Total with tax' },
  summary: { zh: '摘要', en: 'Summary' }, subject: { zh: '会计科目', en: 'Account' }, debit: { zh: '借方金额', en: 'Debit' }, credit: { zh: '贷方金额', en: 'Credit' },
};

const voucherHeader: readonly PrintHeaderField[] = ['bill_sn', 'bill_date', 'attachments', 'maker', 'auditor', 'poster', 'remark'];
const voucherColumns: readonly PrintLineField[] = ['no', 'summary', 'subject', 'debit', 'credit'];
const invoiceHeader: readonly PrintHeaderField[] = ['invoice_no', 'invoice_code', 'invoice_date'];
const taxColumns: readonly PrintLineField[] = ['tax_rate', 'tax', 'amount_with_tax'];
const moneyColumns: readonly PrintLineField[] = ['no', 'account', 'category', 'amount', 'remark'];
const goodsColumns: readonly PrintLineField[] = ['no', 'code', 'name', 'spec', 'unit', 'number', 'price', 'discount', 'amount', 'remark'];

/** The fields a template of `kind` can place (the designer's palettes): a voucher's, an invoice's, a bill's. */
export function printFieldsOf(kind: string): { header: readonly PrintHeaderField[]; columns: readonly PrintLineField[] } {
  if (kind === 'voucher') return { header: voucherHeader, columns: voucherColumns };
  const meta = billMetaOf(kind);
  const billHeader = printHeaderFields.filter((f) => f !== 'attachments' && f !== 'poster' && !invoiceHeader.includes(f));
  if (meta?.invoice) return { header: [...billHeader, ...invoiceHeader], columns: [...goodsColumns, ...taxColumns] };
  return { header: billHeader, columns: meta?.money ? moneyColumns : [...goodsColumns, ...taxColumns] };
}

const col = (field: PrintLineField, width: number) => ({ field, label: printFieldLabels[field], width });
const head = (field: PrintHeaderField, width = 1) => ({ field, label: field === 'partner' ? { zh: '', en: '' } : printFieldLabels[field], width });

/**
 * The built-in template of a kind, used while the enterprise has none (every print button works with zero setup):
 * the fields and columns the bill type has, totals, amount in capitals and the signature lines an accountant expects.
 */
export function builtinPrintTemplate(kind: string): PrintTemplate {
  if (kind === 'voucher') return builtinVoucherTemplate();
  const meta = billMetaOf(kind);
  if (meta?.invoice) return builtinInvoiceTemplate(kind);
  const header = [head('bill_sn'), head('bill_date')];
  if (meta?.partner) header.push(head('partner', 2));
  if (meta?.store === 'transfer') header.push(head('out_store'), head('in_store'));
  else if (meta?.store === 'single') header.push(head('store'));
  header.push(head('principal'));
  const columns = meta?.money
    ? [col('no', 8), ...(meta.money.cash !== 'none' ? [col('account', 30)] : []), ...(meta.money.categories ? [col('category', 25)] : []), col('amount', 20), col('remark', 17)]
    : [col('no', 6), col('code', 14), col('name', 24), col('spec', 12), col('unit', 7), col('number', 11), col('price', 11), col('amount', 15)];
  // Widths of a money table without an account or category column still total 100.
  const short = 100 - widthsTotal(columns);
  if (short) columns[columns.length - 1]!.width += short;
  return {
    id: 0, kind, builtin: true, is_default: true,
    name: meta ? `${meta.label['zh-CN']}（默认）` : kind,
    paper: meta && !meta.money ? { ...defaultPrintPaper, size: '241x140', orientation: 'landscape' } : defaultPrintPaper,
    layout: {
      version: 1, title: { zh: '', en: '' }, header, columns, totals: true, capitals: true, logo: { show: false, url: '' }, code: 'none',
      texts: [], signatures: [
        { zh: '制单', en: 'Prepared by' }, { zh: '审核', en: 'Approved by' }, { zh: '经手人', en: 'Handled by' },
        ...(meta?.money ? [] : [{ zh: '收货人', en: 'Received by' }]),
      ],
    },
  };
}

const signatures = (...labels: Array<[string, string]>) => labels.map(([zh, en]) => ({ zh, en }));

/** 记账凭证: word and number, date, attachments; summary, account, debit, credit; the total in capitals; 制单 审核 记账. */
function builtinVoucherTemplate(): PrintTemplate {
  return {
    id: 0, kind: 'voucher', builtin: true, is_default: true, name: '记账凭证（默认）',
    paper: { ...defaultPrintPaper, size: '241x140', orientation: 'landscape' },
    layout: {
      version: 1, title: { zh: '记账凭证', en: 'Accounting voucher' },
      header: [
        { field: 'bill_sn', label: { zh: '凭证字号', en: 'Voucher no.' }, width: 1 }, { field: 'bill_date', label: { zh: '日期', en: 'Date' }, width: 1 },
        { field: 'attachments', label: printFieldLabels.attachments, width: 1 },
      ],
      columns: [col('no', 6), col('summary', 28), col('subject', 36), col('debit', 15), col('credit', 15)],
      totals: true, capitals: true, logo: { show: false, url: '' }, code: 'none', texts: [],
      signatures: signatures(['制单', 'Prepared by'], ['审核', 'Approved by'], ['记账', 'Posted by']),
    },
  };
}

/** A VAT invoice as received or issued: its number, code and date, the partner, the lines with tax and total with tax. */
function builtinInvoiceTemplate(kind: string): PrintTemplate {
  const meta = billMetaOf(kind)!;
  return {
    id: 0, kind, builtin: true, is_default: true, name: `${meta.label['zh-CN']}（默认）`, paper: { ...defaultPrintPaper, orientation: 'landscape' },
    layout: {
      version: 1, title: { zh: '', en: '' },
      header: [head('invoice_no'), head('invoice_code'), head('invoice_date'), head('partner', 2), head('bill_sn')],
      columns: [col('no', 5), col('code', 11), col('name', 20), col('spec', 9), col('number', 9), col('price', 10), col('amount', 11), col('tax_rate', 7), col('tax', 8), col('amount_with_tax', 10)],
      totals: true, capitals: true, logo: { show: false, url: '' }, code: 'none', texts: [],
      signatures: signatures(['制单', 'Prepared by'], ['审核', 'Approved by']),
    },
  };
}

/**
 * 送货单(无价格): the delivery note of a sale bill for clerks who hand over goods, not prices — what, how many, who
 * received it; no price, amount or capitals. Every enterprise starts with it (a seeded row, not the default; migration
 * 0447 for the enterprises that already existed), so it can be chosen, edited, copied and exported like any other.
 */
export const noPriceDeliveryNote: Pick<PrintTemplate, 'kind' | 'name' | 'paper' | 'layout'> = {
  kind: 'sale-bills', name: '送货单(无价格)', paper: { ...defaultPrintPaper, size: '241x140', orientation: 'landscape' },
  layout: {
    version: 1, title: { zh: '送货单', en: 'Delivery note' },
    header: [head('bill_sn'), head('bill_date'), head('partner', 2), head('store'), head('principal'), head('remark', 2)],
    columns: [col('no', 6), col('code', 16), col('name', 30), col('spec', 14), col('unit', 8), col('number', 12), col('remark', 14)],
    totals: true, capitals: false, logo: { show: false, url: '' }, code: 'none', texts: [],
    signatures: signatures(['制单', 'Prepared by'], ['经手人', 'Handled by'], ['收货人', 'Received by']),
  },
};

/** The templates an enterprise is given at its start (seeded rows): the delivery note without prices. */
export const shippedPrintTemplates = [noPriceDeliveryNote] as const;

/** Line columns that print money: a template without any prints no money totals either (a delivery note). */
export const moneyLineFields: ReadonlySet<PrintLineField> = new Set(['price', 'discount', 'amount', 'tax', 'amount_with_tax', 'debit', 'credit']);
