import { amountInWords } from '../amount-in-words.ts';
import { billMetaOf } from '../bills/bill-meta.ts';
import type { Language } from '../language.ts';
import { Decimal, formatAmount } from '../money.ts';
import type { PrintableBill } from './bill-print.ts';
import type { PrintDocument } from './print-document.ts';
import type { PrintHeaderField, PrintLabel, PrintLineField, PrintTemplate } from './print-template.ts';

/** What GET /print/:bill_type/:id answers as `data`: the bill with its names, the company, who made and approved it. */
export interface PrintBillData extends PrintableBill {
  bill_type: string;
  company: string;
  maker_name: string;
  auditor_name: string;
  department_name: string;
  /** The total amount in Chinese capitals (人民币大写). */
  amount_in_words: string;
  lines: Array<PrintableBill['lines'][number] & { unit_name?: string }>;
}

const statusWords: Record<number, PrintLabel> = {
  1: { zh: '待审核', en: 'Pending review' }, 2: { zh: '已审核', en: 'Approved' }, 3: { zh: '已驳回', en: 'Rejected' }, 4: { zh: '已作废', en: 'Voided' },
};
const footerWords = {
  total_number: { zh: '合计数量', en: 'Total quantity' }, total_amount: { zh: '合计金额', en: 'Total amount' },
  amount_words: { zh: '合计金额(大写)', en: 'Amount in words (RMB)' },
};
const priceText = (price: string) => formatAmount(price, Math.max(2, new Decimal(price).decimalPlaces()));
const rightAligned: ReadonlySet<PrintLineField> = new Set(['number', 'price', 'discount', 'amount']);

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
  const money = Boolean(meta?.money);
  const rows = money
    ? (d.money_lines ?? []).map((x, i) => ({ no: i + 1, account: x.account_name, category: x.category_name, amount: formatAmount(x.amount), remark: x.remark ?? '' }))
    : d.lines.map((x, i) => ({
      no: i + 1, code: x.product_code, name: x.product_name, spec: x.spec ?? '', unit: x.unit_name ?? '', number: formatAmount(x.number, 4),
      price: priceText(x.price), discount: formatAmount(x.discount_amount ?? '0'), amount: formatAmount(x.amount), remark: x.remark ?? '',
    }));
  const signer: Record<string, string | undefined> = { 制单: d.maker_name, 审核: d.auditor_name, 经手人: d.principal_name };
  const texts = (position: 'top' | 'bottom') => layout.texts.filter((x) => x.position === position).map((x) => x.text).filter(Boolean);
  return {
    company: d.company,
    title: say(layout.title) || (meta ? meta.label[language] : template.kind),
    fields: layout.header.map((h) => ({ label: say(h.label) || say(fallbackPartner(template.kind, h.field)), value: headerValue(h.field, d, say), span: h.width })),
    table: {
      columns: layout.columns.map((c) => ({ key: c.field, title: say(c.label), width: c.width, align: c.field === 'no' ? 'center' as const : rightAligned.has(c.field) ? 'right' as const : 'left' as const })),
      rows,
    },
    footer: [
      ...(layout.totals && !money ? [{ label: say(footerWords.total_number), value: formatAmount(d.total_number, 4) }] : []),
      ...(layout.totals ? [{ label: say(footerWords.total_amount), value: formatAmount(d.total_amount) }] : []),
      ...(layout.capitals ? [{ label: say(footerWords.amount_words), value: amountInWords(d.total_amount) }] : []),
    ],
    signatures: layout.signatures.map((s) => ({ label: say(s), ...(signer[s.zh] ? { value: signer[s.zh] } : {}) })),
    ...(layout.logo.show && layout.logo.url ? { logo: layout.logo.url } : {}),
    ...(layout.code !== 'none' ? { code: { kind: layout.code, value: d.bill_sn } } : {}),
    texts: { top: texts('top'), bottom: texts('bottom') },
  };
}

/** A partner field without its own label says what the partner is on this type (客户, 供应商, 往来单位). */
function fallbackPartner(kind: string, field: PrintHeaderField): PrintLabel {
  if (field !== 'partner') return { zh: '', en: '' };
  const p = billMetaOf(kind)?.partner;
  return p === 'supplier' ? { zh: '供应商', en: 'Supplier' } : p === 'customer' ? { zh: '客户', en: 'Customer' } : { zh: '往来单位', en: 'Partner' };
}
