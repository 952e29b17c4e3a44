import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Decimal, formatAmount, ShopOrderStatus } from '@zf/shared';
import { App, Button, Descriptions, Drawer, Form, Input, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOrderDetail } from '@zf/shared';
import { orderStatusColors, payStatusColors } from './shop-order-types.ts';
import { shopApi } from './shop-view-session.ts';

/**
 * One of the shop's orders in the shop ordering view: its status, amounts, logistics No. and goods; while the seller
 * has not accepted it (pending) the shop can cancel it with a reason of two characters or more.
 */
export function ShopViewOrder({ token, id, onClose }: { token: string; id: number; onClose: () => void }) {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const detail = useQuery<ShopOrderDetail>({ queryKey: ['shop-view/order', token, id], queryFn: () => shopApi.get(token, `/shop-view/orders/${id}`) });
  const d = detail.data;

  const cancel = async () => {
    const { reason } = await form.validateFields();
    setBusy(true);
    try {
      await shopApi.post(token, `/shop-view/orders/${id}/cancel`, { reason });
      void message.success(t('view.cancelDone'));
      setCancelling(false);
      await client.invalidateQueries({ queryKey: ['shop-view/order', token, id] });
      await client.invalidateQueries({ queryKey: ['shop-view/orders'] });
    } catch {
      // The request layer showed the server's message (already accepted, reason too short).
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer open width={680} title={d?.sub_order_sn ?? ''} onClose={onClose} loading={detail.isLoading} data-testid="shop-view-order">
      {d && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions size="small" column={2} bordered items={[
            { key: 's', label: t('order.status'), children: <Tag color={orderStatusColors[d.order_status]}>{t(`orderStatus.${d.order_status}`)}</Tag> },
            { key: 'p', label: t('order.payStatus'), children: <Tag color={payStatusColors[d.pay_status]}>{t(`payStatus.${d.pay_status}`)}</Tag> },
            { key: 'y', label: t('order.type'), children: t(`orderType.${d.order_type}`) },
            { key: 't', label: t('order.time'), children: dayjs.unix(d.create_time).format('YYYY-MM-DD HH:mm') },
            { key: 'a', label: t('order.orderAmount'), children: formatAmount(d.order_amount) },
            { key: 'r', label: t('order.receivedAmount'), children: formatAmount(d.receipt_amount) },
            { key: 'l', label: t('order.logisticsSn'), children: d.logistics_sn || '—', span: 2 },
            ...(d.remark ? [{ key: 'm', label: t('view.remark'), children: d.remark, span: 2 }] : []),
            ...(d.cancel_reason ? [{ key: 'c', label: t('order.cancelReason'), children: d.cancel_reason, span: 2 }] : []),
          ]} />
          <Table rowKey="line_no" size="small" pagination={false} dataSource={d.lines} title={() => t('view.lines')} columns={[
            { title: t('order.product'), dataIndex: 'product_name', render: (v: string, l) => `${l.product_code} ${v}` },
            { title: t('order.number'), dataIndex: 'number', align: 'right', width: 100, render: (v: string) => new Decimal(v).toString() },
            { title: t('order.price'), dataIndex: 'price', align: 'right', width: 110, render: (v: string) => formatAmount(v) },
            { title: t('order.amount'), dataIndex: 'amount', align: 'right', width: 110, render: (v: string) => formatAmount(v) },
          ]} />
          {d.order_status === ShopOrderStatus.pending && !cancelling && (
            <Space>
              <Button danger onClick={() => setCancelling(true)} data-testid="shop-view-cancel">{t('view.cancel')}</Button>
              <Typography.Text type="secondary">{t('view.cancelHint')}</Typography.Text>
            </Space>
          )}
          {cancelling && (
            <Form form={form} layout="vertical">
              <Form.Item name="reason" label={t('order.cancelReason')} rules={[{ required: true, whitespace: true, min: 2, message: t('order.reasonRule') }]}>
                <Input.TextArea maxLength={200} rows={2} />
              </Form.Item>
              <Space>
                <Button danger type="primary" loading={busy} onClick={() => void cancel()} data-testid="shop-view-cancel-confirm">{t('view.cancel')}</Button>
                <Button onClick={() => setCancelling(false)}>{t('view.back')}</Button>
              </Space>
            </Form>
          )}
        </Space>
      )}
    </Drawer>
  );
}
