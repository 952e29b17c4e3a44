import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../engines/resource/index.ts';
import { ApiError, api, useApiQuery } from '../../request/index.ts';
import { BillScreen } from '../documents/bill-screen.tsx';

interface OrderDetail {
  ext: { product_code: string; product_name: string; quantity: string; tolerance: string; planned_start?: string | null; planned_end?: string | null; steps: Array<{ sequence: number; process_name: string }> };
}

/** What the order makes, shown above its lines: product × quantity, tolerance, planned dates and the routing snapshot. */
function OrderHeader({ id }: { id: number }) {
  const { t } = useTranslation('production');
  const order = useApiQuery<OrderDetail>(`/bills/production-orders/${id}`, undefined, { staleTime: 0 });
  const ext = order.data?.ext;
  if (!ext) return null;
  return (
    <Descriptions size="small" bordered column={3} data-testid="order-header" style={{ background: '#fff' }}>
      <Descriptions.Item label={t('order.product')}>{`${ext.product_code} ${ext.product_name} × ${Number(ext.quantity)}`}</Descriptions.Item>
      <Descriptions.Item label={t('order.tolerance')}>{`${Number(ext.tolerance)}%`}</Descriptions.Item>
      <Descriptions.Item label={t('order.planned')}>{[ext.planned_start, ext.planned_end].filter(Boolean).join(' ~ ') || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('steps')} span={3}>{ext.steps.map((s) => `${s.sequence} ${s.process_name}`).join(' → ') || t('noRouting')}</Descriptions.Item>
    </Descriptions>
  );
}

interface OrderForm { bill_date: Dayjs; product_id: number; quantity: string; store_id: number; department_id?: number; planned?: [Dayjs, Dayjs]; tolerance?: string; remark?: string }

/**
 * 生产单: the production orders' bill screen (list, detail, approval, print) with a form for a new order: product,
 * quantity, receipt warehouse, workshop, planned dates and over-issue tolerance. The server copies the product's BOM
 * (应发 with the loss rate) and routing into the order; the saved order opens for review and approval.
 */
export default function ProductionOrderPage() {
  const { t } = useTranslation('production');
  const [search, setSearch] = useSearchParams();
  const shown = Number(search.get('id'));
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [form] = Form.useForm<OrderForm>();
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setProblems([]);
    try {
      const made = await api.post<{ id: number }>('/bills/production-orders', {
        bill_date: v.bill_date.format('YYYY-MM-DD'), store_id: v.store_id, department_id: v.department_id, remark: v.remark, lines: [],
        ext: { product_id: v.product_id, quantity: v.quantity, tolerance: v.tolerance || '0', planned_start: v.planned?.[0].format('YYYY-MM-DD'), planned_end: v.planned?.[1].format('YYYY-MM-DD') },
      }, { quiet: [4220] });
      setOpen(false);
      form.resetFields();
      setSearch({ id: String(made.id) });
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) setProblems(Object.values(e.fields));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="new-production-order">{t('order.new')}</Button>
      {shown > 0 && <OrderHeader key={shown} id={shown} />}
      <BillScreen type="production-orders" />
      <Modal open={open} title={t('order.new')} onCancel={() => setOpen(false)} onOk={() => void save()} confirmLoading={saving} okText={t('save')} cancelText={t('cancel')} destroyOnHidden width={560}>
        <Form form={form} layout="horizontal" labelCol={{ span: 7 }} initialValues={{ bill_date: dayjs(), tolerance: '0' }} data-testid="order-form">
          <Form.Item name="bill_date" label={t('order.date')} rules={[{ required: true }]}><DatePicker allowClear={false} /></Form.Item>
          <Form.Item name="product_id" label={t('order.product')} rules={[{ required: true, message: t('order.productRequired') }]}><RefSelect resource="products" id="order-product" /></Form.Item>
          <Form.Item name="quantity" label={t('order.quantity')} rules={[{ required: true, pattern: /^\d+(\.\d{1,4})?$/, message: t('order.quantityRule') }]}><Input inputMode="decimal" id="order-quantity" /></Form.Item>
          <Form.Item name="store_id" label={t('order.warehouse')} rules={[{ required: true, message: t('order.warehouseRequired') }]}><RefSelect resource="warehouses" id="order-warehouse" /></Form.Item>
          <Form.Item name="department_id" label={t('order.workshop')}><RefSelect resource="departments" /></Form.Item>
          <Form.Item name="planned" label={t('order.planned')}><DatePicker.RangePicker /></Form.Item>
          <Form.Item name="tolerance" label={t('order.tolerance')} rules={[{ pattern: /^\d+(\.\d{1,4})?$/, message: t('order.quantityRule') }]}><Input inputMode="decimal" suffix="%" /></Form.Item>
          <Form.Item name="remark" label={t('order.remark')}><Input maxLength={500} /></Form.Item>
        </Form>
        <Alert type="info" showIcon message={t('order.bomHint')} />
        {problems.length > 0 && <Alert type="error" style={{ marginTop: 8 }} message={problems.join('；')} data-testid="order-problems" />}
      </Modal>
    </Space>
  );
}
