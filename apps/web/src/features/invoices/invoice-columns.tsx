import { Decimal, InvoiceStatus, formatAmount, type BillMeta } from '@zf/shared';
import { Select, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BillHeader } from '../documents/bill-api.ts';
import { InvoiceStatusTag } from './invoice-parts.tsx';

type Column = ColumnType<BillHeader> & { key: string; title: string; align?: 'right' };
const ext = (h: BillHeader) => h.ext ?? {};

/** The invoice status column of purchase and sale bills and returns. */
export const invoiceStatusColumn = (t: TFunction): Column => ({
  key: 'invoice_status', title: t('invoiceStatus'), dataIndex: 'invoice_status', width: 110, render: (v: number) => <InvoiceStatusTag value={v} />,
});

/** An invoice list's columns: the bill list's, with the invoice's number, date, kind, tax, total with tax and certification. */
export function invoiceColumns(meta: BillMeta, base: Column[], t: TFunction): Column[] {
  const at = (key: string) => base.findIndex((c) => c.key === key);
  const head: Column[] = [
    { key: 'invoice_no', title: t('field.invoice_no'), width: 110, render: (_: unknown, h: BillHeader) => String(ext(h).invoice_no ?? '') },
    { key: 'invoice_date', title: t('field.invoice_date'), width: 100, render: (_: unknown, h: BillHeader) => String(ext(h).invoice_date ?? '') },
    {
      key: 'kind', title: t('field.kind'), width: 80,
      render: (_: unknown, h: BillHeader) => <>{t(`kindShort.${ext(h).kind === 'ordinary' ? 'ordinary' : 'special'}`)}{ext(h).red === true && <Tag color="red" style={{ marginLeft: 4 }}>{t('redTag')}</Tag>}</>,
    },
  ];
  const money: Column[] = [
    { key: 'tax_amount', title: t('taxAmount'), dataIndex: 'tax_amount', width: 80, align: 'right', render: (v: string) => formatAmount(v) },
    { key: 'with_tax', title: t('withTax'), width: 100, align: 'right', render: (_: unknown, h: BillHeader) => formatAmount(new Decimal(h.total_amount).add(h.tax_amount || '0').toString()) },
    ...(meta.invoice?.certifies ? [{
      key: 'certified', title: t('field.certified'), width: 100,
      render: (_: unknown, h: BillHeader) => (ext(h).red === true ? '' : ext(h).certified === true ? <Tag color="green">{t('certified')}</Tag> : <Tag>{t('notCertified')}</Tag>),
    }] : []),
  ];
  const out = [...base];
  out.splice(at('total_amount') + 1, 0, ...money);
  out.splice(at('bill_date') + 1, 0, ...head);
  // A register row is read by its invoice and amounts: quantity, salesperson, department, the bill date and the
  // remark (the detail has them) make way for them, and the wide columns narrow, so the row fits the card: the fixed widths total
  // 1,045 px (purchase; 945 sales), inside a 1,440 px screen's card in English too, where headers wrap to two lines;
  // the document and invoice numbers keep one line, the partner's name is cut with an ellipsis.
  const narrow: Record<string, number> = { bill_sn: 165, partner_name: 120, total_amount: 100, audit_status: 90 };
  return out.filter((c) => !['total_number', 'principal_name', 'department_name', 'bill_date', 'remark'].includes(c.key)).map((c) => (narrow[c.key] ? { ...c, width: narrow[c.key] } : c));
}

/** The list filter by invoice status: uninvoiced, partly, fully, or not fully (both of the first). */
export function InvoiceStatusFilter({ value, onChange }: { value?: string; onChange: (v?: string) => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Select allowClear style={{ width: 150 }} placeholder={t('invoiceStatus')} value={value} onChange={(v?: string) => onChange(v)} data-testid="invoice-status-filter"
      options={[
        { value: '12', label: t('notFully') },
        ...[InvoiceStatus.none, InvoiceStatus.partly, InvoiceStatus.all].map((s) => ({ value: String(s), label: t(`status.${s}`) })),
      ]} />
  );
}
