import { billMetaOf, type ProductionBillList, type ProductionBillRow as Row } from '@zf/shared';
import { Card, DatePicker, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { useApiQuery } from '../../request/index.ts';
import { OrderSelect } from './order-select.tsx';
import { statusKeys } from './production-api.ts';

const types = ['production-orders', 'production-picks', 'production-supplements', 'production-returns', 'work-reports', 'production-ins', 'production-scraps'] as const;

/** 生产单据查询: every production document, by type, date, order and audit status, with its order and the order's status. */
export default function ProductionBillQueryPage() {
  const { t } = useTranslation('production');
  const language = useLanguage();
  const [type, setType] = useState<string>();
  const [orderId, setOrderId] = useState<number>();
  const [audit, setAudit] = useState<number>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState(1);
  const params = {
    type, order_id: orderId, audit_status: audit, page, page_size: 20,
    ...(range ? { date_from: range[0].format('YYYY-MM-DD'), date_to: range[1].format('YYYY-MM-DD') } : {}),
  };
  const data = useApiQuery<ProductionBillList>('/production/bill-query', params, { staleTime: 0 });
  return (
    <Card variant="borderless" title={t('query.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select allowClear placeholder={t('query.type')} style={{ width: 160 }} value={type} onChange={(v) => { setType(v); setPage(1); }}
            options={types.map((v) => ({ value: v, label: billMetaOf(v)!.label[language] }))} data-testid="query-type" />
          <OrderSelect value={orderId} onChange={(v) => { setOrderId(v); setPage(1); }} />
          <Select allowClear placeholder={t('query.audit')} style={{ width: 130 }} value={audit} onChange={(v) => { setAudit(v); setPage(1); }}
            options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`audit.${v}`) }))} />
          <DatePicker.RangePicker value={range} onChange={(r) => { setRange(r?.[0] && r[1] ? [r[0], r[1]] : null); setPage(1); }} />
        </Space>
        <Table<Row> size="small" bordered rowKey="id" loading={data.isFetching && !data.data} dataSource={data.data?.list ?? []} data-testid="production-query"
          pagination={{ current: page, pageSize: 20, total: data.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          columns={[
            { key: 'bill_sn', dataIndex: 'bill_sn', title: t('query.billSn'), width: 180 },
            { key: 'type', dataIndex: 'type', title: t('query.type'), width: 130, render: (v: string) => billMetaOf(v)?.label[language] ?? v },
            { key: 'bill_date', dataIndex: 'bill_date', title: t('order.date'), width: 110 },
            { key: 'order_sn', dataIndex: 'order_sn', title: t('orderNo'), width: 180 },
            { key: 'product_name', dataIndex: 'product_name', title: t('order.product') },
            { key: 'total_number', dataIndex: 'total_number', title: t('quantity'), align: 'right', width: 110, render: (v: string) => Number(v).toString() },
            { key: 'audit_status', dataIndex: 'audit_status', title: t('query.audit'), width: 100, render: (v: number) => <Tag color={v === 2 ? 'green' : undefined}>{t(`audit.${v}`)}</Tag> },
            { key: 'progress', title: t('query.progress'), align: 'right', width: 130, render: (_, r) => (r.order_id ? `${Number(r.order_received)} / ${Number(r.order_quantity)}` : '') },
            { key: 'production_status', dataIndex: 'production_status', title: t('statusLabel'), width: 110, render: (v: number) => (v ? t(statusKeys[v] ?? '') : '') },
          ]} />
      </Space>
    </Card>
  );
}
