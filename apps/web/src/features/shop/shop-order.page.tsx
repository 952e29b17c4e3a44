import { Card, Descriptions, Drawer, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights } from '../../engines/permission/Auth.tsx';
import { useApiQuery } from '../../request/index.ts';
import { ShopOrderActions } from './ShopOrderActions.tsx';
import type { ShopOrderDetail, ShopOrderList, ShopOrderRow } from '@zf/shared';
import { orderStatusColors, payStatusColors } from './shop-order-types.ts';

function OrderDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const detail = useApiQuery<ShopOrderDetail>(`/shop-orders/${id}`);
  const d = detail.data;
  return (
    <Drawer open width={720} title={d?.sub_order_sn ?? ''} onClose={onClose} loading={detail.isLoading}>
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered items={[
            { key: 's', label: t('order.status'), children: <Tag color={orderStatusColors[d.order_status]}>{t(`orderStatus.${d.order_status}`)}</Tag> },
            { key: 'p', label: t('order.payStatus'), children: <Tag color={payStatusColors[d.pay_status]}>{t(`payStatus.${d.pay_status}`)}</Tag> },
            { key: 'a', label: t('order.orderAmount'), children: d.order_amount },
            { key: 'r', label: t('order.receivedAmount'), children: d.receipt_amount },
            { key: 'b', label: t('order.bankSerial'), children: d.bank_serial || '—' },
            { key: 'l', label: t('order.logisticsSn'), children: d.logistics_sn || '—' },
            ...(d.cancel_reason ? [{ key: 'c', label: t('order.cancelReason'), children: d.cancel_reason, span: 2 }] : []),
          ]} />
          <Table rowKey="line_no" size="small" pagination={false} dataSource={d.lines} columns={[
            { title: t('order.product'), dataIndex: 'product_name', render: (v: string, l) => `${l.product_code} ${v}` },
            { title: t('order.number'), dataIndex: 'number', align: 'right', width: 110 },
            { title: t('order.price'), dataIndex: 'price', align: 'right', width: 120 },
            { title: t('order.amount'), dataIndex: 'amount', align: 'right', width: 120 },
          ]} />
          {d.receipts.length > 0 && (
            <Table rowKey="id" size="small" pagination={false} dataSource={d.receipts} columns={[
              { title: t('order.receiptBill'), dataIndex: 'receipt_bill_sn' },
              { title: t('order.amount'), dataIndex: 'amount', align: 'right', width: 120 },
              { title: t('order.bankSerial'), dataIndex: 'bank_serial' },
              { title: t('order.time'), dataIndex: 'create_time', width: 170, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
            ]} />
          )}
        </Space>
      )}
    </Drawer>
  );
}

/** 门店订单 (shopOrder): the shops' orders, their payment and shipping, made into sales orders and receipts. */
export default function ShopOrderPage() {
  const { t } = useTranslation('shop');
  const [query, setQuery] = useState<{ page: number; page_size: number; order_status?: number; pay_status?: number; keyword?: string }>({ page: 1, page_size: 20 });
  const [detail, setDetail] = useState<number | null>(null);
  const list = useApiQuery<ShopOrderList>('/shop-orders', query, { placeholderData: (p) => p });
  const statusOptions = [1, 2, 3, 4, 5].map((v) => ({ value: v, label: t(`orderStatus.${v}`) }));
  const payOptions = [1, 2, 3].map((v) => ({ value: v, label: t(`payStatus.${v}`) }));

  return (
    <PageRights page="shopOrder">
      <Card variant="borderless" title={t('order.title')}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Input.Search allowClear placeholder={t('order.search')} style={{ width: 260 }} onSearch={(v) => setQuery({ ...query, page: 1, keyword: v || undefined })} data-testid="shop-order-search" />
          <Select allowClear placeholder={t('order.status')} options={statusOptions} style={{ width: 140 }} onChange={(v?: number) => setQuery({ ...query, page: 1, order_status: v })} />
          <Select allowClear placeholder={t('order.payStatus')} options={payOptions} style={{ width: 140 }} onChange={(v?: number) => setQuery({ ...query, page: 1, pay_status: v })} />
        </Space>
        <Table<ShopOrderRow>
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          scroll={{ x: 1500 }}
          pagination={{ current: query.page, pageSize: query.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (page, page_size) => setQuery({ ...query, page, page_size }) }}
          columns={[
            { title: t('order.subOrderSn'), dataIndex: 'sub_order_sn', width: 170, fixed: 'left' },
            { title: t('order.shop'), dataIndex: 'shop_name', width: 140, ellipsis: true },
            { title: t('order.type'), dataIndex: 'order_type', width: 90, render: (v: number) => t(`orderType.${v}`) },
            { title: t('order.status'), dataIndex: 'order_status', width: 100, render: (v: number) => <Tag color={orderStatusColors[v]}>{t(`orderStatus.${v}`)}</Tag> },
            { title: t('order.payStatus'), dataIndex: 'pay_status', width: 100, render: (v: number) => <Tag color={payStatusColors[v]}>{t(`payStatus.${v}`)}</Tag> },
            { title: t('order.orderAmount'), dataIndex: 'order_amount', width: 110, align: 'right' },
            { title: t('order.originalAmount'), dataIndex: 'original_amount', width: 120, align: 'right' },
            { title: t('order.receivedAmount'), dataIndex: 'receipt_amount', width: 110, align: 'right' },
            { title: t('order.bankSerial'), dataIndex: 'bank_serial', width: 150, ellipsis: true },
            { title: t('order.logisticsSn'), dataIndex: 'logistics_sn', width: 150, ellipsis: true },
            { title: t('order.saleOrder'), dataIndex: 'sale_order_sn', width: 170 },
            { title: t('order.time'), dataIndex: 'create_time', width: 150, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
            { title: t('order.actions'), key: 'actions', width: 90, fixed: 'right', render: (_, r) => <ShopOrderActions order={r} onDetail={() => setDetail(r.id)} /> },
          ]}
        />
        {detail !== null && <OrderDetail id={detail} onClose={() => setDetail(null)} />}
      </Card>
    </PageRights>
  );
}
