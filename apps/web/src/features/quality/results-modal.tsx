import { Decimal, formatAmount, qty } from '@zf/shared';
import { Alert, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useApiQuery } from '../../request/index.ts';
import type { CheckType } from './quality-api.ts';

interface CheckLine {
  id: number; product_id: number; product_code: string; product_name: string; unit_id: number; unit_name: string; warehouse_id: number; source_line_id: number;
  number: string; qualified: string; rejected: string; remark: string;
}
interface CheckBill { id: number; bill_date: string; source_bill_id: number; store_id: number; remark: string; ext: Record<string, unknown>; lines: CheckLine[] }
type Row = CheckLine;

const quantity = /^\d+(\.\d{1,4})?$/;

/**
 * The results of a check bill: per row the quantity checked and how much of it was rejected (qualified is the rest).
 * Saving replaces the rows (PUT), the server checking them against what the inspected document still has open.
 */
export function ResultsModal({ type, id, onClose }: { type: CheckType; id: number; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation('quality');
  const bill = useApiQuery<CheckBill>(`/bills/${type}/${id}`, undefined, { staleTime: 0 });
  // What was typed, by line; the rows are the saved lines with it.
  const [edits, setEdits] = useState<Record<number, Partial<Row>>>({});
  const [saving, setSaving] = useState(false);
  const rows: Row[] = (bill.data?.lines ?? []).map((l) => ({ ...l, number: qty(l.number), rejected: qty(l.rejected), ...edits[l.id] }));
  const set = (i: number, patch: Partial<Row>) => { const id = rows[i]!.id; setEdits((e) => ({ ...e, [id]: { ...e[id], ...patch } })); };
  const problem = (r: Row) => (!quantity.test(r.number) || !quantity.test(r.rejected) ? t('results.format') : new Decimal(r.rejected).gt(r.number) ? t('results.tooMany') : undefined);
  const invalid = rows.some((r) => problem(r));
  const save = async () => {
    const b = bill.data!;
    setSaving(true);
    try {
      await api.put(`/bills/${type}/${id}`, {
        bill_date: b.bill_date, source_bill_id: b.source_bill_id, store_id: b.store_id || undefined, remark: b.remark, ext: b.ext,
        lines: rows.map((r) => ({
          product_id: r.product_id, unit_id: r.unit_id || undefined, warehouse_id: r.warehouse_id || undefined, source_line_id: r.source_line_id, remark: r.remark,
          number: r.number, rejected: r.rejected, qualified: qty(new Decimal(r.number).sub(r.rejected)),
        })),
      });
      onClose(true);
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open width={820} title={t('results.title')} okText={t('results.save')} cancelText={t('cancel')} onCancel={() => onClose(false)} onOk={() => void save()}
      okButtonProps={{ disabled: invalid || !rows.length, loading: saving }} destroyOnHidden>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t(`results.hint.${type}`)} />
      <Table<Row> rowKey="id" size="small" bordered pagination={false} loading={bill.isLoading} dataSource={rows} columns={[
        { title: t('col.product'), key: 'product', render: (_, r) => `${r.product_code} ${r.product_name}` },
        { title: t('col.unit'), dataIndex: 'unit_name', width: 70 },
        { title: t('col.checked'), key: 'number', width: 130, render: (_, r, i) => <Input data-testid={`check-number-${i}`} value={r.number} onChange={(e) => set(i, { number: e.target.value.trim() })} /> },
        { title: t('col.rejected'), key: 'rejected', width: 130, render: (_, r, i) => <Input data-testid={`check-rejected-${i}`} value={r.rejected} onChange={(e) => set(i, { rejected: e.target.value.trim() })} status={problem(r) ? 'error' : undefined} /> },
        { title: t('col.qualified'), key: 'qualified', width: 130, align: 'right', render: (_, r) => (problem(r) ? <span style={{ color: '#ff4d4f' }}>{problem(r)}</span> : <span data-testid="check-qualified">{formatAmount(new Decimal(r.number).sub(r.rejected).toString(), 4)}</span>) },
      ]} />
    </Modal>
  );
}
