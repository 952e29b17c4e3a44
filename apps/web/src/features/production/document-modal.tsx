import type { BillCreated, ProductionNext } from '@zf/shared';
import { Alert, DatePicker, Form, Input, Modal, Select, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefSelect } from '../../engines/resource/index.ts';
import { ApiError, api } from '../../request/index.ts';
import type { DocumentType, Progress } from './production-api.ts';
import { sentUnit, useProductUnits } from './product-units.ts';

interface Row { product_id: number; number: string; unit_id?: number }

/**
 * The next document of an order, filled with what remains (GET /production/orders/:id/next): its rows' quantities
 * can be changed; saving creates the document against the order and approves it, so stock and vouchers follow.
 * A work report names its step (the next step with work left by default), hours and scrap, the worker (from the staff
 * list), and the production equipment and fixture it ran on (their running hours and uses follow approval); a supplementary issue
 * (补料) offers the order's materials empty and asks why more is needed.
 */
export function DocumentModal({ type, progress, onClose }: { type: DocumentType | null; progress: Progress; onClose: (made?: string) => void }) {
  const { t } = useTranslation('production');
  const [rows, setRows] = useState<Row[]>([]);
  const [store, setStore] = useState<number>();
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [step, setStep] = useState<number>();
  const [hours, setHours] = useState('0');
  const [scrap, setScrap] = useState('0');
  const [reason, setReason] = useState('');
  const [worker, setWorker] = useState<number>();
  const [machine, setMachine] = useState<number>();
  const [fixture, setFixture] = useState<number>();
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const orderId = progress.order.id;
  // Rows may be counted in any unit of their product, as on a trading bill; the server holds the order in base units.
  const units = useProductUnits(rows.map((r) => r.product_id));
  const backflushed = progress.materials.filter((m) => m.backflush).map((m) => m.product_name);
  useEffect(() => {
    if (!type) return;
    void api.get<ProductionNext>(`/production/orders/${orderId}/next`, { type, ...(step ? { step } : {}) }).then((next) => {
      setRows(next.lines.map((l) => ({ product_id: l.product_id, number: l.number })));
      setStore(next.store_id);
    });
  }, [type, orderId, step]);
  const nameOf = (id: number) => (id === progress.order.product_id ? progress.order.product_name : progress.materials.find((m) => m.product_id === id)?.product_name ?? String(id));
  const save = async () => {
    if (!type) return;
    setSaving(true);
    setProblems([]);
    try {
      const made = await api.post<BillCreated>(`/bills/${type}`, {
        bill_date: date.format('YYYY-MM-DD'), source_bill_id: orderId,
        ...(type === 'work-reports' ? { ext: { step: step ?? nextStep(progress), hours, scrap, worker_id: worker ?? 0, equipment_id: machine ?? 0, fixture_id: fixture ?? 0 } } : { store_id: store }),
        ...(type === 'production-supplements' ? { ext: { reason } } : {}),
        lines: rows.filter((r) => Number(r.number) > 0).map((r) => ({ product_id: r.product_id, number: r.number, unit_id: sentUnit(units.get(r.product_id), r.unit_id) })),
      }, { quiet: [4220] });
      await api.post(`/bills/${type}/${made.id}/audit`, { action: 'audit' });
      setProblems([]);
      onClose(made.bill_sn);
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) setProblems(Object.entries(e.fields).map(([field, text]) => `${rowLabel(field, t)}${text}`));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={type !== null} title={type ? t(`make.${type}`) : ''} onCancel={() => { setProblems([]); onClose(); }} onOk={() => void save()} confirmLoading={saving}
      okText={t('saveApprove')} cancelText={t('cancel')} width={640} destroyOnHidden okButtonProps={{ 'data-testid': 'document-save' }}>
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t('order.date')}><DatePicker allowClear={false} value={date} onChange={(d) => d && setDate(d)} /></Form.Item>
        {type === 'work-reports'
          ? (
            <>
              <Form.Item label={t('step')}>
                <Select style={{ width: 160 }} value={step ?? nextStep(progress)} onChange={setStep} data-testid="report-step"
                  options={progress.steps.map((s) => ({ value: s.sequence, label: `${s.sequence} ${s.process_name}` }))} />
              </Form.Item>
              <Form.Item label={t('hours')}><Input style={{ width: 90 }} value={hours} onChange={(e) => setHours(e.target.value)} data-testid="report-hours" /></Form.Item>
              <Form.Item label={t('scrap')}><Input style={{ width: 90 }} value={scrap} onChange={(e) => setScrap(e.target.value)} /></Form.Item>
              <Form.Item label={t('worker')}><RefSelect resource="employees/options" value={worker} onChange={setWorker} style={{ width: 150 }} id="report-worker" /></Form.Item>
              <Form.Item label={t('machine')}><RefSelect resource="production-equipment" value={machine} onChange={setMachine} style={{ width: 150 }} id="report-machine" /></Form.Item>
              <Form.Item label={t('fixture')}><RefSelect resource="fixtures" value={fixture} onChange={setFixture} style={{ width: 150 }} id="report-fixture" /></Form.Item>
            </>
          )
          : <Form.Item label={t('warehouse')}><RefSelect resource="warehouses" value={store} onChange={setStore} style={{ width: 180 }} allowClear={false} /></Form.Item>}
        {type === 'production-supplements' && (
          <Form.Item label={t('reason')} required>
            <Input style={{ width: 260 }} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="supplement-reason" />
          </Form.Item>
        )}
      </Form>
      <Table<Row> size="small" bordered pagination={false} rowKey="product_id" dataSource={rows} data-testid="document-rows"
        columns={[
          { key: 'product', title: t('product'), render: (_, r) => nameOf(r.product_id) },
          {
            key: 'number', title: type === 'work-reports' ? t('good') : t('quantity'), width: 180,
            render: (_, r, i) => <Input aria-label={t('quantity')} inputMode="decimal" value={r.number} onChange={(e) => setRows(rows.map((x, j) => (j === i ? { ...x, number: e.target.value } : x)))} />,
          },
          {
            key: 'unit', title: t('unit'), width: 110,
            render: (_, r, i) => {
              const choices = units.get(r.product_id) ?? [];
              return choices.length > 1
                ? <Select aria-label={t('unit')} style={{ width: 90 }} value={r.unit_id ?? choices[0]!.unit_id} onChange={(v: number) => setRows(rows.map((x, j) => (j === i ? { ...x, unit_id: v } : x)))}
                  options={choices.map((u) => ({ value: u.unit_id, label: u.unit_name }))} />
                : choices[0]?.unit_name ?? '';
            },
          },
        ]} />
      {type === 'production-ins' && backflushed.length > 0 && <Alert type="info" style={{ marginTop: 8 }} message={t('backflushHint', { names: backflushed.join('、') })} data-testid="backflush-hint" />}
      {!rows.length && <Alert type="info" style={{ marginTop: 8 }} message={t('nothingOpen')} />}
      {problems.length > 0 && <Alert type="error" style={{ marginTop: 8 }} message={problems.join('；')} data-testid="document-problems" />}
    </Modal>
  );
}

/** The first step with work left (its good below the planned quantity), else the last. */
const nextStep = (p: Progress) => (p.steps.find((s) => Number(s.good) < Number(p.order.quantity)) ?? p.steps.at(-1))?.sequence;
const rowLabel = (field: string, t: (k: string, o?: Record<string, unknown>) => string) => {
  const m = /^lines\.(\d+)\./.exec(field);
  return m ? t('row', { row: Number(m[1]) + 1 }) : '';
};
