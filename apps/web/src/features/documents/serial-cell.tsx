import { Button, Input, InputNumber, Modal, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SerialList } from '@zf/shared';
import { useApiQuery } from '../../request/index.ts';
import type { DraftLine } from './bill-api.ts';
import { addSerials, serialProblem, serialRange, serialsNeeded, type SerialProblem, type SerialSide } from './line-serials.ts';

interface Props {
  line: DraftLine;
  /** The row's number on screen (messages name it, as the server's do). */
  row: number;
  side: SerialSide;
  /** Outgoing rows: the warehouse whose in-stock serials may be picked. */
  storeId?: number;
  /** The server's message for the row's serials after a save or approval, if any. */
  error?: string;
  onChange: (serials: string[]) => void;
}

/** A serial problem in the server's words (the same keys and wording as engines/bill/bill.messages.ts). */
export function useSerialMessage() {
  const { t } = useTranslation('documents');
  return (p: SerialProblem) => t(`serials.${p.key === 'serial.duplicate' ? 'duplicate' : 'countMismatch'}`, p);
}

/**
 * The serial cell of a bill row of a serial-tracked product: "entered / needed", opening an editor. Incoming rows
 * take serials typed or scanned (Enter adds one, a paste of many lines adds each, a range can be generated);
 * outgoing rows pick from the warehouse's serials in stock. Fewer than needed may be saved (a draft); the server
 * refuses the approval with the same message the cell shows.
 */
export function SerialCell({ line, row, side, storeId, error, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const serials = line.serials ?? [];
  const problem = serialProblem(line, row);
  const say = useSerialMessage();
  const tip = error ?? (problem && serials.length ? say(problem) : undefined);
  return (
    <>
      <Tooltip title={tip}>
        <Button size="small" type={error ? 'primary' : 'default'} danger={!!error} data-testid="row-serials" onClick={() => setOpen(true)}
          style={problem && !error ? { color: '#d48806' } : undefined}>
          {serials.length} / {serialsNeeded(line) ?? '—'}
        </Button>
      </Tooltip>
      {open && <SerialEditor line={line} row={row} side={side} storeId={storeId} onClose={() => setOpen(false)} onChange={(v) => { onChange(v); setOpen(false); }} />}
    </>
  );
}

function SerialEditor({ line, row, side, storeId, onClose, onChange }: Omit<Props, 'error'> & { onClose: () => void }) {
  const { t } = useTranslation('documents');
  const say = useSerialMessage();
  const [list, setList] = useState<string[]>(line.serials ?? []);
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string[]>([]);
  const [range, setRange] = useState<{ prefix: string; start: string; count: number | null }>({ prefix: '', start: '', count: null });
  const add = (text: string) => {
    const r = addSerials(list, text);
    setList(r.list);
    setRefused(r.refused);
    setTyped('');
  };
  const problem = serialProblem({ ...line, serials: list }, row);
  return (
    <Modal open width={560} title={t('serials.title', { row, product: line.product_label ?? '' })} okText={t('serials.ok')} cancelText={t('cancel')}
      onCancel={onClose} onOk={() => onChange(list)} okButtonProps={{ 'data-testid': 'serials-ok' }} destroyOnHidden>
      {side === 'in' ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input autoFocus data-testid="serials-input" placeholder={t('serials.typeHint')} value={typed} onChange={(e) => setTyped(e.target.value)}
            onPressEnter={(e) => { e.preventDefault(); add(typed); }}
            onPaste={(e) => { const text = e.clipboardData.getData('text'); if (/[\r\n]/.test(text)) { e.preventDefault(); add(text); } }} />
          <Space.Compact style={{ width: '100%' }}>
            <Input style={{ width: '38%' }} placeholder={t('serials.prefix')} value={range.prefix} onChange={(e) => setRange((r) => ({ ...r, prefix: e.target.value }))} />
            <Input style={{ width: '27%' }} placeholder={t('serials.start')} value={range.start} onChange={(e) => setRange((r) => ({ ...r, start: e.target.value.trim() }))} />
            <InputNumber style={{ width: '15%' }} min={1} max={10000} precision={0} placeholder={t('serials.count')} value={range.count} onChange={(v) => setRange((r) => ({ ...r, count: v }))} />
            <Button style={{ width: '20%' }} disabled={!serialRange(range.prefix, range.start, range.count ?? 0)}
              onClick={() => add(serialRange(range.prefix, range.start, range.count ?? 0)!.join('\n'))}>{t('serials.generate')}</Button>
          </Space.Compact>
          <div data-testid="serials-list" style={{ maxHeight: 220, overflowY: 'auto' }}>
            {list.map((s) => <Tag key={s} closable onClose={() => setList((l) => l.filter((x) => x !== s))} style={{ marginBottom: 4 }}>{s}</Tag>)}
          </div>
        </Space>
      ) : <InStockPicker line={line} storeId={storeId} value={list} onChange={setList} />}
      {refused.length > 0 && <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>{t('serials.refused', { list: refused.join(', ') })}</Typography.Paragraph>}
      <Typography.Paragraph style={{ margin: '8px 0 0' }} type={problem ? 'warning' : 'success'} data-testid="serials-status">
        {problem ? say(problem) : t('serials.complete', { count: list.length })}
      </Typography.Paragraph>
    </Modal>
  );
}

/** Outgoing rows: the product's serials in stock in the row's warehouse (GET /stock/serials), searchable. */
function InStockPicker({ line, storeId, value, onChange }: { line: DraftLine; storeId?: number; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation('documents');
  const stock = useApiQuery<SerialList>('/stock/serials', { product_id: line.product_id, warehouse_id: storeId, in_stock: 1, page_size: 500 },
    { enabled: !!storeId && line.product_id !== undefined, staleTime: 0, quiet: [4003] });
  const options = [...new Set([...value, ...(stock.data?.list ?? []).map((s) => s.serial)])].map((s) => ({ value: s, label: s }));
  if (!storeId) return <Typography.Text type="warning">{t('pickStoreFirst')}</Typography.Text>;
  return (
    <Select mode="multiple" allowClear showSearch autoFocus style={{ width: '100%' }} data-testid="serials-pick" loading={stock.isLoading} value={value}
      placeholder={t('serials.pickHint')} notFoundContent={t('serials.noneInStock')} options={options} onChange={onChange}
      listHeight={200} />
  );
}
