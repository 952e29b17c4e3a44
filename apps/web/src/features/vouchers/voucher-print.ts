import { amountInWords, formatAmount } from '@zf/shared';
import type { TFunction } from 'i18next';
import type { PrintDocument } from '../print/print-document.ts';
import type { VoucherDetail } from './voucher-api.ts';

const auxText = (l: VoucherDetail['lines'][number]) =>
  [l.partner_name, l.department_name, l.employee_name, l.project_name, l.product_name].filter(Boolean).join(' / ');

/**
 * A voucher in the standard 记账凭证 layout: company, title, date, voucher word and number, attachments; lines of
 * summary, account (with its auxiliary items), debit and credit; the total with the amount in Chinese capitals;
 * signatures of the maker, the auditor and the poster.
 */
export function voucherPrintDocument(v: VoucherDetail, t: TFunction, company?: string): PrintDocument {
  const money = (s: string) => (Number(s) ? formatAmount(s) : '');
  return {
    company,
    title: t('print.title'),
    fields: [
      { label: t('print.date'), value: v.voucher_date },
      { label: t('print.number'), value: t('print.numberValue', { word: v.word, number: String(v.number).padStart(4, '0') }) },
      { label: t('print.attachments'), value: t('print.attachmentsValue', { n: v.attachments }) },
    ],
    table: {
      columns: [
        { key: 'summary', title: t('col.summary') },
        { key: 'subject', title: t('col.subject') },
        { key: 'debit', title: t('col.debit'), align: 'right' },
        { key: 'credit', title: t('col.credit'), align: 'right' },
      ],
      rows: [
        ...v.lines.map((l) => ({
          summary: l.summary, subject: `${l.subject_code} ${l.subject_name}${auxText(l) ? ` — ${auxText(l)}` : ''}`, debit: money(l.debit), credit: money(l.credit),
        })),
        { summary: `${t('total')}：${amountInWords(v.total_debit)}`, subject: '', debit: formatAmount(v.total_debit), credit: formatAmount(v.total_credit) },
      ],
    },
    signatures: [
      { label: t('print.maker'), value: v.maker_name },
      { label: t('print.auditor'), value: v.auditor_name },
      { label: t('print.poster'), value: v.poster_name },
    ],
  };
}
