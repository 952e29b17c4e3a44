import { amountInWords } from '../amount-in-words.ts';
import type { BillMeta } from '../bills/bill-meta.ts';
import type { Language } from '../language.ts';
import { Decimal, formatAmount } from '../money.ts';
import type { PrintDocument } from './print-document.ts';

/** What a printed bill needs of GET /bills/:type/:id. */
export interface PrintableBill {
  bill_sn: string; bill_date: string; partner_name?: string; store_name?: string; out_store_name?: string; in_store_name?: string;
  remark?: string; total_number: string; total_amount: string; audit_status: number; principal_name?: string;
  lines: Array<{ product_code: string; product_name: string; spec?: string; number: string; price: string; amount: string; discount_amount?: string; remark?: string }>;
  money_lines?: Array<{ account_name: string; category_name: string; amount: string; remark?: string }>;
}

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en }) as Record<Language, string>;
/** The words of the printed bill: the same on the print page and on a shared link. */
const words = {
  bill_sn: l('单据编号', 'Bill no.'), bill_date: l('单据日期', 'Bill date'), store: l('仓库', 'Warehouse'),
  out_store: l('调出仓库', 'From warehouse'), in_store: l('调入仓库', 'To warehouse'), status: l('审核状态', 'Review status'),
  code: l('商品编码', 'Product code'), name: l('商品名称', 'Product name'), spec: l('规格', 'Spec'), number: l('数量', 'Quantity'),
  price: l('单价', 'Unit price'), discount: l('折扣额', 'Discount'), amount: l('金额', 'Amount'), remark: l('备注', 'Remark'),
  total_number: l('合计数量', 'Total quantity'), total_amount: l('合计金额', 'Total amount'),
  account: l('结算账户', 'Settlement account'), category: l('收支类别', 'Income/expense category'),
  amount_words: l('合计金额(大写)', 'Amount in words (RMB)'),
  sign_maker: l('制单', 'Prepared by'), sign_auditor: l('审核', 'Approved by'), sign_handler: l('经手人', 'Handled by'), sign_receiver: l('收货人', 'Received by'),
  partner_supplier: l('供应商', 'Supplier'), partner_customer: l('客户', 'Customer'), partner_any: l('往来单位', 'Partner'), partner_either: l('往来单位', 'Partner'),
  status_1: l('待审核', 'Pending review'), status_2: l('已审核', 'Approved'), status_3: l('已驳回', 'Rejected'), status_4: l('已作废', 'Voided'),
};
type Word = keyof typeof words;

/** A unit price as entered (up to 6 places), at least 2 places, with thousands separators. */
const priceText = (price: string) => formatAmount(price, Math.max(2, new Decimal(price).decimalPlaces()));

/**
 * The default print template of any bill type: title from the meta, the header fields the type has (partner,
 * warehouse or the two warehouses of a transfer), the rows with quantities to 4 places and money to 2 with
 * thousands separators (a discount column when a row has a discount), the totals underneath with the amount in
 * Chinese capitals (人民币大写, in either language: it is what the paper is checked against), the company above the
 * title and the signature lines an accountant expects underneath (制单, 审核, 经手人 with the salesperson when known,
 * 收货人 on goods documents). Plain data for the web's print page and the server's shared bill (GET /share/:token).
 */
export function billPrintDocument(meta: BillMeta, bill: PrintableBill, language: Language, company?: string): PrintDocument {
  const t = (w: Word) => words[w][language];
  const fields = [
    { label: t('bill_sn'), value: bill.bill_sn },
    { label: t('bill_date'), value: bill.bill_date.slice(0, 10) },
  ];
  if (meta.partner) fields.push({ label: t(`partner_${meta.partner}`), value: bill.partner_name ?? '' });
  if (meta.store === 'transfer') {
    fields.push({ label: t('out_store'), value: bill.out_store_name ?? '' }, { label: t('in_store'), value: bill.in_store_name ?? '' });
  } else if (meta.store === 'single') fields.push({ label: t('store'), value: bill.store_name ?? '' });
  const status = `status_${bill.audit_status}`;
  fields.push({ label: t('status'), value: status in words ? t(status as Word) : '' });
  return {
    ...(company ? { company } : {}),
    title: meta.label[language],
    subtitle: bill.bill_sn,
    fields,
    table: meta.money ? moneyTable(meta, bill, t) : goodsTable(bill, t),
    footer: [
      ...(meta.money ? [] : [{ label: t('total_number'), value: formatAmount(bill.total_number, 4) }]),
      { label: t('total_amount'), value: formatAmount(bill.total_amount) },
      { label: t('amount_words'), value: amountInWords(bill.total_amount) },
      ...(bill.remark ? [{ label: t('remark'), value: bill.remark }] : []),
    ],
    signatures: [
      { label: t('sign_maker') },
      { label: t('sign_auditor') },
      { label: t('sign_handler'), ...(bill.principal_name ? { value: bill.principal_name } : {}) },
      ...(meta.money ? [] : [{ label: t('sign_receiver') }]),
    ],
  };
}

function goodsTable(bill: PrintableBill, t: (w: Word) => string): PrintDocument['table'] {
  // A discount column only when a line has one; the amount is the line's net amount either way.
  const discounted = bill.lines.some((x) => x.discount_amount && !new Decimal(x.discount_amount).isZero());
  return {
    columns: [
      { key: 'no', title: '#', align: 'center' },
      { key: 'code', title: t('code') },
      { key: 'name', title: t('name') },
      { key: 'spec', title: t('spec') },
      { key: 'number', title: t('number'), align: 'right' },
      { key: 'price', title: t('price'), align: 'right' },
      ...(discounted ? [{ key: 'discount', title: t('discount'), align: 'right' as const }] : []),
      { key: 'amount', title: t('amount'), align: 'right' },
      { key: 'remark', title: t('remark') },
    ],
    rows: bill.lines.map((x, i) => ({
      no: i + 1, code: x.product_code, name: x.product_name, spec: x.spec ?? '', number: formatAmount(x.number, 4),
      price: priceText(x.price), ...(discounted ? { discount: formatAmount(x.discount_amount ?? '0') } : {}), amount: formatAmount(x.amount), remark: x.remark ?? '',
    })),
  };
}

/** A money document prints its amount rows: the settlement account and/or the income-expense category. */
function moneyTable(meta: BillMeta, bill: PrintableBill, t: (w: Word) => string): PrintDocument['table'] {
  return {
    columns: [
      { key: 'no', title: '#', align: 'center' },
      ...(meta.money?.cash !== 'none' ? [{ key: 'account', title: t('account') }] : []),
      ...(meta.money?.categories ? [{ key: 'category', title: t('category') }] : []),
      { key: 'amount', title: t('amount'), align: 'right' as const },
      { key: 'remark', title: t('remark') },
    ],
    rows: (bill.money_lines ?? []).map((x, i) => ({ no: i + 1, account: x.account_name, category: x.category_name, amount: formatAmount(x.amount), remark: x.remark ?? '' })),
  };
}
