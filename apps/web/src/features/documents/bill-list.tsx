import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { Decimal, billMetas, formatAmount, headerFields, type BillMeta } from '@zf/shared';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { ColumnSettings, useColumnChoices, useLanguage } from '../../engines/resource/index.ts';
import { useApiQuery } from '../../request/index.ts';
import type { BillHeader, BillPage } from './bill-api.ts';
import type { BillMode } from './bill-screen.tsx';
import { BatchAuditButton, BillFilters, linkedDates } from '../bills/index.ts';
import { progressField } from './bill-drafts.ts';
import { PayTag, ProgressTag, StatusTag, partnerField, settles } from './bill-tags.tsx';
import { invoiceColumns, invoiceStatusColumn, InvoiceStatusFilter } from '../invoices/invoice-columns.tsx';
import { InvoiceExportButton, isInvoiced } from '../invoices/invoice-parts.tsx';

/**
 * A bill type's list (API.md GET /bills/:type): keyword, review status and a date range of at most a year (the
 * server answers the SPEC §5 message when it is longer or reversed), totals of the whole selection.
 */
export function BillList({ meta, go, extra }: { meta: BillMeta; go: (m: BillMode) => void; extra?: React.ReactNode }) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const can = useCan(meta.page);
  const [typed, setTyped] = useState('');
  // A link may name the dates (?date_from=&date_to=, the dashboard's cards); the tab stays alive, so a later link
  // with other dates sets them again.
  const [search] = useSearchParams();
  const linked = linkedDates(search);
  const linkKey = `${linked.date_from ?? ''}|${linked.date_to ?? ''}`;
  const [seenLink, setSeenLink] = useState(linkKey);
  const [filters, setFilters] = useState<{ keyword?: string; audit_status?: number; partner_id?: number; date_from?: string; date_to?: string; invoice_status?: string }>(linked);
  const { t: ti } = useTranslation('invoices');
  const [selected, setSelected] = useState<number[]>([]);
  const batchActions = (['audit', 'reverse', 'void'] as const).filter((a) => can(`${meta.funPrefix}_${a}`));
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const bills = useApiQuery<BillPage>(`/bills/${meta.type}`, { ...filters, ...page }, { placeholderData: keepPreviousData, staleTime: 0 });
  const set = (f: Partial<typeof filters>) => { setFilters((v) => ({ ...v, ...f })); setPage((p) => ({ ...p, page: 1 })); };
  if (linkKey !== seenLink) {
    setSeenLink(linkKey);
    if (linked.date_from) set(linked);
  }
  const progress = progressField(meta, billMetas);
  const columns = billColumns(meta, progress, t, ti);
  const { choices, save, visible } = useColumnChoices(`bills:${meta.type}`, columns.map((c) => c.key), alwaysShown);
  const shown = visible.map((k) => columns.find((c) => c.key === k)!);
  const totals = bills.data?.totals;

  return (
    <Card title={meta.label[language]} variant="borderless"
      extra={<Space>{extra}{can(`${meta.funPrefix}_add`) && <Button type="primary" icon={<PlusOutlined />} onClick={() => go({ mode: 'edit' })}>{t('addOf', { label: language === 'en-US' ? meta.label[language].replace(/^./, (c) => c.toLowerCase()) : meta.label[language] })}</Button>}</Space>}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Input.Search allowClear style={{ width: 260 }} placeholder={t('keyword')} value={typed} onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => set({ keyword: v.trim() || undefined })} enterButton={t('search')} data-testid="bill-keyword" />
          <Select allowClear style={{ width: 140 }} placeholder={t('field.audit_status')} value={filters.audit_status}
            options={[1, 2, 3, 4].map((s) => ({ value: s, label: t(`status.${s}`) }))} onChange={(v?: number) => set({ audit_status: v })} />
          <BillFilters meta={meta} value={filters} onChange={(v) => set(v)} />
          {isInvoiced(meta) && <InvoiceStatusFilter value={filters.invoice_status} onChange={(v) => set({ invoice_status: v })} />}
          {meta.invoice && can(`${meta.funPrefix}_export`) && <InvoiceExportButton meta={meta} filters={filters} />}
          <ColumnSettings choices={choices} labelOf={(k) => String(columns.find((c) => c.key === k)?.title ?? k)} onChange={save} />
          {selected.length > 0 && (
            <BatchAuditButton type={meta.type} ids={selected} actions={batchActions}
              snOf={(id) => bills.data?.list.find((b) => b.id === id)?.bill_sn ?? String(id)} onDone={() => { setSelected([]); void bills.refetch(); }} />
          )}
        </Space>
        <Table<BillHeader>
          rowKey="id"
          size="small"
          bordered
          loading={bills.isFetching && !bills.data}
          dataSource={bills.data?.list ?? []}
          scroll={{ x: 1000 }}
          onRow={(r) => ({ onClick: () => go({ mode: 'view', id: r.id }), style: { cursor: 'pointer' } })}
          rowSelection={batchActions.length ? { fixed: true, selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
          pagination={{ current: page.page, pageSize: page.page_size, total: bills.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          summary={() => totals && (
            <Table.Summary.Row>
              {batchActions.length > 0 && <Table.Summary.Cell index={0} />}
              {shown.map((c, i) => (
                <Table.Summary.Cell key={c.key} index={i + 1} align={c.align}>
                  <Typography.Text strong>{i === 0 ? t('total') : c.key === 'total_number' ? formatAmount(totals.total_number, 4) : c.key === 'total_amount' ? formatAmount(totals.total_amount)
                    : c.key === 'tax_amount' && totals.tax_amount ? formatAmount(totals.tax_amount)
                      : c.key === 'with_tax' && totals.tax_amount ? formatAmount(new Decimal(totals.total_amount).add(totals.tax_amount).toString()) : ''}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
          columns={shown}
        />
      </Space>
    </Card>
  );
}

/** Every list column always shows until the user hides it (column settings, kept per user and bill type). */
const alwaysShown = () => true;

type Column = ColumnType<BillHeader> & { key: string; title: string; align?: 'right' };

/** The columns a bill type's list offers: number, date, partner or warehouses, amounts, statuses, remark. */
function billColumns(meta: BillMeta, progress: ReturnType<typeof progressField>, t: TFunction, ti: TFunction): Column[] {
  const columns: Column[] = [
    { key: 'bill_sn', title: t('field.bill_sn'), dataIndex: 'bill_sn', width: 190, fixed: 'left', render: (v: string) => <Typography.Link>{v}</Typography.Link> },
    { key: 'bill_date', title: t('field.bill_date'), dataIndex: 'bill_date', width: 110, render: (v: string) => dayjs(v).format('YYYY-MM-DD') },
    meta.store === 'transfer'
      ? { key: 'stores', title: `${t('field.out_store_id')} → ${t('field.in_store_id')}`, width: 200, render: (_: unknown, r: BillHeader) => `${r.out_store_name} → ${r.in_store_name}` }
      : meta.partner ? { key: 'partner_name', title: t(`field.${partnerField(meta)}`), dataIndex: 'partner_name', width: 200, ellipsis: true }
        : { key: 'store_name', title: t('field.store_id'), dataIndex: 'store_name', width: 160 },
    ...(headerFields(meta).includes('delivery_date') ? [{ key: 'delivery_date', title: t('field.delivery_date'), dataIndex: 'delivery_date', width: 110, render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : '') }] : []),
    { key: 'principal_name', title: t('field.principal_name'), dataIndex: 'principal_name', width: 100, ellipsis: true },
    { key: 'department_name', title: t('field.department_name'), dataIndex: 'department_name', width: 110, ellipsis: true },
    ...(meta.money ? [] : [{ key: 'total_number', title: t('field.total_number'), dataIndex: 'total_number', width: 120, align: 'right' as const, render: (v: string) => formatAmount(v, 4) }]),
    { key: 'total_amount', title: t('field.total_amount'), dataIndex: 'total_amount', width: 130, align: 'right', render: (v: string) => formatAmount(v) },
    { key: 'audit_status', title: t('field.audit_status'), dataIndex: 'audit_status', width: 110, render: (v: BillHeader['audit_status']) => <StatusTag status={v} /> },
    ...(progress ? [{ key: progress, title: t(`field.${progress}`), dataIndex: progress, width: 110, render: (v: number) => <ProgressTag value={v} field={progress} /> }] : []),
    ...(settles(meta) ? [{ key: 'pay_status', title: t('field.pay_status'), dataIndex: 'pay_status', width: 110, render: (v: number) => <PayTag value={v} /> }] : []),
    ...(isInvoiced(meta) ? [invoiceStatusColumn(ti)] : []),
    { key: 'remark', title: t('field.remark'), dataIndex: 'remark', ellipsis: true },
  ];
  // Invoices: the invoice's number, date and kind after the document number, tax and total with tax after the amount.
  return meta.invoice ? invoiceColumns(meta, columns, ti) : columns;
}
