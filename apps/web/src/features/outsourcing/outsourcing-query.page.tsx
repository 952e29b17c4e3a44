import { formatAmount, type OutsourcingProgress, type ListOf } from '@zf/shared';
import { Card, Select, Switch, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import type { OrderProgress, OutsourcingBill, ReceiptEstimate } from './outsourcing-api.ts';
import { MaterialTable } from './outsourcing-orders.page.tsx';
import { EstimateTag } from './receipt-estimate.tsx';

const types = ['outsourcing-orders', 'outsourcing-picks', 'outsourcing-supplements', 'outsourcing-returns', 'outsourcing-ins', 'outsourcing-fees'] as const;
const money = (v: string) => formatAmount(v);

/** Every outsourcing document, filtered by type. */
function Documents() {
  const { t } = useTranslation('outsourcing');
  const [type, setType] = useState<string | undefined>();
  const bills = useApiQuery<ListOf<OutsourcingBill>>('/outsourcing/bills', type ? { type } : undefined, { staleTime: 0 });
  return (
    <Card size="small" extra={<Select allowClear placeholder={t('allTypes')} style={{ width: 180 }} value={type} onChange={setType} options={types.map((v) => ({ value: v, label: t(`type.${v}`) }))} />}>
      <Table<OutsourcingBill> size="small" bordered rowKey="id" dataSource={bills.data?.list ?? []} loading={bills.isFetching && !bills.data} data-testid="os-bills" pagination={{ pageSize: 20 }}
        columns={[
          { key: 'type', dataIndex: 'type', title: t('docType'), width: 130, render: (v: string) => t(`type.${v}`) },
          { key: 'sn', dataIndex: 'bill_sn', title: t('billSn'), width: 180 },
          { key: 'date', dataIndex: 'bill_date', title: t('billDate'), width: 110 },
          { key: 'partner', dataIndex: 'partner_name', title: t('supplier'), ellipsis: true },
          { key: 'order', dataIndex: 'order_sn', title: t('order'), width: 180 },
          { key: 'number', dataIndex: 'total_number', title: t('quantity'), align: 'right', width: 110, render: (v: string) => formatAmount(v, 4) },
          { key: 'amount', dataIndex: 'total_amount', title: t('amount'), align: 'right', width: 110, render: money },
          { key: 'status', dataIndex: 'audit_status', title: t('status'), width: 90, render: (v: number) => (v === 2 ? <Tag color="green">{t('approved')}</Tag> : <Tag>{t('pending')}</Tag>) },
        ]} />
    </Card>
  );
}

/** Per order: picked, consumed, received, billed, and the 1408 reconciliation (sent − consumed + billed − carried). */
function Progress() {
  const { t } = useTranslation('outsourcing');
  const progress = useApiQuery<OutsourcingProgress>('/outsourcing/progress', undefined, { staleTime: 0 });
  return (
    <Card size="small">
      <Table<OrderProgress> size="small" bordered rowKey="order_id" dataSource={progress.data?.list ?? []} loading={progress.isFetching && !progress.data} data-testid="os-progress"
        expandable={{ expandedRowRender: (o) => <MaterialTable order={o} /> }} pagination={{ pageSize: 20 }} scroll={{ x: 1860 }}
        columns={[
          { key: 'sn', dataIndex: 'bill_sn', title: t('order'), width: 170 },
          { key: 'partner', dataIndex: 'partner_name', title: t('supplier'), width: 160, ellipsis: true },
          { key: 'product', dataIndex: 'product_name', title: t('product'), width: 160, ellipsis: true },
          { key: 'quantity', dataIndex: 'quantity', title: t('quantity'), align: 'right', width: 100, render: (v: string) => formatAmount(v, 4) },
          { key: 'received', dataIndex: 'received', title: t('received'), align: 'right', width: 100, render: (v: string) => formatAmount(v, 4) },
          { key: 'billed', dataIndex: 'billed_number', title: t('billed'), align: 'right', width: 100, render: (v: string) => formatAmount(v, 4) },
          ...(['sent_value', 'consumed_value', 'fee_carried', 'fee_billed', 'fee_estimated', 'fee_adjusted', 'open_value'] as const).map((k) => ({
            key: k, dataIndex: k, title: t(`progress.${k}`), align: 'right' as const, width: 130, render: money,
          })),
        ]} />
    </Card>
  );
}

/** 暂估 list: receipts whose processing fee is owed on an estimate (open ones by default, what 2202 carries at month end). */
function Estimates() {
  const { t } = useTranslation('outsourcing');
  const [all, setAll] = useState(false);
  const estimates = useApiQuery<ListOf<ReceiptEstimate>>('/outsourcing/estimates', all ? undefined : { open: '1' }, { staleTime: 0 });
  const list = estimates.data?.list ?? [];
  const total = list.reduce((s, r) => s + Number(r.open ?? 0), 0);
  return (
    <Card size="small" title={t('estimate.listTitle', { total: formatAmount(String(total.toFixed(2))) })}
      extra={<span>{t('estimate.showAll')} <Switch size="small" checked={all} onChange={setAll} data-testid="os-estimates-all" /></span>}>
      <Table<ReceiptEstimate> size="small" bordered rowKey="receipt_id" dataSource={list} loading={estimates.isFetching && !estimates.data} data-testid="os-estimates" pagination={{ pageSize: 20 }} scroll={{ x: 1100 }}
        columns={[
          { key: 'sn', dataIndex: 'bill_sn', title: t('billSn'), width: 170 },
          { key: 'date', dataIndex: 'bill_date', title: t('billDate'), width: 105 },
          { key: 'order', dataIndex: 'order_sn', title: t('order'), width: 170 },
          { key: 'partner', dataIndex: 'partner_name', title: t('supplier'), ellipsis: true },
          { key: 'product', dataIndex: 'product_name', title: t('product'), ellipsis: true },
          { key: 'received', dataIndex: 'received', title: t('received'), align: 'right', width: 100, render: (v: string) => formatAmount(v, 4) },
          { key: 'state', dataIndex: 'state', title: t('status'), width: 120, render: (v: ReceiptEstimate['state']) => <EstimateTag state={v} /> },
          ...(['estimated', 'reversed', 'open'] as const).map((k) => ({
            key: k, dataIndex: k, title: t(`estimate.${k}`), align: 'right' as const, width: 100, render: (v?: string) => (v === undefined ? '' : money(v)),
          })),
        ]} />
    </Card>
  );
}

/** 委外单据查询: the documents, each order's progress and 核销 of issued vs consumed materials, and the 暂估 list. */
export default function OutsourcingQueryPage() {
  const { t } = useTranslation('outsourcing');
  return (
    <Tabs items={[
      { key: 'bills', label: t('documents'), children: <Documents /> },
      { key: 'progress', label: t('orderProgress'), children: <Progress /> },
      { key: 'estimates', label: t('estimate.tab'), children: <Estimates /> },
    ]} />
  );
}
