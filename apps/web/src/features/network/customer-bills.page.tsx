import { formatAmount } from '@zf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { api } from '../../request/index.ts';
import { BillLink } from '../bills/index.ts';
import type { SupplyCustomerBill, SupplyCustomerBillList } from '@zf/shared';
import { qtyText } from './network-api.ts';

/** 客户单据列表 (customerBillList): deliveries (sales bills) to linked customers, and whether each customer has received them. */
export default function CustomerBillListPage() {
  const { t } = useTranslation('network');
  const [status, setStatus] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const params = { ...page, status, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['/supply/customer-bills', params],
    queryFn: ({ signal }) => api.get<SupplyCustomerBillList>('/supply/customer-bills', params, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <PageRights page="customerBillList">
      <Card title={t('bills.title')} variant="borderless">
        <Space wrap style={{ marginBottom: 12 }}>
          <Select allowClear placeholder={t('bills.allReceipts')} style={{ width: 160 }} value={status}
            options={[{ value: 1, label: t('orders.notReceived') }, { value: 2, label: t('orders.received') }]} onChange={(v: number | undefined) => { setStatus(v); setPage((p) => ({ ...p, page: 1 })); }} />
          <Input.Search allowClear placeholder={t('orders.keyword')} style={{ width: 240 }} onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, page: 1 })); }} />
        </Space>
        <Table<SupplyCustomerBill>
          rowKey="sale_bill_id" size="small" bordered loading={list.isFetching} dataSource={list.data?.list ?? []} scroll={{ x: 960 }}
          pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          columns={[
            { title: t('col.delivery'), dataIndex: 'bill_sn', width: 190, render: (v: string, b) => <BillLink type="sale-bills" id={b.sale_bill_id} sn={v} /> },
            { title: t('col.date'), dataIndex: 'bill_date', width: 110 },
            { title: t('col.customer'), dataIndex: 'partner_name', width: 200, ellipsis: true },
            { title: t('col.saleOrder'), dataIndex: 'order_bill_sn', width: 190 },
            { title: t('col.number'), dataIndex: 'total_number', width: 100, align: 'right', render: (v: string) => qtyText(v) },
            { title: t('col.amount'), dataIndex: 'total_amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
            { title: t('col.receipt'), dataIndex: 'received', width: 110, render: (v: boolean) => <Tag color={v ? 'green' : 'orange'}>{t(v ? 'orders.received' : 'orders.notReceived')}</Tag> },
          ]}
        />
      </Card>
    </PageRights>
  );
}
