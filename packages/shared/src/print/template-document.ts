import { amountInWords } from '../amount-in-words.ts';
import { billMetaOf } from '../bills/bill-meta.ts';
import type { Language } from '../language.ts';
import { Decimal, formatAmount } from '../money.ts';
import type { PrintableBill } from './bill-print.ts';
import type { PrintDocument } from './print-document.ts';
import { logoSizeMm, moneyLineFields, type PrintHeaderField, type PrintLabel, type PrintLineField, type PrintTemplate } from './print-template.ts';

type Line = PrintableBill['lines'][number];
/**
 * What GET /print/:bill_type/:id answers as `data`: the bill with its names, the company, who made and approved it.
 * The money (prices, amounts, tax, totals, capitals) and the partner are left out for whoever the bill's page hides
 * them from (column rights): the server builds the job without them, and a template prints none of it then.
 */
export interface PrintBillData extends Omit<PrintableBill, 'total_amount' | 'lines' | 'money_lines'> {
  bill_type: string;
  company: string;
  maker_name: string;
  auditor_name: string;
  department_name: string;
  total_amount?: string;
  /** The total amount in Chinese capitals (人民币大写). */
  amount_in_words?: string;
  lines: Array<Omit<Line, 'price' | 'amount'> & { price?: string; amount?: string; unit_name?: string; tax_rate?: string; tax_amount?: string }>;
  money_lines?: Array<{ account_name: string; category_name: string; amount?: string; remark?: string }>;
  /** Invoices: the VAT invoice's number, code and date. */
  invoice_no?: string; invoice_code?: string; invoice_date?: string; tax_amount?: string;
  /** Vouchers (kind 'voucher', bill_sn = 记-0001, bill_date = the voucher date, total_amount = the debit total). */
  attachments?: number; poster_name?: string;
  voucher_lines?: Array<{ summary: string; subject: string; debit: string; credit: string }>;
}

const statusWords: Record<number, PrintLabel> = {
  1: { zh: '待审核', en: 'Pending review' }, 2: { zh: '已审核', en: 'Approved' }, 3: { zh: '已驳回', en: 'Rejected' }, 4: { zh: '已作废', en: 'Voided' },
};
const footerWords = {
  total_number: { zh: '合计数量', en: 'Total quantity' }, total_amount: { zh: '合计金额', en: 'Total amount' },
  amount_words: { zh: '合计金额(大写)', en: 'Amount in words (RMB)' },
  tax: { zh: '合计税额', en: 'Total tax' }, with_tax: { zh: '价税合计', en: 'Total with tax' }, with_tax_words: { zh: '价税合计(大写)', en: 'Total with tax in words (RMB)' },
};
const priceText = (price: string) => formatAmount(price, Math.max(2, new Decimal(price).decimalPlaces()));
const rightAligned: ReadonlySet<PrintLineField> = new Set(['number', 'price', 'discount', 'amount', 'tax_rate', 'tax', 'amount_with_tax', 'debit', 'credit']);
/** A rate stored as a fraction (0.13) prints as a percent (13%). */
const rateText = (rate: string | undefined) => (rate ? `${new Decimal(rate).mul(100).toString()}%` : '');
/** Money on a voucher line: blank on the side it is not. */
const sideText = (v: string) => (new Decimal(v || 0).isZero() ? '' : formatAmount(v));

function headerValue(field: PrintHeaderField, d: PrintBillData, say: (l: PrintLabel) => string): string {
  switch (field) {
    case 'bill_sn': return d.bill_sn;
    case 'bill_date': return d.bill_date.slice(0, 10);
    case 'partner': return d.partner_name ?? '';
    case 'store': return d.store_name ?? '';
    case 'out_store': return d.out_store_name ?? '';
    case 'in_store': return d.in_store_name ?? '';
    case 'status': return statusWords[d.audit_status] ? say(statusWords[d.audit_status]!) : '';
    case 'principal': return d.principal_name ?? '';
    case 'department': return d.department_name;
    case 'maker': return d.maker_name;
    case 'auditor': return d.auditor_name;
    case 'remark': return d.remark ?? '';
    case 'invoice_no': return d.invoice_no ?? '';
    case 'invoice_code': return d.invoice_code ?? '';
    case 'invoice_date': return (d.invoice_date ?? '').slice(0, 10);
    case 'attachments': return String(d.attachments ?? 0);
    case 'poster': return d.poster_name ?? '';
  }
}

/**
 * A bill printed on a template: the template's title (else the bill type's name), its header fields in its order and
 * widths, its columns with their widths, totals and the amount in capitals when chosen, logo, the code of the bill
 * number, free text and signature lines; labels in `language` (a template label left empty falls back to the other
 * language). Quantities to 4 places, money to 2, unit prices as entered.
 */
export function templateDocument(template: Pick<PrintTemplate, 'kind' | 'layout'>, d: PrintBillData, language: Language): PrintDocument {
  const say = (l: PrintLabel) => (language === 'zh-CN' ? l.zh || l.en : l.en || l.zh);
  const meta = billMetaOf(template.kind);
  const { layout } = template;
  const voucher = template.kind === 'voucher';
  // A voucher and a money document have no quantities to total.
  const money = Boolean(meta?.money) || voucher;
  const fig = (v: string | undefined, places?: number) => (v === undefined ? undefined : formatAmount(v, places));
  const rows = voucher
    ? (d.voucher_lines ?? []).map((x, i) => ({ no: i + 1, summary: x.summary, subject: x.subject, debit: sideText(x.debit), credit: sideText(x.credit) }))
    : meta?.money
      ? (d.money_lines ?? []).map((x, i) => ({ no: i + 1, account: x.account_name, category: x.category_name, amount: fig(x.amount), remark: x.remark ?? '' }))
      : d.lines.map((x, i) => ({
        no: i + 1, code: x.product_code, name: x.product_name, spec: x.spec ?? '', unit: x.unit_name ?? '', number: formatAmount(x.number, 4),
        price: x.price === undefined ? undefined : priceText(x.price), discount: x.amount === undefined ? undefined : formatAmount(x.discount_amount ?? '0'), amount: fig(x.amount), remark: x.remark ?? '',
        tax_rate: rateText(x.tax_rate), tax: fig(x.tax_amount),
        amount_with_tax: x.amount === undefined || x.tax_amount === undefined ? undefined : formatAmount(new Decimal(x.amount).add(x.tax_amount).toFixed(2)),
      }));
  // A figure the job left out (hidden from the reader) leaves its column out, the other widths grown back to 100 %.
  const absent = (field: PrintLineField) => !voucher && moneyLineFields.has(field)
    && (rows.length ? rows.every((r) => (r as Record<string, unknown>)[field] === undefined) : d.total_amount === undefined);
  const columns = layout.columns.filter((c) => !absent(c.field));
  const invoice = Boolean(meta?.invoice);
  const total = d.total_amount;
  const tax = d.tax_amount ?? (invoice ? undefined : '0');
  const withTax = total === undefined || tax === undefined ? undefined : new Decimal(total || 0).add(tax || 0).toFixed(2);
  // A goods template without money columns (a delivery note) prints no money totals either.
  const priced = money || layout.columns.some((c) => moneyLineFields.has(c.field));
  const signer: Record<string, string | undefined> = { 制单: d.maker_name, 审核: d.auditor_name, 经手人: d.principal_name, 记账: d.poster_name };
  const texts = (position: 'top' | 'bottom') => layout.texts.filter((x) => x.position === position).map((x) => x.text).filter(Boolean);
  const footer: Array<{ label: string; value: string }> = [];
  if (layout.totals && !money) footer.push({ label: say(footerWords.total_number), value: formatAmount(d.total_number, 4) });
  if (layout.totals && priced && total !== undefined) footer.push({ label: say(footerWords.total_amount), value: formatAmount(total) });
  // An invoice is checked against its total with tax (价税合计), in figures and in capitals.
  if (invoice && layout.totals && tax !== undefined) footer.push({ label: say(footerWords.tax), value: formatAmount(tax) });
  if (invoice && layout.totals && withTax !== undefined) footer.push({ label: say(footerWords.with_tax), value: formatAmount(withTax) });
  if (layout.capitals && priced) {
    if (invoice && withTax !== undefined) footer.push({ label: say(footerWords.with_tax_words), value: amountInWords(withTax) });
    else if (!invoice && total !== undefined) footer.push({ label: say(footerWords.amount_words), value: amountInWords(total) });
  }
  return {
    company: d.company,
    title: say(layout.title) || (meta ? meta.label[language] : voucher ? say({ zh: '记账凭证', en: 'Accounting voucher' }) : template.kind),
    fields: layout.header.filter((h) => h.field !== 'partner' || d.partner_name !== undefined)
      .map((h) => ({ label: say(h.label) || say(fallbackPartner(template.kind, h.field)), value: headerValue(h.field, d, say), span: h.width })),
    table: {
      columns: fitWidths(columns).map((c) => ({ key: c.field, title: say(c.label), width: c.width, align: c.field === 'no' ? 'center' as const : rightAligned.has(c.field) ? 'right' as const : 'left' as const })),
      // Only what the columns print: a figure the template does not show is not in the document either.
      rows: rows.map((r) => Object.fromEntries(columns.map((c) => [c.field, (r as Record<string, string | number | undefined>)[c.field] ?? '']))),
    },
    footer,
    signatures: layout.signatures.map((s) => ({ label: say(s), ...(signer[s.zh] ? { value: signer[s.zh] } : {}) })),
    ...(layout.logo.show && layout.logo.url ? { logo: layout.logo.url, logoSize: logoSizeMm(layout.logo) } : {}),
    ...(layout.code !== 'none' ? { code: { kind: layout.code, value: d.bill_sn } } : {}),
    texts: { top: texts('top'), bottom: texts('bottom') },
  };
}

/** Column widths grown in proportion to total 100 % again after columns were left out (whole numbers, the last takes the rest). */
function fitWidths<T extends { width: number }>(columns: T[]): T[] {
  const sum = columns.reduce((s, c) => s + c.width, 0);
  if (!columns.length || sum === 100) return columns;
  const grown = columns.map((c) => ({ ...c, width: Math.floor((c.width * 100) / sum) }));
  grown[grown.length - 1]!.width += 100 - grown.reduce((s, c) => s + c.width, 0);
  return grown;
}

/** A partner field without its own label says what the partner is on this type (客户, 供应商, 往来单位). */
function fallbackPartner(kind: string, field: PrintHeaderField): PrintLabel {
  if (field !== 'partner') return { zh: '', en: '' };
  const p = billMetaOf(kind)?.partner;
  return p === 'supplier' ? { zh: '供应商', en: 'Supplier' } : p === 'customer' ? { zh: '客户', en: 'Customer' } : { zh: '往来单位', en: 'Partner' };
}
