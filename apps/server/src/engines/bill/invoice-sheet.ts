import { Decimal, type BillMeta, type Language } from '@zf/shared';

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en }) as Record<Language, string>;
const words = {
  register: l('登记簿', ' register'),
  sn: l('单据编号', 'Document no.'), date: l('单据日期', 'Date'), partner: { supplier: l('供应商', 'Supplier'), customer: l('客户', 'Customer') },
  no: l('发票号码', 'Invoice no.'), code: l('发票代码', 'Invoice code'), invoiceDate: l('开票日期', 'Invoice date'), kind: l('发票类型', 'Kind'),
  amount: l('金额', 'Amount'), tax: l('税额', 'Tax'), withTax: l('价税合计', 'Total with tax'), status: l('审核状态', 'Review status'),
  certified: l('已认证', 'Certified'), certifiedDate: l('认证日期', 'Certified on'), total: l('合计', 'Total'),
  special: l('增值税专用发票', 'VAT special invoice'), ordinary: l('普通发票', 'Ordinary invoice'), red: l('（红字）', ' (red-letter)'),
  yes: l('是', 'Yes'), no_: l('否', 'No'),
  statuses: { 1: l('待审核', 'Pending'), 2: l('已审核', 'Approved'), 3: l('已驳回', 'Rejected'), 4: l('已作废', 'Voided') } as Record<number, Record<Language, string>>,
};

type Row = { bill_sn: string; bill_date: string; partner_name: string; total_amount: string; tax_amount: string; audit_status: number; ext: Record<string, unknown> };

/**
 * The invoice register as the rows of its Excel sheet: one row per invoice (number, code, dates, kind, partner,
 * amount, tax, total with tax, status; purchase invoices also certification), then the totals. Red-letter
 * invoices carry negative figures, so the totals are net.
 */
export function invoiceRegisterSheet(meta: BillMeta, rows: Row[], language: Language) {
  const w = (x: Record<Language, string>) => x[language];
  const certifies = meta.invoice?.certifies ?? false;
  const header = [w(words.no), w(words.code), w(words.invoiceDate), w(words.kind), w(words.partner[meta.partner === 'customer' ? 'customer' : 'supplier']),
    w(words.sn), w(words.date), w(words.amount), w(words.tax), w(words.withTax), w(words.status), ...(certifies ? [w(words.certified), w(words.certifiedDate)] : [])];
  let amount = new Decimal(0);
  let tax = new Decimal(0);
  const body = rows.map((r) => {
    const e = r.ext;
    amount = amount.add(r.total_amount);
    tax = tax.add(r.tax_amount);
    return [
      String(e.invoice_no ?? ''), String(e.invoice_code ?? ''), String(e.invoice_date ?? ''), w(e.kind === 'ordinary' ? words.ordinary : words.special) + (e.red ? w(words.red) : ''),
      r.partner_name, r.bill_sn, r.bill_date, Number(r.total_amount), Number(r.tax_amount), Number(new Decimal(r.total_amount).add(r.tax_amount).toFixed(2)),
      w(words.statuses[r.audit_status] ?? words.statuses[1]!), ...(certifies ? [w(e.certified ? words.yes : words.no_), String(e.certified_date ?? '')] : []),
    ];
  });
  const totals = [w(words.total), '', '', '', '', '', '', Number(amount.toFixed(2)), Number(tax.toFixed(2)), Number(amount.add(tax).toFixed(2)), '', ...(certifies ? ['', ''] : [])];
  return { name: `${meta.label[language]}${w(words.register)}`, header, rows: [...body, totals] as Array<Array<string | number | null>> };
}
