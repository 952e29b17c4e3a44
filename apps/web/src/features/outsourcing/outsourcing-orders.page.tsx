import { AuditStatus, Decimal, formatAmount, type BillCreated, type OutsourcingBomLines, type OutsourcingProgress } from '@zf/shared';
import { App, Button, Card, Col, DatePicker, Form, Input, Modal, Popconfirm, Row, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/RefSelect.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { nextKinds, type DraftLine, type NextKind, type OrderProgress, type OutsourcingDraft } from './outsourcing-api.ts';

interface OrderValues {
  partner_id?: number; product_id?: number; store_id?: number; quantity?: string; fee_price?: string; tax_percent?: string; tolerance?: string;
  due_date?: Dayjs; bill_date?: Dayjs;
}
interface Material extends DraftLine { key: string; name: string }

const qtyText = (v: string) => formatAmount(v, 4);

/** Saves a document and approves it; answers its number. */
async function saveAndApprove(type: string, body: object): Promise<string> {
  const made = await api.post<BillCreated>(`/bills/${type}`, body);
  await api.post(`/bills/${type}/${made.id}/audit`, { action: 'audit' });
  return made.bill_sn;
}

/** New outsourcing order: supplier, product, quantity, fee; the supplied materials come from the BOM and stay editable. */
function OrderForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('outsourcing');
  const { message } = App.useApp();
  const [form] = Form.useForm<OrderValues>();
  const [materials, setMaterials] = useState<Material[]>([]);
  const loadBom = async () => {
    const v = await form.validateFields(['product_id', 'quantity']);
    const { lines } = await api.post<OutsourcingBomLines>('/outsourcing/bom-lines', { product_id: v.product_id, quantity: v.quantity });
    setMaterials(lines.map((l, i) => ({ product_id: l.product_id, number: l.number, key: `m${i}`, name: l.product_name })));
  };
  const save = async () => {
    const v = await form.validateFields();
    const bill_sn = await saveAndApprove('outsourcing-orders', {
      bill_date: (v.bill_date ?? dayjs()).format('YYYY-MM-DD'), partner_id: v.partner_id, store_id: v.store_id,
      ext: {
        product_id: v.product_id, quantity: v.quantity, fee_price: v.fee_price || '0', tax_rate: new Decimal(v.tax_percent || '13').div(100).toString(),
        tolerance: v.tolerance || '0', ...(v.due_date ? { due_date: v.due_date.format('YYYY-MM-DD') } : {}),
      },
      lines: materials.map((m) => ({ product_id: m.product_id, number: m.number })),
    });
    message.success(t('saved', { sn: bill_sn }));
    form.resetFields();
    setMaterials([]);
    onSaved();
  };
  return (
    <Card size="small" title={t('newOrder')}>
      <Form form={form} layout="vertical" initialValues={{ tax_percent: '13', tolerance: '0', bill_date: dayjs() }}>
        <Row gutter={12}>
          <Col span={6}><Form.Item name="partner_id" label={t('supplier')} rules={[{ required: true, message: t('required') }]}><RefSelect resource="partners" params={{ type: 2 }} id="os-supplier" /></Form.Item></Col>
          <Col span={6}><Form.Item name="product_id" label={t('product')} rules={[{ required: true, message: t('required') }]}><RefSelect resource="products" id="os-product" optionLabel={(r) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim()} /></Form.Item></Col>
          <Col span={4}><Form.Item name="quantity" label={t('quantity')} rules={[{ required: true, message: t('required') }]}><Input inputMode="decimal" id="os-quantity" /></Form.Item></Col>
          <Col span={4}><Form.Item name="fee_price" label={t('feePrice')}><Input inputMode="decimal" id="os-fee" /></Form.Item></Col>
          <Col span={4}><Form.Item name="tax_percent" label={t('taxPercent')}><Input inputMode="decimal" suffix="%" /></Form.Item></Col>
          <Col span={6}><Form.Item name="store_id" label={t('warehouse')} rules={[{ required: true, message: t('required') }]}><RefSelect resource="warehouses" id="os-warehouse" /></Form.Item></Col>
          <Col span={4}><Form.Item name="tolerance" label={t('tolerance')}><Input inputMode="decimal" suffix="%" /></Form.Item></Col>
          <Col span={5}><Form.Item name="bill_date" label={t('billDate')}><DatePicker allowClear={false} style={{ width: '100%' }} /></Form.Item></Col>
          <Col span={5}><Form.Item name="due_date" label={t('dueDate')}><DatePicker style={{ width: '100%' }} /></Form.Item></Col>
        </Row>
      </Form>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button onClick={() => void loadBom().catch(() => undefined)} data-testid="os-load-bom">{t('loadBom')}</Button>
        <Table<Material> size="small" bordered rowKey="key" pagination={false} dataSource={materials} data-testid="os-materials" locale={{ emptyText: t('noMaterials') }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('material') },
            { key: 'number', title: t('materialQty'), width: 180, render: (_, m) => (
              <Input inputMode="decimal" value={m.number} aria-label={t('materialQty')} onChange={(e) => setMaterials((all) => all.map((x) => (x.key === m.key ? { ...x, number: e.target.value } : x)))} />
            ) },
          ]} />
        <Button type="primary" disabled={!materials.length} onClick={() => void save().catch(() => undefined)} data-testid="os-save-order">{t('saveAndApprove')}</Button>
      </Space>
    </Card>
  );
}

/** The next document of an order, made from its draft: the quantities can be changed before it is saved and approved. */
function NextDialog({ order, next, onClose }: { order: OrderProgress; next: NextKind; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('outsourcing');
  const { message } = App.useApp();
  const [draft, setDraft] = useState<OutsourcingDraft | null>(null);
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [asked, setAsked] = useState(false);
  if (!asked) {
    setAsked(true);
    void api.post<OutsourcingDraft>(`/outsourcing/orders/${order.order_id}/${next.kind}/draft`, {}).then(setDraft, () => onClose(false));
  }
  const names: Record<number, string> = { [order.product_id]: order.product_name, ...Object.fromEntries(order.materials.map((m) => [m.product_id, m.product_name])) };
  const save = async () => {
    // A supplement sends only the rows given a quantity (its draft offers every material at 0).
    const lines = next.kind === 'supplements' ? (draft?.lines ?? []).filter((l) => Number(l.number) > 0) : draft?.lines;
    const bill_sn = await saveAndApprove(next.type, { ...draft, lines, bill_date: date.format('YYYY-MM-DD') });
    message.success(t('saved', { sn: bill_sn }));
    onClose(true);
  };
  return (
    <Modal open title={`${t(`next.${next.kind}`)} · ${order.bill_sn}`} onCancel={() => onClose(false)} onOk={() => void save().catch(() => undefined)}
      okText={t('saveAndApprove')} cancelText={t('cancel')} okButtonProps={{ disabled: !draft, 'data-testid': 'os-next-save' } as never} width={640}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space><Typography.Text>{t('billDate')}</Typography.Text><DatePicker allowClear={false} value={date} onChange={(d) => d && setDate(d)} /></Space>
        {next.kind === 'supplements' && (
          <Space>
            <Typography.Text>{t('reason')}</Typography.Text>
            <Input style={{ width: 320 }} maxLength={200} aria-label={t('reason')} data-testid="os-reason" value={String(draft?.ext.reason ?? '')}
              onChange={(e) => setDraft((d) => d && { ...d, ext: { ...d.ext, reason: e.target.value } })} />
          </Space>
        )}
        <Table<DraftLine & { key: string }> size="small" bordered rowKey="key" pagination={false} loading={!draft} data-testid="os-next-lines"
          dataSource={(draft?.lines ?? []).map((l, i) => ({ ...l, key: `l${i}` }))}
          columns={[
            { key: 'product', title: t('material'), render: (_, l) => <Space>{names[l.product_id] ?? `#${l.product_id}`}{l.direction === 1 && <Tag color="green">{t('productIn')}</Tag>}{l.direction === -1 && <Tag>{t('consumed')}</Tag>}</Space> },
            { key: 'number', title: t('materialQty'), width: 160, render: (_, l, i) => (
              <Input inputMode="decimal" value={l.number} aria-label={t('materialQty')}
                onChange={(e) => setDraft((d) => d && { ...d, lines: d.lines.map((x, j) => (j === i ? { ...x, number: e.target.value } : x)) })} />
            ) },
            // A pick's rows leave from their own warehouse (issue 31): the draft names it where the order row does.
            ...(next.kind === 'picks' || next.kind === 'supplements' ? [{ key: 'store', title: t('rowStore'), width: 180, render: (_: unknown, l: DraftLine, i: number) => (
              <RefSelect resource="warehouses" style={{ width: '100%' }} allowClear={false} value={l.warehouse_id ?? draft?.out_store_id} id={`os-row-store-${i}`}
                onChange={(v) => setDraft((d) => d && { ...d, lines: d.lines.map((x, j) => (j === i ? { ...x, warehouse_id: v === d.out_store_id ? undefined : v } : x)) })} />
            ) }] : []),
            ...(next.kind === 'fees' ? [{ key: 'price', title: t('feePrice'), width: 110, align: 'right' as const, render: (_: unknown, l: DraftLine) => formatAmount(l.price ?? '0', 2) }] : []),
          ]} />
      </Space>
    </Modal>
  );
}

/** 委外加工单: new orders from the BOM, and every order's progress with its next documents. */
export default function OutsourcingOrdersPage() {
  const { t } = useTranslation('outsourcing');
  const can = useCan('outsourcedProcessing');
  const canPick = useCan('outsourcingPick');
  const canIn = useCan('outsourcingIn');
  const canFee = useCan('outsourcingFeeBill');
  const canReturn = useCan('outsourcingReturn');
  const canSupplement = useCan('outsourcingSupplement');
  const allowed: Record<string, boolean> = { picks: canPick('outsourcing_pick_add'), supplements: canSupplement('outsourcing_supplement_add'), ins: canIn('outsourcing_in_add'), fees: canFee('outsourcing_fee_add'), returns: canReturn('outsourcing_return_add') };
  const progress = useApiQuery<OutsourcingProgress>('/outsourcing/progress', undefined, { staleTime: 0 });
  const [open, setOpen] = useState<{ order: OrderProgress; next: NextKind } | null>(null);
  const { message } = App.useApp();
  const approve = async (id: number) => {
    await api.post(`/bills/outsourcing-orders/${id}/audit`, { action: 'audit' });
    message.success(t('approvedDone'));
    await progress.refetch();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can('outsourced_processing_add') && <OrderForm onSaved={() => void progress.refetch()} />}
      <Card size="small" title={t('orders')}>
        <Table<OrderProgress> size="small" bordered rowKey="order_id" pagination={{ pageSize: 20 }} loading={progress.isFetching && !progress.data} dataSource={progress.data?.list ?? []}
          data-testid="os-orders" scroll={{ x: 1300 }}
          expandable={{ expandedRowRender: (o) => <MaterialTable order={o} /> }}
          columns={[
            { key: 'bill_sn', dataIndex: 'bill_sn', title: t('billSn'), width: 170 },
            { key: 'partner', dataIndex: 'partner_name', title: t('supplier'), width: 160, ellipsis: true },
            { key: 'product', dataIndex: 'product_name', title: t('product'), width: 160, ellipsis: true },
            { key: 'quantity', dataIndex: 'quantity', title: t('quantity'), align: 'right', width: 100, render: qtyText },
            { key: 'received', dataIndex: 'received', title: t('received'), align: 'right', width: 100, render: qtyText },
            { key: 'billed', dataIndex: 'billed_number', title: t('billed'), align: 'right', width: 100, render: qtyText },
            { key: 'due', dataIndex: 'due_date', title: t('dueDate'), width: 110 },
            { key: 'status', title: t('status'), width: 90, render: (_, o) => (o.audit_status === AuditStatus.approved ? <Tag color="green">{t('approved')}</Tag> : <Tag>{t('pending')}</Tag>) },
            { key: 'actions', title: t('actions'), width: 360, fixed: 'right', render: (_, o) => (o.audit_status !== AuditStatus.approved ? (
              // Orders made by the plan wait here for their approval.
              o.audit_status === AuditStatus.pending && can('outsourced_processing_audit') && (
                <Popconfirm title={t('approveConfirm', { sn: o.bill_sn })} onConfirm={() => void approve(o.order_id).catch(() => undefined)}>
                  <Button size="small" type="primary" data-testid={`os-approve-${o.bill_sn}`}>{t('approve')}</Button>
                </Popconfirm>
              )
            ) : (
              <Space size={4} wrap>
                {nextKinds.filter((n) => allowed[n.kind]).map((n) => (
                  <Button key={n.kind} size="small" onClick={() => setOpen({ order: o, next: n })} data-testid={`os-${n.kind}-${o.bill_sn}`}>{t(`next.${n.kind}`)}</Button>
                ))}
              </Space>
            )) },
          ]} />
      </Card>
      {open && <NextDialog order={open.order} next={open.next} onClose={(saved) => { setOpen(null); if (saved) void progress.refetch(); }} />}
    </Space>
  );
}

/** An order's materials: ordered, picked, supplemented (委外补料), returned, consumed by receipts and still at the subcontractor (核销). */
export function MaterialTable({ order }: { order: OrderProgress }) {
  const { t } = useTranslation('outsourcing');
  return (
    <Table size="small" rowKey="product_id" pagination={false} dataSource={order.materials}
      columns={[
        { key: 'name', dataIndex: 'product_name', title: t('material') },
        ...(['ordered', 'picked', 'supplemented', 'returned', 'consumed', 'at_supplier'] as const).map((k) => ({ key: k, dataIndex: k, title: t(`progress.${k}`), align: 'right' as const, width: 110, render: qtyText })),
      ]} />
  );
}
