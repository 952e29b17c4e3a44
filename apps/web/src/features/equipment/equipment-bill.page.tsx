import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { billMetaOf, formatAmount, type BillCreated } from '@zf/shared';
import { Alert, Button, DatePicker, Descriptions, Form, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefSelect } from '../../engines/resource/index.ts';
import { ApiError, api, useApiQuery } from '../../request/index.ts';
import { BillList } from '../documents/bill-list.tsx';
import type { BillMode } from '../documents/bill-screen.tsx';
import { BillView } from '../documents/bill-view.tsx';
import type { EquipmentBillExt, EquipmentCard } from './equipment-api.ts';

type BillType = 'maintenance-bills' | 'repair-bills';
interface StoredBill { bill_date: string; store_id: number; remark: string; ext: EquipmentBillExt; lines: Array<{ product_id: number; product_name?: string; number: string }> }

/** The machine and what was done, shown above the spare-part rows of a bill. */
function BillHeader({ type, id }: { type: BillType; id: number }) {
  const { t } = useTranslation('equipment');
  const bill = useApiQuery<StoredBill>(`/bills/${type}/${id}`, undefined, { staleTime: 0 });
  const ext = bill.data?.ext;
  const card = useApiQuery<EquipmentCard>(`/equipment-cards/${ext?.equipment_id ?? 0}`, undefined, { enabled: !!ext?.equipment_id });
  if (!ext) return null;
  const machine = card.data?.equipment;
  return (
    <Descriptions size="small" bordered column={3} data-testid="equipment-bill-header" style={{ background: '#fff' }}>
      <Descriptions.Item label={t('bill.equipment')}>{machine ? `${machine.code} ${machine.name}` : ext.equipment_id}</Descriptions.Item>
      <Descriptions.Item label={t('bill.downtime')}>{`${Number(ext.downtime_hours)} h`}</Descriptions.Item>
      <Descriptions.Item label={t('bill.labourCost')}>{formatAmount(ext.labour_cost)}</Descriptions.Item>
      {type === 'repair-bills' && <Descriptions.Item label={t('bill.fault')} span={2}>{ext.fault || '—'}</Descriptions.Item>}
      {type === 'repair-bills' && <Descriptions.Item label={t('bill.cause')}>{ext.cause || '—'}</Descriptions.Item>}
      <Descriptions.Item label={t('bill.workDone')} span={ext.due_date ? 2 : 3}>{ext.work_done || '—'}</Descriptions.Item>
      {ext.due_date && <Descriptions.Item label={t('bill.planDue')}>{ext.due_date}</Descriptions.Item>}
    </Descriptions>
  );
}

interface BillForm {
  bill_date: Dayjs; equipment_id: number; store_id?: number; downtime_hours?: string; labour_cost?: string; fault?: string; cause?: string; work_done?: string;
  remark?: string; parts?: Array<{ product_id?: number; number?: string }>;
}
const hoursRule = /^\d+(\.\d{1,4})?$/;
const moneyRule = /^\d+(\.\d{1,2})?$/;

/**
 * 保养单 / 维修单: the bill list and detail (approval, print) of the documents feature, with this page's form — the
 * machine, downtime hours, labour or outside cost, fault and cause (repairs), what was done, and the spare parts
 * issued from one warehouse — in place of the generic line editor. Approval issues the parts at ledger cost; approving
 * a repair puts a machine under repair back in use.
 */
export function EquipmentBillPage({ type }: { type: BillType }) {
  const { t } = useTranslation('equipment');
  const meta = billMetaOf(type)!;
  const repair = type === 'repair-bills';
  const [search, setSearch] = useSearchParams();
  const linked = Number(search.get('id'));
  const [mode, setMode] = useState<{ list: true } | { id: number }>(linked > 0 ? { id: linked } : { list: true });
  const [opened, setOpened] = useState(linked);
  if (linked !== opened) {
    setOpened(linked);
    if (linked > 0) setMode({ id: linked });
  }
  const [editing, setEditing] = useState<number | null>(null);
  const [labels, setLabels] = useState<Record<number, string>>({});
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [form] = Form.useForm<BillForm>();
  const go = (m: BillMode) => {
    if (m.mode === 'list') setMode({ list: true });
    else if (m.mode === 'view') setMode({ id: m.id });
    else void openForm(m.draft?.id ?? 0);
  };
  const openForm = async (id: number) => {
    setProblems([]);
    form.resetFields();
    if (id) {
      const b = await api.get<StoredBill>(`/bills/${type}/${id}`);
      setLabels(Object.fromEntries(b.lines.map((l) => [l.product_id, l.product_name ?? ''])));
      form.setFieldsValue({
        bill_date: dayjs(b.bill_date), equipment_id: b.ext.equipment_id, store_id: b.store_id || undefined, downtime_hours: b.ext.downtime_hours,
        labour_cost: b.ext.labour_cost, fault: b.ext.fault, cause: b.ext.cause, work_done: b.ext.work_done, remark: b.remark,
        parts: b.lines.map((l) => ({ product_id: l.product_id, number: l.number })),
      });
    }
    setEditing(id);
  };
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setProblems([]);
    try {
      const stored = editing ? (await api.get<StoredBill>(`/bills/${type}/${editing}`)).ext : undefined;
      const lines = (v.parts ?? []).filter((p) => p.product_id && p.number).map((p) => ({ product_id: p.product_id!, number: p.number! }));
      const body = {
        bill_date: v.bill_date.format('YYYY-MM-DD'), store_id: v.store_id ?? 0, remark: v.remark ?? '', lines,
        ext: {
          ...(stored ? { plan_id: stored.plan_id, due_date: stored.due_date } : {}),
          equipment_id: v.equipment_id, downtime_hours: v.downtime_hours || '0', labour_cost: v.labour_cost || '0', work_done: v.work_done ?? '',
          fault: v.fault ?? '', cause: v.cause ?? '',
        },
      };
      const id = editing ? (await api.put(`/bills/${type}/${editing}`, body, { quiet: [4220] }), editing) : (await api.post<BillCreated>(`/bills/${type}`, body, { quiet: [4220] })).id;
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
        ? <><BillHeader key={`h${mode.id}`} type={type} id={mode.id} /><BillView key={mode.id} meta={meta} id={mode.id} go={go} /></>
        : <BillList meta={meta} go={go} />}
      <Modal open={editing !== null} title={t(editing ? `bill.edit.${type}` : `bill.new.${type}`)} onCancel={() => setEditing(null)} onOk={() => void save()}
        confirmLoading={saving} okText={t('save')} cancelText={t('cancel')} forceRender width={640}>
        <Form form={form} layout="horizontal" labelCol={{ span: 6 }} initialValues={{ bill_date: dayjs(), downtime_hours: '0', labour_cost: '0' }} data-testid="equipment-bill-form">
          <Form.Item name="bill_date" label={t('bill.date')} rules={[{ required: true }]}><DatePicker allowClear={false} /></Form.Item>
          <Form.Item name="equipment_id" label={t('bill.equipment')} rules={[{ required: true, message: t('bill.equipmentRequired') }]}><RefSelect resource="equipment" id="bill-equipment" /></Form.Item>
          {repair && <Form.Item name="fault" label={t('bill.fault')}><Input.TextArea maxLength={500} rows={2} id="bill-fault" /></Form.Item>}
          {repair && <Form.Item name="cause" label={t('bill.cause')}><Input maxLength={500} /></Form.Item>}
          <Form.Item name="work_done" label={t('bill.workDone')}><Input.TextArea maxLength={500} rows={2} /></Form.Item>
          <Form.Item name="downtime_hours" label={t('bill.downtime')} rules={[{ pattern: hoursRule, message: t('bill.hoursRule') }]}><Input inputMode="decimal" suffix="h" id="bill-downtime" /></Form.Item>
          <Form.Item name="labour_cost" label={t('bill.labourCost')} rules={[{ pattern: moneyRule, message: t('bill.moneyRule') }]}><Input inputMode="decimal" id="bill-labour" /></Form.Item>
          <Form.Item name="store_id" label={t('bill.warehouse')}><RefSelect resource="warehouses" id="bill-warehouse" /></Form.Item>
          <Form.Item label={t('bill.parts')}>
            <Form.List name="parts">
              {(fields, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {fields.map((f, i) => (
                    <Space key={f.key} align="start">
                      <Form.Item name={[f.name, 'product_id']} noStyle><RefSelect resource="products" id={`part-${i}-product`} style={{ width: 240 }} initialLabel={labels[form.getFieldValue(['parts', f.name, 'product_id']) as number]} /></Form.Item>
                      <Form.Item name={[f.name, 'number']} noStyle rules={[{ pattern: hoursRule, message: t('bill.hoursRule') }]}><Input inputMode="decimal" placeholder={t('bill.number')} style={{ width: 110 }} id={`part-${i}-number`} /></Form.Item>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('bill.removePart')} onClick={() => remove(f.name)} />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({})} data-testid="add-part">{t('bill.addPart')}</Button>
                </Space>
              )}
            </Form.List>
          </Form.Item>
          <Form.Item name="remark" label={t('bill.remark')}><Input maxLength={500} /></Form.Item>
        </Form>
        <Alert type="info" showIcon message={t('bill.partsHint')} />
        {problems.length > 0 && <Alert type="error" style={{ marginTop: 8 }} message={problems.join('；')} data-testid="equipment-bill-problems" />}
      </Modal>
    </Space>
  );
}
