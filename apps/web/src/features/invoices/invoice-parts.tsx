import { AuditStatus, Decimal, InvoiceStatus, formatAmount, invoiceMetaFor, qty, type BillMeta } from '@zf/shared';
import { App, Button, DatePicker, Popconfirm, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFunction, usePermission } from '../../app/stores/permission.store.ts';
import { useLanguage } from '../../engines/resource/index.ts';
import { api, downloadXlsx } from '../../request/index.ts';
import type { Bill, BillHeader, Draft } from '../documents/bill-api.ts';

const statusColor: Record<number, string> = { [InvoiceStatus.none]: 'default', [InvoiceStatus.partly]: 'orange', [InvoiceStatus.all]: 'green' };

/** 未开票 / 部分开票 / 已开票 on purchase and sale bills and returns. */
export function InvoiceStatusTag({ value }: { value?: number }) {
  const { t } = useTranslation('invoices');
  if (!value) return null;
  return <Tag color={statusColor[value] ?? 'default'} data-testid="invoice-status">{t(`status.${value}`)}</Tag>;
}

/** Whether this type's documents are invoiced (purchase and sale bills and returns). */
export const isInvoiced = (meta: BillMeta) => invoiceMetaFor(meta.type) !== undefined;

/** The header fields of an invoice as detail items: number, code, invoice date, kind (red-letter marked), certification. */
export function useInvoiceItems(meta: BillMeta, b: Bill | undefined) {
  const { t } = useTranslation('invoices');
  if (!meta.invoice || !b?.ext) return [];
  const e = b.ext;
  return [
    { key: 'invoice_no', label: t('field.invoice_no'), children: <span data-testid="invoice-no">{String(e.invoice_no ?? '')}</span> },
    { key: 'invoice_code', label: t('field.invoice_code'), children: String(e.invoice_code ?? '') },
    { key: 'invoice_date', label: t('field.invoice_date'), children: String(e.invoice_date ?? '') },
    { key: 'kind', label: t('field.kind'), children: <>{t(`kind.${e.kind === 'ordinary' ? 'ordinary' : 'special'}`)} {e.red === true && <Tag color="red">{t('redTag')}</Tag>}</> },
    ...(meta.invoice.certifies && e.red !== true ? [{
      key: 'certified', label: t('field.certified'),
      children: e.certified === true ? <Tag color="green">{t('certifiedOn', { date: String(e.certified_date ?? '') })}</Tag> : <Tag>{t('notCertified')}</Tag>,
    }] : []),
  ];
}

/** Marks an approved purchase invoice's input VAT certified on a date, or withdraws the mark. */
export function CertifyButton({ meta, bill, onDone }: { meta: BillMeta; bill: Bill; onDone: () => void }) {
  const { t } = useTranslation('invoices');
  const { message } = App.useApp();
  const permissionAll = usePermission((s) => s.permissionAll);
  const [date, setDate] = useState(dayjs());
  if (!meta.invoice?.certifies || bill.audit_status !== AuditStatus.approved || bill.ext?.red === true) return null;
  if (!hasFunction(permissionAll[meta.page], `${meta.funPrefix}_certify`)) return null;
  const certified = bill.ext?.certified === true;
  const send = async (value: boolean) => {
    await api.post(`/bills/${meta.type}/${bill.id}/certify`, { certified: value, ...(value ? { certified_date: date.format('YYYY-MM-DD') } : {}) });
    void message.success(t('certifyDone'));
    onDone();
  };
  return certified
    ? <Popconfirm title={t('uncertifyConfirm')} onConfirm={() => void send(false)}><Button>{t('uncertify')}</Button></Popconfirm>
    : (
      <Popconfirm title={<Space direction="vertical"><span>{t('certifyConfirm')}</span><DatePicker allowClear={false} value={date} onChange={(d) => d && setDate(d)} /></Space>}
        onConfirm={() => void send(true)}>
        <Button data-testid="invoice-certify">{t('certify')}</Button>
      </Popconfirm>
    );
}

/**
 * A new invoice for what is still uninvoiced on a bill or return: each line's open quantity, pointing at the line;
 * a return makes a red-letter invoice.
 */
export function invoiceDraftFrom(bill: Bill, invoice: BillMeta, today: string): Draft {
  return {
    bill_date: today, partner_id: bill.partner_id || undefined, partner_label: bill.partner_name, remark: '',
    ext: { red: invoice.invoice?.red === bill.type, invoice_date: today, kind: 'special' },
    lines: bill.lines
      .map((l) => ({ l, open: new Decimal(l.number).sub(l.invoiced_number ?? '0') }))
      .filter(({ open }) => open.gt(0))
      .map(({ l, open }) => ({ key: `s${l.id}`, product_id: l.product_id, product_label: `${l.product_code} ${l.product_name}`.trim(), unit_id: l.unit_id, unit_label: l.unit_name, number: qty(open), price: '', source_line_id: l.id })),
  };
}

/** The button on an approved bill or return that opens a new invoice for its uninvoiced remainder. */
export function MakeInvoiceButton({ meta, bill, open }: { meta: BillMeta; bill: Bill; open: (type: string, draft: Draft) => void }) {
  const { t } = useTranslation('invoices');
  const permissionAll = usePermission((s) => s.permissionAll);
  const invoice = invoiceMetaFor(meta.type);
  if (!invoice || bill.audit_status !== AuditStatus.approved || bill.invoice_status === InvoiceStatus.all) return null;
  if (!hasFunction(permissionAll[invoice.page], `${invoice.funPrefix}_add`)) return null;
  return (
    <Button type="primary" onClick={() => open(invoice.type, invoiceDraftFrom(bill, invoice, dayjs().format('YYYY-MM-DD')))} data-testid="make-invoice">
      {invoice.invoice?.red === meta.type ? t('makeRedInvoice') : t('makeInvoice')}
    </Button>
  );
}

/** The invoice register as an Excel file, with the list's filters. */
export function InvoiceExportButton({ meta, filters }: { meta: BillMeta; filters: Record<string, unknown> }) {
  const { t } = useTranslation('invoices');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  return (
    <Button loading={busy} onClick={() => { setBusy(true); void downloadXlsx(`/invoices/${meta.type}/export`, filters, t('registerFile', { label: meta.label[language] })).finally(() => setBusy(false)); }}>
      {t('export')}
    </Button>
  );
}

/** An invoice list row's figures: amount, tax and total with tax (negative on red-letter invoices). */
export const withTax = (h: BillHeader) => formatAmount(new Decimal(h.total_amount).add(h.tax_amount || '0').toString());
