import { billMetaOf, type BillCreated } from '@zf/shared';
import { Alert, DatePicker, Descriptions, Form, Input, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../engines/resource/index.ts';
import { ApiError, api, useApiQuery } from '../../request/index.ts';
import { BillList } from '../documents/bill-list.tsx';
import type { BillMode } from '../documents/bill-screen.tsx';
import { BillView } from '../documents/bill-view.tsx';
import { OrderComponents, type ComponentWarehouses } from './order-components.tsx';
import { sentUnit, useProductUnits } from './product-units.ts';

interface OrderDetail {
  lines: Array<{ product_id: number; product_name: string; warehouse_id: number }>;
  ext: { product_code: string; product_name: string; quantity: string; tolerance: string; unit_id?: number; unit_quantity?: string; backflush?: Array<{ product_id: number }>; planned_start?: string | null; planned_end?: string | null; steps: Array<{ sequence: number; process_name: string }> };
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
      <Descriptions.Item label={t('steps')} span={ext.backflush?.length ? 1 : 3}>{ext.steps.map((s) => `${s.sequence} ${s.process_name}`).join(' → ') || t('noRouting')}</Descriptions.Item>
      {/* The BOM snapshot's backflushed (倒冲) lines: consumed by the order's receipts, not picked. */}
      {ext.backflush?.length ? (
        <Descriptions.Item label={t('backflushLines')} span={2}>
          <span data-testid="order-backflush">{ext.backflush.map((f) => order.data?.lines.find((l) => l.product_id === f.product_id)?.product_name ?? f.product_id).join('、')}</span>
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

interface OrderForm { bill_date: Dayjs; product_id: number; quantity: string; unit_id?: number; store_id: number; department_id?: number; planned?: [Dayjs, Dayjs]; tolerance?: string; remark?: string }

/**
 * 生产单: the production orders' list and detail (approval, print) from the documents feature, with this page's own
 * form for a new or edited order — product, quantity, receipt warehouse, workshop, planned dates and over-issue
 * tolerance — in place of the generic line editor: the server copies the product's BOM (应发 with the loss rate)
 * and routing into the order. The saved order opens for review and approval, its product and steps above its lines.
 */
export default function ProductionOrderPage() {
  const { t } = useTranslation('production');
  const meta = billMetaOf('production-orders')!;
  const [search, setSearch] = useSearchParams();
  const linked = Number(search.get('id'));
  const [mode, setMode] = useState<{ list: true } | { id: number }>(linked > 0 ? { id: linked } : { list: true });
  const [opened, setOpened] = useState(linked);
  if (linked !== opened) {
    setOpened(linked);
    if (linked > 0) setMode({ id: linked });
  }
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [form] = Form.useForm<OrderForm>();
  const product = Form.useWatch('product_id', form);
  const quantity = Form.useWatch('quantity', form);
  const unit = Form.useWatch('unit_id', form);
  const store = Form.useWatch('store_id', form);
  // The component rows' issuing warehouses the user set (an edited order: the ones it has); the rest take the defaults.
  const [componentWarehouses, setComponentWarehouses] = useState<ComponentWarehouses>({});
  const units = useProductUnits([product]);
  const productUnits = (product && units.get(product)) || [];
  const go = (m: BillMode) => {
    if (m.mode === 'list') setMode({ list: true });
    else if (m.mode === 'view') setMode({ id: m.id });
    else void openForm(m.draft?.id ?? 0);
  };
  const openForm = async (id: number) => {
    setProblems([]);
    form.resetFields();
    setComponentWarehouses({});
    if (id) {
      const b = await api.get<{ bill_date: string; store_id: number; department_id: number; remark: string; lines: OrderDetail['lines']; ext: OrderDetail['ext'] & { product_id: number } }>(`/bills/production-orders/${id}`);
      setComponentWarehouses(Object.fromEntries(b.lines.filter((l) => l.warehouse_id).map((l) => [l.product_id, l.warehouse_id])));
      form.setFieldsValue({
        // An order counted in another unit of its product shows that count; the server keeps base units in `quantity`.
        bill_date: dayjs(b.bill_date), product_id: b.ext.product_id, quantity: b.ext.unit_id ? b.ext.unit_quantity ?? b.ext.quantity : b.ext.quantity, unit_id: b.ext.unit_id || undefined, store_id: b.store_id, department_id: b.department_id || undefined,
        tolerance: b.ext.tolerance, remark: b.remark, planned: b.ext.planned_start && b.ext.planned_end ? [dayjs(b.ext.planned_start), dayjs(b.ext.planned_end)] : undefined,
      });
    }
    setEditing(id);
  };
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setProblems([]);
    try {
      const body = {
        bill_date: v.bill_date.format('YYYY-MM-DD'), store_id: v.store_id, department_id: v.department_id, remark: v.remark,
        // Rows name only their warehouse: the server remakes them from the BOM (应发) and keeps the warehouse per component.
        lines: Object.entries(componentWarehouses).map(([productId, warehouseId]) => ({ product_id: Number(productId), number: '1', warehouse_id: warehouseId })),
        ext: { product_id: v.product_id, quantity: v.quantity, unit_id: sentUnit(units.get(v.product_id), v.unit_id), tolerance: v.tolerance || '0', planned_start: v.planned?.[0].format('YYYY-MM-DD'), planned_end: v.planned?.[1].format('YYYY-MM-DD') },
      };
      const id = editing ? (await api.put(`/bills/production-orders/${editing}`, body, { quiet: [4220] }), editing) : (await api.post<BillCreated>('/bills/production-orders', body, { quiet: [4220] })).id;
      setEditing(null);
      setSearch({ id: String(id) });
      setMode({ id });
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) setProblems(Object.values(e.fields));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {'id' in mode
        ? <><OrderHeader key={`h${mode.id}`} id={mode.id} /><BillView key={mode.id} meta={meta} id={mode.id} go={go} /></>
        : <BillList meta={meta} go={go} />}
      <Modal open={editing !== null} title={editing ? t('order.edit') : t('order.new')} onCancel={() => setEditing(null)} onOk={() => void save()} confirmLoading={saving}
        okText={t('save')} cancelText={t('cancel')} forceRender width={720}>
        <Form form={form} layout="horizontal" labelCol={{ span: 7 }} initialValues={{ bill_date: dayjs(), tolerance: '0' }} data-testid="order-form">
          <Form.Item name="bill_date" label={t('order.date')} rules={[{ required: true }]}><DatePicker allowClear={false} /></Form.Item>
          <Form.Item name="product_id" label={t('order.product')} rules={[{ required: true, message: t('order.productRequired') }]}><RefSelect resource="products" id="order-product" /></Form.Item>
          <Form.Item label={t('order.quantity')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="quantity" noStyle rules={[{ required: true, pattern: /^\d+(\.\d{1,4})?$/, message: t('order.quantityRule') }]}><Input inputMode="decimal" id="order-quantity" /></Form.Item>
              {/* The product's units, as on a trading bill's row: the BOM is exploded for quantity × the unit's ratio. */}
              {productUnits.length > 1 && (
                <Form.Item name="unit_id" noStyle>
                  <Select style={{ width: 110 }} aria-label={t('unit')} placeholder={productUnits[0]?.unit_name} data-testid="order-unit"
                    options={productUnits.map((u) => ({ value: u.unit_id, label: u.unit_name }))} />
                </Form.Item>
              )}
            </Space.Compact>
          </Form.Item>
          <Form.Item name="store_id" label={t('order.warehouse')} rules={[{ required: true, message: t('order.warehouseRequired') }]}><RefSelect resource="warehouses" id="order-warehouse" /></Form.Item>
          <Form.Item name="department_id" label={t('order.workshop')}><RefSelect resource="departments" /></Form.Item>
          <Form.Item name="planned" label={t('order.planned')}><DatePicker.RangePicker /></Form.Item>
          <Form.Item name="tolerance" label={t('order.tolerance')} rules={[{ pattern: /^\d+(\.\d{1,4})?$/, message: t('order.quantityRule') }]}><Input inputMode="decimal" suffix="%" /></Form.Item>
          <Form.Item name="remark" label={t('order.remark')}><Input maxLength={500} /></Form.Item>
        </Form>
        <Alert type="info" showIcon message={t('order.bomHint')} />
        <div style={{ marginTop: 8 }}>
          <OrderComponents productId={product} quantity={quantity} unitId={sentUnit(units.get(product), unit)} storeId={store} value={componentWarehouses} onChange={setComponentWarehouses} />
        </div>
        {problems.length > 0 && <Alert type="error" style={{ marginTop: 8 }} message={problems.join('；')} data-testid="order-problems" />}
      </Modal>
    </Space>
  );
}
