import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { SubjectStatus, type Openings, type Subject, type ListOf } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient } from '../../request/index.ts';
import { AuxPicker } from './AuxPicker.tsx';
import { auxKeys, linesToSave, liveCheck, rowKey, rowOf, type AuxIds, type GridRow } from './opening-grid.ts';
import { TrialPanel } from './TrialPanel.tsx';

const noAux: AuxIds = { partner_id: 0, department_id: 0, employee_id: 0, project_id: 0, product_id: 0 };

/**
 * Opening balances (openingBalance): every enabled leaf account with its balance on its side and, when the books
 * start mid-year, the year-to-date debit and credit; accounts with auxiliary accounting get one row per item. Stock
 * and AR/AP openings come from the warehouse and partner openings and are read-only. A live trial check follows
 * every keystroke; the books' initialization locks the grid.
 */
export default function OpeningBalancePage() {
  const openings = useQuery({ queryKey: ['/finance/opening-balances'], queryFn: () => api.get<Openings>('/finance/opening-balances') });
  const subjects = useQuery({ queryKey: ['/subjects', 'leaves'], queryFn: () => api.get<ListOf<Subject>>('/subjects', { leaf: 1, status: SubjectStatus.enabled, page_size: 2000 }) });
  const data = openings.data;
  const base = useMemo(() => (data && subjects.data ? gridOf(data, subjects.data.list) : []), [data, subjects.data]);
  // The grid starts again from what the server answers each time it answers (after a save, say).
  return (
    <PageRights page="openingBalance">
      <OpeningGrid key={`${openings.dataUpdatedAt}-${subjects.dataUpdatedAt}`} base={base} data={data} subjects={subjects.data?.list ?? []} loading={openings.isFetching || subjects.isFetching} />
    </PageRights>
  );
}

const isComputed = (code: string, roots: readonly string[]) => roots.some((r) => code.startsWith(r));

/** Every enabled leaf account's rows: its stored or computed lines, else one empty row (accounts without items). */
function gridOf(data: Openings, subjects: readonly Subject[]): GridRow[] {
  const lines = data.lines.map(rowOf);
  const grid: GridRow[] = [];
  for (const s of subjects) {
    const own = lines.filter((r) => r.subject_code === s.code);
    const computed = isComputed(s.code, data.computed_roots);
    if (own.length) grid.push(...own);
    else if (!s.aux_types.length || computed) {
      const source = computed ? (s.code.startsWith('1122') || s.code.startsWith('2202') ? 'partner' : 'stock') : 'typed';
      grid.push({ key: rowKey(s.code, noAux), subject_code: s.code, subject_name: s.name, category: s.category, direction: s.direction, aux_name: '', ...noAux, balance: '', ytd_debit: '', ytd_credit: '', source });
    }
  }
  return grid;
}

function OpeningGrid({ base, data, subjects, loading }: { base: GridRow[]; data: Openings | undefined; subjects: Subject[]; loading: boolean }) {
  const { t } = useTranslation('ledger-init');
  const { message } = App.useApp();
  const [rows, setRows] = useState<GridRow[]>(base);
  const [category, setCategory] = useState<number>(1);
  const [picking, setPicking] = useState<Subject | null>(null);
  const [saving, setSaving] = useState(false);
  const computed = (code: string) => isComputed(code, data?.computed_roots ?? []);

  const locked = data?.initialized ?? false;
  const midYear = !!data && !data.start_period.endsWith('-01');
  const check = useMemo(() => liveCheck(rows), [rows]);
  const edit = (key: string, field: 'balance' | 'ytd_debit' | 'ytd_credit', value: string) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
  const subjectOf = (code: string) => subjects.find((s) => s.code === code);
  const shown = useMemo(() => {
    const list = rows.filter((r) => r.category === category);
    // Accounts with auxiliary accounting but no row yet still show, to add their first item.
    const withAux = subjects.filter((s) => s.category === category && s.aux_types.length && !computed(s.code) && !list.some((r) => r.subject_code === s.code));
    return [...list, ...withAux.map((s) => ({ key: `${s.code}|add`, subject_code: s.code, subject_name: s.name, category: s.category, direction: s.direction, aux_name: '', ...noAux, balance: '', ytd_debit: '', ytd_credit: '', source: 'typed' as const }))]
      .sort((a, b) => a.subject_code.localeCompare(b.subject_code));
  }, [rows, category, subjects]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    setSaving(true);
    try {
      await api.put<Openings>('/finance/opening-balances', { lines: linesToSave(rows) });
      message.success(t('openings.saved'));
      await queryClient.invalidateQueries({ queryKey: ['/finance/opening-balances'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSaving(false);
    }
  };

  const amountInput = (r: GridRow, field: 'balance' | 'ytd_debit' | 'ytd_credit') => {
    const readOnly = locked || r.source !== 'typed' || r.key.endsWith('|add');
    if (readOnly) return <span className="zf-amount">{r[field] && Number(r[field]) !== 0 ? Number(r[field]).toFixed(2) : ''}</span>;
    return (
      <Input size="small" value={r[field]} inputMode="decimal" style={{ textAlign: 'right' }} data-testid={`opening-${field}-${r.subject_code}`}
        onChange={(e) => { if (/^-?\d*(\.\d{0,2})?$/.test(e.target.value)) edit(r.key, field, e.target.value); }} />
    );
  };

  return (
    <>
      <Card
        variant="borderless"
        title={<Space>{t('openings.title')}<Typography.Text type="secondary">{t('openings.start', { period: data?.start_period ?? '-' })}</Typography.Text>{locked && <Tag color="blue">{t('openings.locked')}</Tag>}</Space>}
        extra={!locked && <Auth code="opening_balance_edit"><Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid="save-openings">{t('openings.save')}</Button></Auth>}
        data-testid="opening-balance"
      >
        <TrialPanel check={check} showYtd={midYear} />
        <Segmented style={{ margin: '12px 0' }} value={category} onChange={(v) => setCategory(Number(v))}
          options={[1, 2, 3, 4, 5].map((c) => ({ value: c, label: t(`categories.${c}`) }))} />
        <Table<GridRow>
          rowKey="key"
          size="small"
          bordered
          loading={loading}
          dataSource={shown}
          pagination={false}
          scroll={{ x: 900, y: 'calc(100vh - 420px)' }}
          columns={[
            { title: t('openings.code'), dataIndex: 'subject_code', width: 110 },
            { title: t('openings.name'), dataIndex: 'subject_name', width: 180 },
            {
              title: t('openings.aux'), dataIndex: 'aux_name', width: 200,
              render: (v: string, r) => {
                const s = subjectOf(r.subject_code);
                if (r.key.endsWith('|add') || (s?.aux_types.length && !locked && r.source === 'typed' && auxKeys.every((k) => !r[k]))) {
                  return !locked && s ? <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setPicking(s)}>{t('openings.addAux')}</Button> : null;
                }
                return v;
              },
            },
            { title: t('openings.direction'), dataIndex: 'direction', width: 60, align: 'center', render: (v: number) => t(v === 1 ? 'debit' : 'credit') },
            { title: t('openings.balance'), key: 'balance', width: 150, align: 'right', render: (_: unknown, r) => amountInput(r, 'balance') },
            ...(midYear ? [
              { title: t('openings.ytdDebit'), key: 'ytd_debit', width: 140, align: 'right' as const, render: (_: unknown, r: GridRow) => amountInput(r, 'ytd_debit') },
              { title: t('openings.ytdCredit'), key: 'ytd_credit', width: 140, align: 'right' as const, render: (_: unknown, r: GridRow) => amountInput(r, 'ytd_credit') },
            ] : []),
            { title: t('openings.source'), dataIndex: 'source', width: 130, render: (v: string) => (v === 'typed' ? null : <Tag color="purple">{t(`openings.sources.${v}`)}</Tag>) },
          ]}
        />
      </Card>
      {picking && (
        <AuxPicker
          kinds={picking.aux_types}
          onClose={() => setPicking(null)}
          onPick={(aux, name) => {
            const full = { ...noAux, ...aux };
            const key = rowKey(picking.code, full);
            setRows((list) => (list.some((r) => r.key === key) ? list : [...list, { key, subject_code: picking.code, subject_name: picking.name, category: picking.category, direction: picking.direction, aux_name: name, ...full, balance: '', ytd_debit: '', ytd_credit: '', source: 'typed' }]));
            setPicking(null);
          }}
        />
      )}
    </>
  );
}
