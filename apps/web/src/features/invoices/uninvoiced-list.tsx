import { keepPreviousData } from '@tanstack/react-query';
import { Decimal, billMetaOf, formatAmount, type BillMeta, type UninvoicedBills } from '@zf/shared';
import { Button, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { useLanguage } from '../../engines/resource/index.ts';
import { api, useApiQuery } from '../../request/index.ts';
import { BillFilters } from '../bills/index.ts';
import type { Bill, Draft } from '../documents/bill-api.ts';
import { InvoiceStatusTag, invoiceDraftFrom } from './invoice-parts.tsx';

type Row = UninvoicedBills['list'][number];

/**
 * Uninvoiced documents of an invoice type's side (purchase bills and returns, or sale bills and returns) not yet fully
 * invoiced, oldest first, with what is invoiced and open (with tax); "invoice" opens a new invoice for the remainder.
 */
export function UninvoicedList({ meta, edit }: { meta: BillMeta; edit: (draft: Draft) => void }) {
  const { t } = useTranslation('invoices');
  const { t: td } = useTranslation('documents');
  const language = useLanguage();
  const can = useCan(meta.page);
  const [filters, setFilters] = useState<{ partner_id?: number; date_from?: string; date_to?: string }>({});
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const rows = useApiQuery<UninvoicedBills>(`/invoices/${meta.type}/uninvoiced`, { ...filters, ...page }, { placeholderData: keepPreviousData, staleTime: 0 });
  const invoice = async (r: Row) => edit(invoiceDraftFrom(await api.get<Bill>(`/bills/${r.type}/${r.id}`), meta, dayjs().format('YYYY-MM-DD')));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <BillFilters meta={meta} value={filters} onChange={(v) => { setFilters((f) => ({ ...f, ...v })); setPage((p) => ({ ...p, page: 1 })); }} />
        <Typography.Text type="secondary">{t('uninvoicedTotal', { amount: formatAmount(rows.data?.totals.open_amount ?? '0') })}</Typography.Text>
      </Space>
      <Table<Row> rowKey="id" size="small" bordered dataSource={rows.data?.list ?? []} loading={rows.isFetching && !rows.data} scroll={{ x: 1000 }}
        pagination={{ current: page.page, pageSize: page.page_size, total: rows.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        columns={[
          { title: t('billType'), dataIndex: 'type', width: 120, render: (v: string) => billMetaOf(v)?.label[language] ?? v },
          { title: td('field.bill_sn'), dataIndex: 'bill_sn', width: 190 },
          { title: td('field.bill_date'), dataIndex: 'bill_date', width: 110, render: (v: string) => dayjs(v).format('YYYY-MM-DD') },
          { title: td(`field.${meta.partner === 'supplier' ? 'supplier' : 'customer'}`), dataIndex: 'partner_name', width: 180, ellipsis: true },
          { title: t('withTax'), key: 'with_tax', width: 130, align: 'right', render: (_: unknown, r: Row) => formatAmount(new Decimal(r.total_amount).add(r.tax_amount).toFixed(2)) },
          { title: t('invoicedAmount'), dataIndex: 'invoiced_amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
          { title: t('openAmount'), dataIndex: 'open_amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
          { title: t('invoiceStatus'), dataIndex: 'invoice_status', width: 110, render: (v: number) => <InvoiceStatusTag value={v} /> },
          ...(can(`${meta.funPrefix}_add`) ? [{ title: '', key: 'act', width: 100, render: (_: unknown, r: Row) => <Button size="small" type="link" onClick={() => void invoice(r)}>{t('invoiceIt')}</Button> }] : []),
        ]} />
    </Space>
  );
}
