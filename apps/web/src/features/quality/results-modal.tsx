import { Decimal, QualityItemKind, formatAmount, qty, type QualityCheckSerials } from '@zf/shared';
import { Alert, Checkbox, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, useApiQuery } from '../../request/index.ts';
import type { CheckType } from './quality-api.ts';

interface CheckLine {
  id: number; product_id: number; product_code: string; product_name: string; unit_id: number; unit_name: string; warehouse_id: number; source_line_id: number;
  number: string; qualified: string; rejected: string; remark: string;
  /** Serial-numbered rows: the rejected serials (kept when the results are saved). */
  serials?: string[];
}
/** A scheme item's result on the check (server: modules/quality/check-items.ts); kind 1 measured, 2 pass / fail. */
interface ItemResult { line: number; project_id: number; code: string; name: string; kind: number; unit: string; lower_limit: string; upper_limit: string; value: string; passed: boolean | null }
export type Judgement = 'pending' | 'passed' | 'failed' | 'concession';
interface Sample { line: number; scheme_id: number; scheme_name: string; sample_size: string; judgement?: Judgement }
export interface CheckExt { results?: ItemResult[]; samples?: Sample[]; concessions?: number[]; [k: string]: unknown }
interface CheckBill { id: number; bill_date: string; source_bill_id: number; store_id: number; remark: string; ext: CheckExt; lines: CheckLine[] }
type Row = CheckLine;

const quantity = /^\d+(\.\d{1,4})?$/;
const measure = /^-?\d+(\.\d{1,4})?$/;
const noLimits = (r: ItemResult) => new Decimal(r.lower_limit).isZero() && new Decimal(r.upper_limit).isZero();
/** What the form shows as the result: a measured value within its limits passes (the server decides the same on save). */
const judged = (r: ItemResult): boolean | null => {
  if (r.kind !== QualityItemKind.measured) return r.passed;
  if (!measure.test(r.value)) return null;
  return noLimits(r) || (new Decimal(r.value).gte(r.lower_limit) && new Decimal(r.value).lte(r.upper_limit));
};

/** A row's judgement as the server makes it (check-items.ts judge): a failed item fails the row unless it rejects nothing on a concession. */
export function judgeRow(results: Array<{ passed: boolean | null }>, rejected: string, conceded: boolean): Judgement {
  if (results.some((r) => r.passed === false)) return conceded && quantity.test(rejected) && new Decimal(rejected).isZero() ? 'concession' : 'failed';
  return results.some((r) => r.passed === null) ? 'pending' : 'passed';
}
export const judgementColor: Record<Judgement, string | undefined> = { pending: undefined, passed: 'green', failed: 'red', concession: 'orange' };

/** Per serial-numbered row (by line id) the serials it may name as rejected; undefined for other checks or while loading. */
function useSerialOptions(type: CheckType, id: number): Map<number, string[]> | undefined {
  const answer = useApiQuery<QualityCheckSerials>(`/quality/incoming-checks/${id}/serials`, undefined, { staleTime: 0, enabled: type === 'incoming-checks' });
  return answer.data ? new Map(answer.data.lines.map((l) => [l.line_id, l.serials])) : undefined;
}

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
  const [itemEdits, setItemEdits] = useState<Record<string, Partial<ItemResult>>>({});
  const key = (r: ItemResult) => `${r.line}:${r.project_id}`;
  const items: ItemResult[] = (bill.data?.ext.results ?? []).map((r) => ({ ...r, ...itemEdits[key(r)] }));
  const setItem = (r: ItemResult, patch: Partial<ItemResult>) => setItemEdits((e) => ({ ...e, [key(r)]: { ...e[key(r)], ...patch } }));
  const badValue = items.some((r) => r.kind === QualityItemKind.measured && r.value !== '' && !measure.test(r.value));
  const [conceded, setConceded] = useState<number[] | undefined>();
  const concessions = conceded ?? bill.data?.ext.concessions ?? [];
  const sampled = new Set((bill.data?.ext.samples ?? []).map((s) => s.line));
  /** A row's judgement from what is typed (only rows with a scheme have one). */
  const judgementOf = (line: number): Judgement | undefined => {
    const row = rows[line - 1];
    if (!sampled.has(line) || !row) return undefined;
    return judgeRow(items.filter((r) => r.line === line).map((r) => ({ passed: judged(r) })), row.rejected, concessions.includes(line));
  };
  /** A row with a failed item rejects some of its quantity, or is accepted whole on a concession. */
  const failedWhole = (i: number) => judgementOf(i + 1) === 'failed' && quantity.test(rows[i]!.rejected) && new Decimal(rows[i]!.rejected).isZero();
  const problem = (r: Row, i: number) => (!quantity.test(r.number) || !quantity.test(r.rejected) ? t('results.format') : new Decimal(r.rejected).gt(r.number) ? t('results.tooMany')
    : failedWhole(i) ? t('results.failedQualified') : undefined);
  // Serial-numbered rows of an incoming check: the serials the row may reject (the receipt row's still waiting).
  const serialOptions = useSerialOptions(type, id);
  /** The server's rule (serial.countMismatch): as many rejected serials as the rejected quantity. */
  const serialProblem = (r: Row, i: number) => {
    if (!serialOptions?.has(r.id) || !quantity.test(r.rejected)) return undefined;
    const count = r.serials?.length ?? 0;
    return new Decimal(r.rejected).eq(count) ? undefined : t('results.serialCount', { row: i + 1, qty: new Decimal(r.rejected).toString(), count });
  };
  const invalid = rows.some((r, i) => problem(r, i) || serialProblem(r, i)) || badValue;
  const save = async () => {
    const b = bill.data!;
    setSaving(true);
    try {
      await api.put(`/bills/${type}/${id}`, {
        bill_date: b.bill_date, source_bill_id: b.source_bill_id, store_id: b.store_id || undefined, remark: b.remark,
        ext: {
          ...b.ext, concessions: concessions.filter((line) => judgementOf(line) === 'concession'),
          results: items.map((r) => ({ line: r.line, project_id: r.project_id, ...(r.kind === QualityItemKind.measured ? { value: r.value } : { passed: r.passed }) })),
        },
        lines: rows.map((r) => ({
          product_id: r.product_id, unit_id: r.unit_id || undefined, warehouse_id: r.warehouse_id || undefined, source_line_id: r.source_line_id, remark: r.remark,
          number: r.number, rejected: r.rejected, qualified: qty(new Decimal(r.number).sub(r.rejected)), ...(r.serials?.length ? { serials: r.serials } : {}),
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
    <Modal open width={960} title={t('results.title')} okText={t('results.save')} cancelText={t('cancel')} onCancel={() => onClose(false)} onOk={() => void save()}
      okButtonProps={{ disabled: invalid || !rows.length, loading: saving }} destroyOnHidden>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t(`results.hint.${type}`)} />
      <Table<Row> rowKey="id" size="small" bordered pagination={false} loading={bill.isLoading} dataSource={rows} columns={[
        { title: t('col.product'), key: 'product', render: (_, r) => `${r.product_code} ${r.product_name}` },
        { title: t('col.unit'), dataIndex: 'unit_name', width: 70 },
        { title: t('col.checked'), key: 'number', width: 130, render: (_, r, i) => <Input data-testid={`check-number-${i}`} value={r.number} onChange={(e) => set(i, { number: e.target.value.trim() })} /> },
        { title: t('col.rejected'), key: 'rejected', width: 130, render: (_, r, i) => <Input data-testid={`check-rejected-${i}`} value={r.rejected} onChange={(e) => set(i, { rejected: e.target.value.trim() })} status={problem(r, i) ? 'error' : undefined} /> },
        { title: t('col.qualified'), key: 'qualified', width: 130, align: 'right', render: (_, r, i) => (problem(r, i) ? <span style={{ color: '#ff4d4f' }} data-testid={`check-problem-${i}`}>{problem(r, i)}</span> : <span data-testid="check-qualified">{formatAmount(new Decimal(r.number).sub(r.rejected).toString(), 4)}</span>) },
        ...(serialOptions?.size ? [{ title: t('results.serials'), key: 'serials', width: 230, render: (_: unknown, r: Row, i: number) => (serialOptions.has(r.id) ? (
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Select mode="multiple" allowClear style={{ width: '100%' }} data-testid={`check-serials-${i}`} placeholder={t('results.serialsPlaceholder')} value={r.serials ?? []}
              status={serialProblem(r, i) ? 'error' : undefined} onChange={(v: string[]) => set(i, { serials: v })} options={serialOptions.get(r.id)!.map((s) => ({ value: s, label: s }))} />
            {serialProblem(r, i) && <span style={{ color: '#ff4d4f' }} data-testid={`check-serial-problem-${i}`}>{serialProblem(r, i)}</span>}
          </Space>
        ) : '—') }] : []),
        ...(sampled.size ? [{ title: t('results.judgement'), key: 'judgement', width: 150, render: (_: unknown, r: Row, i: number) => {
          const j = judgementOf(i + 1);
          if (!j) return '—';
          const canConcede = j === 'failed' || j === 'concession';
          return (
            <Space direction="vertical" size={2}>
              <Tag color={judgementColor[j]} data-testid={`row-judgement-${i}`}>{t(`results.judged.${j}`)}</Tag>
              {canConcede && <Checkbox data-testid={`row-concession-${i}`} checked={concessions.includes(i + 1)} disabled={!quantity.test(r.rejected) || !new Decimal(r.rejected).isZero()}
                onChange={(e) => setConceded(e.target.checked ? [...concessions, i + 1] : concessions.filter((x) => x !== i + 1))}>{t('results.concession')}</Checkbox>}
            </Space>
          );
        } }] : []),
      ]} />
      {(bill.data?.ext.samples ?? []).map((sample) => (
        <div key={sample.line} style={{ marginTop: 16 }} data-testid={`check-items-${sample.line - 1}`}>
          <Typography.Text strong>{t('results.items')} · {rows[sample.line - 1] ? `${rows[sample.line - 1]!.product_code} ${rows[sample.line - 1]!.product_name}` : sample.line}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }} data-testid="check-sample">{t('results.sample', { size: formatAmount(sample.sample_size, 4), scheme: sample.scheme_name })}</Typography.Text>
          <Table<ItemResult> rowKey={key} size="small" bordered pagination={false} style={{ marginTop: 8 }} dataSource={items.filter((r) => r.line === sample.line)} columns={[
            { title: t('results.item'), key: 'name', render: (_, r) => `${r.code} ${r.name}` },
            { title: t('results.limits'), key: 'limits', width: 170, render: (_, r) => (r.kind !== QualityItemKind.measured || noLimits(r) ? '—' : `${formatAmount(r.lower_limit, 4)} ~ ${formatAmount(r.upper_limit, 4)} ${r.unit}`) },
            { title: t('results.value'), key: 'value', width: 170, render: (_, r) => (r.kind === QualityItemKind.measured
              ? <Input data-testid={`item-value-${r.code}`} value={r.value} suffix={r.unit || undefined} status={r.value !== '' && !measure.test(r.value) ? 'error' : undefined} placeholder={t('results.valueFormat')} onChange={(e) => setItem(r, { value: e.target.value.trim() })} />
              : <Select data-testid={`item-pass-${r.code}`} style={{ width: '100%' }} allowClear value={r.passed === null ? undefined : r.passed ? 1 : 0} onChange={(v?: number) => setItem(r, { passed: v === undefined ? null : v === 1 })}
                options={[{ value: 1, label: t('results.pass') }, { value: 0, label: t('results.fail') }]} />) },
            { title: t('results.result'), key: 'result', width: 100, render: (_, r) => {
              const v = judged(r);
              return <span data-testid={`item-result-${r.code}`}>{v === null ? <Tag>{t('results.pending')}</Tag> : v ? <Tag color="green">{t('results.pass')}</Tag> : <Tag color="red">{t('results.fail')}</Tag>}</span>;
            } },
          ]} />
        </div>
      ))}
    </Modal>
  );
}
