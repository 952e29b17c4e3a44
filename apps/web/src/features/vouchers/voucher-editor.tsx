import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { amountInWords, formatAmount, VoucherStatus, type VoucherAction, type VoucherAuxList, type VoucherDetail, type VoucherSaved, type VoucherSubjectList } from '@zf/shared';
import { App, Button, DatePicker, InputNumber, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/BillLink.tsx';
import { printJobUrl } from '../print/print-job.ts';
import { LookupCell, type LookupOption } from './lookup-cell.tsx';
import { auxKinds, matchSubjects, voucherWords } from './voucher-api.ts';
import { balancingAmount, bodyLines, emptyLine, formatCell, totals, type AmountSide, type AuxKind, type EditorLine } from './voucher-lines.ts';
import './voucher.css';

const page = 'voucherList';
const statusColor: Record<number, string> = { 1: 'default', 2: 'processing', 3: 'success' };

function linesOf(v: VoucherDetail): EditorLine[] {
  return v.lines.map((l) => {
    const aux: EditorLine['aux'] = {};
    for (const k of auxKinds) {
      const id = l[`${k}_id`];
      if (id) aux[k] = { id, name: l[`${k}_name`] };
    }
    return {
      ...emptyLine(l.summary), subject_code: l.subject_code, subject_name: l.subject_name, aux_types: l.aux_types, aux,
      debit: Number(l.debit) ? l.debit : '', credit: Number(l.credit) ? l.credit : '',
    };
  });
}

/** The cells of a line in keyboard order. */
const cellsOf = (l: EditorLine) => ['summary', 'subject', ...l.aux_types.map((k) => `aux:${k}`), 'debit', 'credit'];

/**
 * The 记账凭证 editor: voucher word, number, date and attachments; a grid of summary | account | auxiliary items |
 * debit | credit driven from the keyboard (Enter/Tab next cell, a new line at the end copying the summary above,
 * `=` balances, Ctrl+S saves); the total in Chinese capitals and the live difference; status actions and print.
 */
export function VoucherEditor({ id, onOpen, onClose }: { id?: number; onOpen: (id: number | undefined) => void; onClose: () => void }) {
  const { t } = useTranslation('vouchers');
  const { message } = App.useApp();
  const can = useCan(page);
  const canCheck = useCan('voucherCheck');
  const client = useQueryClient();
  const detail = useApiQuery<VoucherDetail>(`/vouchers/${id}`, undefined, { enabled: id !== undefined, staleTime: 0 });
  const subjects = useApiQuery<VoucherSubjectList>('/vouchers/subjects');
  const v = id !== undefined ? detail.data : undefined;

  const [word, setWord] = useState<string>('记');
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [attachments, setAttachments] = useState(0);
  const [lines, setLines] = useState<EditorLine[]>(() => [emptyLine(), emptyLine()]);
  const [saving, setSaving] = useState(false);
  const cells = useRef(new Map<string, HTMLInputElement>());
  const register = useCallback((cellId: string, el: HTMLInputElement | null) => {
    if (el) cells.current.set(cellId, el); else cells.current.delete(cellId);
  }, []);
  // Focus moves at once (a fast typist's next key lands in the next cell); a cell that a state change is about to add
  // is committed first (flushSync) by whoever adds it.
  const focus = (cellId: string) => {
    const el = cells.current.get(cellId);
    if (el) el.focus();
    else setTimeout(() => cells.current.get(cellId)?.focus(), 0);
  };
  const commit = (next: EditorLine[]) => flushSync(() => setLines(next));

  // The loaded voucher fills the form once per answer (a save or a status change refetches it).
  const [loadedFrom, setLoadedFrom] = useState<VoucherDetail | undefined>(undefined);
  if (v && v !== loadedFrom) {
    setLoadedFrom(v);
    setWord(v.word);
    setDate(v.voucher_date);
    setAttachments(v.attachments);
    setLines(linesOf(v));
  }

  const editable = (!v || (v.status === VoucherStatus.unaudited && (v.kind === 'manual' || v.kind === 'reversal'))) && can(v ? 'voucher_edit' : 'voucher_add');
  const sum = totals(lines);
  const balanced = sum.difference === '0.00';

  const update = (index: number, patch: Partial<EditorLine>) => setLines((ls) => ls.map((l, i) => (i === index ? { ...l, ...patch } : l)));

  /** Moves from a cell to the next one (or back); past the last cell of the last line a new line copies the summary. */
  const move = (index: number, cell: string, dir: 1 | -1, current: EditorLine[] = lines) => {
    const line = current[index]!;
    const order = cellsOf(line);
    let at = order.indexOf(cell) + dir;
    // A debit typed: the credit cell is skipped.
    if (dir === 1 && cell === 'debit' && formatCell(line.debit)) at = order.length;
    if (at >= 0 && at < order.length) return focus(`${index}:${order[at]}`);
    if (dir === -1) return index > 0 ? focus(`${index - 1}:${cellsOf(current[index - 1]!).at(-1)}`) : undefined;
    const below = current[index + 1];
    // The next line (a new one past the end) starts with the summary of this one.
    if (!below) commit([...current, emptyLine(line.summary)]);
    else if (!below.summary && !below.subject_code) commit(current.map((l, i) => (i === index + 1 ? { ...l, summary: line.summary } : l)));
    focus(`${index + 1}:summary`);
  };

  const pickSubject = (index: number, code: string) => {
    const s = subjects.data?.list.find((x) => x.code === code);
    if (!s) return;
    const next = lines.map((l, i) => (i === index ? { ...l, subject_code: s.code, subject_name: s.name, aux_types: s.aux_types } : l));
    commit(next);
    return next;
  };

  const amountKeys = (index: number, side: AmountSide) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === '=') {
      e.preventDefault();
      const value = balancingAmount(lines, index, side);
      update(index, side === 'debit' ? { debit: value, credit: '' } : { credit: value, debit: '' });
      return;
    }
    if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      const formatted = formatCell(lines[index]![side]);
      const next = lines.map((l, i) => (i === index ? { ...l, [side]: formatted, ...(formatted ? { [side === 'debit' ? 'credit' : 'debit']: '' } : {}) } : l));
      commit(next);
      move(index, side, e.key === 'Tab' && e.shiftKey ? -1 : 1, next);
    }
  };
  const textKeys = (index: number, cell: string) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      move(index, cell, e.key === 'Tab' && e.shiftKey ? -1 : 1);
    }
  };

  const searchAux = (kind: AuxKind) => async (text: string): Promise<LookupOption[]> => {
    const { list } = await api.get<VoucherAuxList>('/vouchers/aux-options', { kind, keyword: text || undefined });
    return list.map((o) => ({ value: o.id, label: o.name, hint: o.code }));
  };

  const refresh = async (savedId?: number) => {
    await client.invalidateQueries({ queryKey: ['/vouchers'] });
    if (savedId !== undefined) await client.invalidateQueries({ queryKey: [`/vouchers/${savedId}`] });
  };

  const save = async () => {
    if (!editable || saving) return;
    setSaving(true);
    try {
      const body = { voucher_date: date, word, attachments, lines: bodyLines(lines), ...(v ? { version: v.version } : {}) };
      const saved = v ? await api.put<VoucherSaved>(`/vouchers/${v.id}`, body) : await api.post<VoucherSaved>('/vouchers', body);
      void message.success(t('saved', { no: saved.voucher_no }));
      await refresh(saved.id);
      if (!v) onOpen(saved.id);
    } catch {
      // The request layer showed the server's message (unbalanced, the line and account at fault, a stale version).
    } finally {
      setSaving(false);
    }
  };

  const act = async (action: VoucherAction | 'reverse' | 'delete') => {
    if (!v) return;
    try {
      if (action === 'delete') {
        await api.delete(`/vouchers/${v.id}`);
        void message.success(t('deleted', { no: v.voucher_no }));
        await refresh();
        onClose();
        return;
      }
      if (action === 'reverse') {
        const red = await api.post<VoucherSaved>(`/vouchers/${v.id}/reverse`, {});
        void message.success(t('reversed', { no: red.voucher_no }));
        await refresh(v.id);
        onOpen(red.id);
        return;
      }
      await api.post(`/vouchers/${v.id}/audit`, { action });
      void message.success(t(`done.${action}`, { no: v.voucher_no }));
      await refresh(v.id);
    } catch {
      // Shown by the request layer.
    }
  };

  const onRootKeys = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void save();
    }
  };

  const subjectOptions = (text: string): LookupOption[] =>
    matchSubjects(subjects.data?.list ?? [], text).map((s) => ({ value: s.code, label: `${s.code} ${s.name}`, hint: s.initials }));

  const status = v?.status;
  return (
    <div className="zf-voucher" onKeyDown={onRootKeys} data-testid="voucher-editor">
      <Space wrap className="zf-voucher-actions">
        {editable && <Button type="primary" loading={saving} onClick={() => void save()} data-testid="voucher-save">{t('save')}</Button>}
        {can('voucher_add') && v && <Button onClick={() => onOpen(undefined)}>{t('new')}</Button>}
        {v && status === VoucherStatus.unaudited && (can('voucher_audit') || canCheck('voucher_check_audit')) && <Button onClick={() => void act('audit')}>{t('action.audit')}</Button>}
        {v && status === VoucherStatus.audited && can('voucher_post') && <Button onClick={() => void act('post')}>{t('action.post')}</Button>}
        {v && status === VoucherStatus.audited && (can('voucher_reverse') || canCheck('voucher_check_reverse')) && <Button onClick={() => void act('unaudit')}>{t('action.unaudit')}</Button>}
        {v && status === VoucherStatus.posted && can('voucher_unpost') && <Button onClick={() => void act('unpost')}>{t('action.unpost')}</Button>}
        {v && status === VoucherStatus.posted && !v.reversed_by && can('voucher_add') && (
          <Popconfirm title={t('reverseConfirm', { no: v.voucher_no })} onConfirm={() => void act('reverse')}>
            <Button danger>{t('action.reverse')}</Button>
          </Popconfirm>
        )}
        {v && status === VoucherStatus.unaudited && v.kind === 'manual' && can('voucher_del') && (
          <Popconfirm title={t('deleteConfirm', { no: v.voucher_no })} onConfirm={() => void act('delete')}>
            <Button danger icon={<DeleteOutlined />}>{t('delete')}</Button>
          </Popconfirm>
        )}
        {v && can('voucher_print') && (
          // Through the voucher kind's default print template (print template designer), like a bill's print button.
          <Button icon={<PrinterOutlined />} data-testid="voucher-print" onClick={() => window.open(printJobUrl('voucher', v.id), '_blank', 'noopener')}>{t('print.button')}</Button>
        )}
        <Button onClick={onClose}>{t('backToList')}</Button>
      </Space>

      <div className="zf-voucher-sheet">
        <div className="zf-voucher-title">
          <h2>{t('print.title')}</h2>
          {v && <Tag color={statusColor[v.status]} data-testid="voucher-status">{t(`status.${v.status}`)}</Tag>}
        </div>
        <div className="zf-voucher-head">
          <span>
            <Select aria-label={t('word')} value={word} onChange={setWord} disabled={!editable} style={{ width: 64 }}
              options={voucherWords.map((w) => ({ value: w, label: w }))} />
            <span className="zf-voucher-no">{t('numberText', { n: v ? String(v.number).padStart(4, '0') : t('autoNumber') })}</span>
          </span>
          <span>
            {t('date')}{' '}
            <DatePicker aria-label={t('date')} value={dayjs(date)} allowClear={false} disabled={!editable} onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))} />
          </span>
          <span>
            {t('attachmentsBefore')}{' '}
            <InputNumber aria-label={t('attachmentsBefore')} min={0} max={9999} value={attachments} disabled={!editable} onChange={(n) => setAttachments(Number(n ?? 0))} style={{ width: 72 }} />
            {' '}{t('attachmentsAfter')}
          </span>
        </div>

        <table className="zf-voucher-grid">
          <colgroup><col style={{ width: 36 }} /><col style={{ width: '24%' }} /><col style={{ width: '26%' }} /><col style={{ width: '18%' }} /><col style={{ width: '14%' }} /><col style={{ width: '14%' }} /></colgroup>
          <thead>
            <tr><th /><th>{t('col.summary')}</th><th>{t('col.subject')}</th><th>{t('col.aux')}</th><th>{t('col.debit')}</th><th>{t('col.credit')}</th></tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={l.key} data-testid="voucher-line">
                <td className="zf-voucher-rowno">
                  <span>{i + 1}</span>
                  {editable && lines.length > 2 && (
                    <Button type="text" size="small" tabIndex={-1} icon={<DeleteOutlined />} aria-label={t('removeLine')}
                      onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))} />
                  )}
                </td>
                <td>
                  <input ref={(el) => register(`${i}:summary`, el)} data-cell={`${i}:summary`} value={l.summary} autoFocus={id === undefined && i === 0} disabled={!editable} aria-label={t('col.summary')}
                    onChange={(e) => update(i, { summary: e.target.value })} onKeyDown={textKeys(i, 'summary')} onFocus={(e) => e.currentTarget.select()} />
                </td>
                <td>
                  <LookupCell id={`${i}:subject`} display={l.subject_code ? `${l.subject_code} ${l.subject_name}` : ''} placeholder={t('subjectPlaceholder')}
                    disabled={!editable} search={subjectOptions} source={subjects.data} register={register}
                    onPick={(o) => {
                      const next = pickSubject(i, String(o.value));
                      if (next) move(i, 'subject', 1, next);
                    }}
                    onMove={(dir) => move(i, 'subject', dir)} />
                </td>
                <td className="zf-voucher-aux">
                  {l.aux_types.map((k) => (
                    <LookupCell key={k} id={`${i}:aux:${k}`} display={l.aux[k as AuxKind]?.name ?? ''} placeholder={t(`aux.${k}`)} disabled={!editable}
                      search={searchAux(k as AuxKind)} register={register}
                      onPick={(o) => { update(i, { aux: { ...l.aux, [k]: { id: Number(o.value), name: o.label } } }); move(i, `aux:${k}`, 1); }}
                      onMove={(dir) => move(i, `aux:${k}`, dir)} />
                  ))}
                </td>
                {(['debit', 'credit'] as const).map((side) => (
                  <td key={side} className="zf-voucher-amount">
                    <input ref={(el) => register(`${i}:${side}`, el)} data-cell={`${i}:${side}`} value={l[side]} disabled={!editable} inputMode="decimal"
                      aria-label={t(`col.${side}`)} className={l[side].startsWith('-') ? 'red' : ''}
                      onChange={(e) => update(i, { [side]: e.target.value.replace(/[^\d.,-]/g, '') })}
                      onBlur={() => update(i, { [side]: formatCell(l[side]) })}
                      onKeyDown={amountKeys(i, side)} onFocus={(e) => e.currentTarget.select()} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td />
              <td colSpan={3} className="zf-voucher-words" data-testid="voucher-words">
                {t('total')}：{balanced && sum.debit !== '0.00' ? amountInWords(sum.debit) : ''}
              </td>
              <td className="zf-voucher-amount" data-testid="voucher-total-debit">{formatAmount(sum.debit)}</td>
              <td className="zf-voucher-amount" data-testid="voucher-total-credit">{formatAmount(sum.credit)}</td>
            </tr>
          </tfoot>
        </table>

        <div className="zf-voucher-foot">
          {editable && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => { setLines((ls) => [...ls, emptyLine(ls.at(-1)?.summary ?? '')]); focus(`${lines.length}:summary`); }}>
              {t('addLine')}
            </Button>
          )}
          <Typography.Text type={balanced ? 'success' : 'danger'} data-testid="voucher-difference">
            {t('difference')}：{formatAmount(sum.difference)}
          </Typography.Text>
          <Typography.Text type="secondary">{t('keysHint')}</Typography.Text>
        </div>

        {v && v.source.length > 0 && (
          <div className="zf-voucher-sources">
            {t('sources')}：
            <Space>{v.source.map((s) => <BillLink key={`${s.bill_type}-${s.bill_id}`} type={s.bill_type} id={s.bill_id} sn={s.bill_sn} />)}</Space>
          </div>
        )}
        {v?.reversed_by && (
          <div className="zf-voucher-sources">
            {t('reversedBy')}：<Typography.Link onClick={() => onOpen(v.reversed_by!.id)}>{v.reversed_by.voucher_no}</Typography.Link>
          </div>
        )}
        <div className="zf-voucher-signatures">
          <span>{t('print.maker')}：{v?.maker_name ?? ''}</span>
          <span>{t('print.auditor')}：{v?.auditor_name ?? ''}</span>
          <span>{t('print.poster')}：{v?.poster_name ?? ''}</span>
        </div>
      </div>
    </div>
  );
}
