import { amountInWords, Decimal, formatAmount, type BillMeta, type Language } from '@zf/shared';
import type { PrintDocument } from '../print/print-document.ts';

/** What a printed bill needs of GET /bills/:type/:id. */
export interface PrintableBill {
  bill_sn: string; bill_date: string; partner_name?: string; store_name?: string; out_store_name?: string; in_store_name?: string;
  remark?: string; total_number: string; total_amount: string; audit_status: number; principal_name?: string;
  lines: Array<{ product_code: string; product_name: string; spec?: string; number: string; price: string; amount: string; discount_amount?: string; remark?: string }>;
  money_lines?: Array<{ account_name: string; category_name: string; amount: string; remark?: string }>;
}

type Translate = (key: string) => string;

/** A unit price as entered (up to 6 places), at least 2 places, with thousands separators. */
const priceText = (price: string) => formatAmount(price, Math.max(2, new Decimal(price).decimalPlaces()));

/**
 * The default print template of any bill type: title from the meta, the header fields the type has (partner,
 * warehouse or the two warehouses of a transfer), the rows with quantities to 4 places and money to 2 with
 * thousands separators, the totals underneath with the amount in Chinese capitals (人民币大写, in either language:
 * it is what the paper is checked against), the company above the title and the signature lines an accountant
 * expects underneath (制单, 审核, 经手人 with the salesperson when known, 收货人 on goods documents).
 * Plain data for the print page (`openPrint`).
 */
export function billPrintDocument(meta: BillMeta, bill: PrintableBill, language: Language, t: Translate, company?: string): PrintDocument {
  const fields = [
    { label: t('print.bill_sn'), value: bill.bill_sn },
    { label: t('print.bill_date'), value: bill.bill_date.slice(0, 10) },
  ];
  if (meta.partner) fields.push({ label: t(`partner.${meta.partner}`), value: bill.partner_name ?? '' });
  if (meta.store === 'transfer') {
    fields.push({ label: t('print.out_store'), value: bill.out_store_name ?? '' }, { label: t('print.in_store'), value: bill.in_store_name ?? '' });
  } else if (meta.store === 'single') fields.push({ label: t('print.store'), value: bill.store_name ?? '' });
  fields.push({ label: t('print.status'), value: t(`status.${bill.audit_status}`) });
  return {
    ...(company ? { company } : {}),
    title: meta.label[language],
    subtitle: bill.bill_sn,
    fields,
    table: meta.money ? moneyTable(meta, bill, t) : goodsTable(bill, t),
    footer: [
      ...(meta.money ? [] : [{ label: t('print.total_number'), value: formatAmount(bill.total_number, 4) }]),
      { label: t('print.total_amount'), value: formatAmount(bill.total_amount) },
      { label: t('print.amount_words'), value: amountInWords(bill.total_amount) },
      ...(bill.remark ? [{ label: t('print.remark'), value: bill.remark }] : []),
    ],
    signatures: [
      { label: t('print.sign_maker') },
      { label: t('print.sign_auditor') },
      { label: t('print.sign_handler'), ...(bill.principal_name ? { value: bill.principal_name } : {}) },
      ...(meta.money ? [] : [{ label: t('print.sign_receiver') }]),
    ],
  };
}

function goodsTable(bill: PrintableBill, t: Translate): PrintDocument['table'] {
  // A discount column only when a line has one; the amount is the line's net amount either way.
  const discounted = bill.lines.some((l) => l.discount_amount && !new Decimal(l.discount_amount).isZero());
  return {
    columns: [
      { key: 'no', title: '#', align: 'center' },
      { key: 'code', title: t('print.code') },
      { key: 'name', title: t('print.name') },
      { key: 'spec', title: t('print.spec') },
      { key: 'number', title: t('print.number'), align: 'right' },
      { key: 'price', title: t('print.price'), align: 'right' },
      ...(discounted ? [{ key: 'discount', title: t('print.discount'), align: 'right' as const }] : []),
      { key: 'amount', title: t('print.amount'), align: 'right' },
      { key: 'remark', title: t('print.remark') },
    ],
    rows: bill.lines.map((l, i) => ({
      no: i + 1, code: l.product_code, name: l.product_name, spec: l.spec ?? '', number: formatAmount(l.number, 4),
      price: priceText(l.price), ...(discounted ? { discount: formatAmount(l.discount_amount ?? '0') } : {}), amount: formatAmount(l.amount), remark: l.remark ?? '',
    })),
  };
}

/** A money document prints its amount rows: the settlement account and/or the income-expense category. */
function moneyTable(meta: BillMeta, bill: PrintableBill, t: Translate): PrintDocument['table'] {
  return {
    columns: [
      { key: 'no', title: '#', align: 'center' },
      ...(meta.money?.cash !== 'none' ? [{ key: 'account', title: t('print.account') }] : []),
      ...(meta.money?.categories ? [{ key: 'category', title: t('print.category') }] : []),
      { key: 'amount', title: t('print.amount'), align: 'right' as const },
      { key: 'remark', title: t('print.remark') },
    ],
    rows: (bill.money_lines ?? []).map((l, i) => ({ no: i + 1, account: l.account_name, category: l.category_name, amount: formatAmount(l.amount), remark: l.remark ?? '' })),
  };
}
