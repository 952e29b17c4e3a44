import { DownOutlined } from '@ant-design/icons';
import { ShopOrderStatus, PayStatus } from '@zf/shared';
import { App, Button, Dropdown, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { api, ApiError, queryClient } from '../../request/index.ts';
import type { ShopOrderRow, ShopSaleOrderMade } from '@zf/shared';

type Action = 'receipt' | 'ship' | 'cancel';

/** Row actions of a shop order: make the sales order, confirm a receipt, ship (logistics No.), cancel with a reason. */
export function ShopOrderActions({ order, onDetail }: { order: ShopOrderRow; onDetail: () => void }) {
  const { t } = useTranslation('shop');
  const { message, modal } = App.useApp();
  const can = useCan('shopOrder');
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const live = order.order_status !== ShopOrderStatus.cancelled;
  const unpaid = (Number(order.order_amount) - Number(order.receipt_amount)).toFixed(2);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['/shop-orders'] });

  const run = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await api.post(`/shop-orders/${order.id}/${path}`, body);
      message.success(done);
      setOpen(null);
      await refresh();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    const v = await form.validateFields();
    if (open === 'receipt') await run('receipt', { amount: String(v.amount), account_id: v.account_id, bank_serial: v.bank_serial || undefined }, t('order.receiptDone'));
    if (open === 'ship') await run('ship', { logistics_sn: v.logistics_sn }, t('order.shipDone'));
    if (open === 'cancel') await run('cancel', { reason: v.reason }, t('order.cancelDone'));
  };
  const confirmSaleOrder = () => modal.confirm({
    title: t('order.confirmTitle'), content: t('order.confirmText', { sn: order.sub_order_sn }),
    onOk: async () => {
      try {
        const made = await api.post<ShopSaleOrderMade>(`/shop-orders/${order.id}/sale-order`);
        message.success(t('order.saleOrderMade', { sn: made.sale_order_sn }));
        await refresh();
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
      }
    },
  });
  const complete = () => modal.confirm({
    title: t('order.completeTitle'), content: t('order.completeText', { sn: order.sub_order_sn }),
    onOk: async () => {
      try {
        await api.post(`/shop-orders/${order.id}/complete`);
        message.success(t('order.completeDone'));
        await refresh();
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
      }
    },
  });
  const start = (action: Action) => { form.resetFields(); if (action === 'receipt') form.setFieldsValue({ amount: Number(unpaid) }); setOpen(action); };
  const items = [
    { key: 'detail', label: t('order.detail'), onClick: onDetail },
    ...(live && order.order_status === ShopOrderStatus.pending && can('shop_order_confirm') ? [{ key: 'confirm', label: t('order.makeSaleOrder'), onClick: confirmSaleOrder }] : []),
    ...(live && order.sale_order_id && Number(unpaid) > 0 && can('shop_order_receipt') ? [{ key: 'receipt', label: t('order.receipt'), onClick: () => start('receipt') }] : []),
    ...(live && order.order_status !== ShopOrderStatus.completed && order.sale_order_id && can('shop_order_ship') ? [{ key: 'ship', label: t('order.ship'), onClick: () => start('ship') }] : []),
    // Completed once shipped and fully paid (the server says why otherwise).
    ...(order.order_status === ShopOrderStatus.shipped && order.pay_status === PayStatus.full && can('shop_order_complete') ? [{ key: 'complete', label: t('order.complete'), onClick: complete }] : []),
    ...(live && !order.sale_order_id && Number(order.receipt_amount) === 0 && can('shop_order_cancel') ? [{ key: 'cancel', label: t('order.cancel'), danger: true, onClick: () => start('cancel') }] : []),
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button type="link" size="small" data-testid={`shop-order-more-${order.id}`}>{t('order.more')} <DownOutlined /></Button>
      </Dropdown>
      <Modal open={open !== null} title={open ? `${t(`order.${open}`)} · ${order.sub_order_sn}` : ''} onCancel={() => setOpen(null)} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
        <Form form={form} layout="vertical">
          {open === 'receipt' && (
            <>
              <Form.Item name="amount" label={t('order.receiptAmount', { left: unpaid })} rules={[{ required: true }]}>
                <InputNumber min={0.01} max={Number(unpaid)} precision={2} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name="account_id" label={t('order.account')} rules={[{ required: true }]}><RefSelect resource="settlement-accounts" /></Form.Item>
              <Form.Item name="bank_serial" label={t('order.bankSerial')}><Input maxLength={60} /></Form.Item>
            </>
          )}
          {open === 'ship' && (
            <Form.Item name="logistics_sn" label={t('order.logisticsSn')} rules={[{ required: true }]}><Input maxLength={60} /></Form.Item>
          )}
          {open === 'cancel' && (
            <Form.Item name="reason" label={t('order.cancelReason')} rules={[{ required: true, min: 2, message: t('order.reasonRule') }]}><Input.TextArea maxLength={200} rows={3} /></Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
