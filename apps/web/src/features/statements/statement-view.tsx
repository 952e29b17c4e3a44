import { DownloadOutlined, PrinterOutlined, SwapOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { formatAmount, statementLayouts, type Language, type StatementKind } from '@zf/shared';
import { Alert, Badge, Button, Card, DatePicker, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api, downloadXlsx, useApiQuery } from '../../request/index.ts';
import { useUrlState } from '../ledger-books/book-common.tsx';
import { openPrint, type PrintDocument } from '../print/print-document.ts';
import { CashFlowAssign } from './cash-flow-assign.tsx';
import { CashFlowMapDrawer } from './cash-flow-map.tsx';
import { FormulaDrawer } from './formula-drawer.tsx';
import { printedRows, type PrintedCell, type StatementAnswer, type StatementLineRow } from './statement-rows.ts';
import './statements.css';

const meta: Record<StatementKind, { page: string; prefix: string }> = {
  'balance-sheet': { page: 'balanceSheet', prefix: 'balance_sheet' },
  profit: { page: 'profitStatement', prefix: 'profit_statement' },
  'cash-flow': { page: 'cashFlowStatement', prefix: 'cash_flow_statement' },
};

interface Filter { period: string; include_unposted: 0 | 1 }
const readFilter = (s: URLSearchParams): Filter => ({ period: s.get('period') ?? dayjs().format('YYYY-MM'), include_unposted: s.get('include_unposted') === '0' ? 0 : 1 });

/** An amount as the printed form shows it: separators, blank for zero, red when negative. */
function Amount({ value, strong }: { value?: string; strong?: boolean }) {
  if (!value || Number(value) === 0) return null;
  return <Typography.Text strong={strong} type={Number(value) < 0 ? 'danger' : undefined} className="zf-statement-amount">{formatAmount(value)}</Typography.Text>;
}

/**
 * One statement screen (资产负债表, 利润表, 现金流量表): the printed layout an accountant expects — form code, title,
 * 编制单位, period and 单位：元 above line numbers and the two amount columns, sub-lines indented, totals bold — with
 * the month picker, print and export, the tie-out (or cash) check, and a line's formula in a drawer.
 */
export function StatementView({ kind }: { kind: StatementKind }) {
  const { t, i18n } = useTranslation('statements');
  const language: Language = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const { page, prefix } = meta[kind];
  const layout = statementLayouts[kind];
  const path = `/statements/${kind}`;
  const [filter, setFilter] = useUrlState<Filter>(readFilter);
  const data = useApiQuery<StatementAnswer>(path, { ...filter }, { placeholderData: keepPreviousData, staleTime: 0 });
  const [editing, setEditing] = useState<StatementLineRow | null>(null);
  const [assigning, setAssigning] = useState(false);
  const [mapping, setMapping] = useState(false);
  const answer = data.data;
  const rows = answer ? printedRows(kind, answer.list, language) : [];
  const title = language === 'en-US' ? layout.title.en : layout.title.zh;
  const colTitles = layout.columns.map((c) => ({ key: c.key as keyof StatementLineRow, title: language === 'en-US' ? c.title.en : c.title.zh }));

  const itemCell = (cell: PrintedCell | undefined) => {
    if (!cell || cell.kind === 'blank') return null;
    if (cell.kind === 'heading') return <Typography.Text strong>{cell.text}</Typography.Text>;
    const r = cell.row;
    return (
      <span style={{ paddingLeft: r.indent * 24 }} className={r.total ? 'zf-statement-total' : undefined} data-testid={`statement-item-${r.line}`}>
        {r.prefix}{r.item}
        {r.custom && <Tooltip title={t('formula.customHint')}><Tag color="orange" className="zf-statement-custom">{t('formula.customShort')}</Tag></Tooltip>}
      </span>
    );
  };
  const lineCell = (cell: PrintedCell | undefined) => (cell?.kind === 'line'
    ? <Tooltip title={`${t('formula.label')}: ${cell.row.formula || t('formula.empty')}`}><Typography.Link onClick={() => setEditing(cell.row)} data-testid={`statement-line-${cell.row.line}`}>{cell.row.line}</Typography.Link></Tooltip>
    : null);
  const amountCell = (cell: PrintedCell | undefined, key: keyof StatementLineRow) => (cell?.kind === 'line'
    ? <span data-testid={`statement-${String(key)}-${cell.row.line}`}><Amount value={cell.row[key] as string | undefined} strong={cell.row.total} /></span>
    : null);
  const two = layout.sections.length === 2;
  const side = (i: number, itemTitle: string): ColumnsType<PrintedCell[]> => [
    { title: itemTitle, key: `item${i}`, render: (_, r) => itemCell(r[i]), onCell: () => ({ className: 'zf-statement-item' }) },
    { title: t('line'), key: `line${i}`, width: 48, align: 'center', render: (_, r) => lineCell(r[i]) },
    ...colTitles.map((c) => ({ title: c.title, key: `${String(c.key)}${i}`, width: two ? 124 : 160, align: 'right' as const, render: (_: unknown, r: PrintedCell[]) => amountCell(r[i], c.key) })),
  ];
  const columns = layout.sections.length === 2 ? [...side(0, t('assets')), ...side(1, t('liabilitiesEquity'))] : side(0, t('item'));

  const query = { ...filter };
  const print = async () => openPrint(await api.get<PrintDocument>(`${path}/print`, query));
  const exportFile = () => downloadXlsx(`${path}/export`, query, `${title}-${filter.period}`);
  const tie = answer?.tie_out;
  const check = answer?.check?.period_amount;
  const yearCheck = answer?.check?.year_amount;
  const [y, m] = filter.period.split('-');

  return (
    <Card variant="borderless" title={t(`titles.${kind}`)} data-testid={`statement-${kind}`}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <DatePicker picker="month" allowClear={false} value={dayjs(`${filter.period}-01`)} data-testid="statement-period"
              onChange={(v) => v && setFilter({ ...filter, period: v.format('YYYY-MM') })} />
            <Space size={4}>
              <Switch size="small" checked={filter.include_unposted === 1} onChange={(on) => setFilter({ ...filter, include_unposted: on ? 1 : 0 })} data-testid="statement-unposted" />
              <Typography.Text>{t('includeUnposted')}</Typography.Text>
            </Space>
          </Space>
          <Space wrap>
            {kind === 'cash-flow' && (
              <Badge count={check?.unassigned_lines ?? 0} size="small">
                <Button icon={<SwapOutlined />} onClick={() => setAssigning(true)} data-testid="open-assign">{t('assign.open')}</Button>
              </Badge>
            )}
            {kind === 'cash-flow' && <Button onClick={() => setMapping(true)} data-testid="open-cash-flow-map">{t('map.open')}</Button>}
            <Auth page={page} code={`${prefix}_print`}>
              <Button icon={<PrinterOutlined />} onClick={() => void print().catch(() => undefined)} data-testid="statement-print">{t('print')}</Button>
            </Auth>
            <Auth page={page} code={`${prefix}_export`}>
              <Button icon={<DownloadOutlined />} onClick={() => void exportFile().catch(() => undefined)} data-testid="statement-export">{t('export')}</Button>
            </Auth>
          </Space>
        </Space>
        {tie && (tie.closing.balanced && tie.year_start.balanced
          ? <Alert type="success" showIcon message={t('tie.balanced', { amount: formatAmount(tie.closing.assets) })} data-testid="tie-out" />
          : <Alert type="error" showIcon data-testid="tie-out" message={t('tie.unbalanced')}
              description={[tie.closing, tie.year_start].map((c, i) => (c.balanced ? null : (
                <div key={i}>{t(i ? 'tie.yearStart' : 'tie.closing', { assets: formatAmount(c.assets), other: formatAmount(c.liabilities_equity), difference: formatAmount(c.difference) })}</div>
              )))} />)}
        {check && (check.balanced && yearCheck?.balanced
          ? <Alert type="success" showIcon message={t('cash.balanced', { amount: formatAmount(check.net_increase) })} data-testid="cash-check" />
          : <Alert type="warning" showIcon data-testid="cash-check" message={t('cash.unbalanced', { change: formatAmount(check.cash_change), net: formatAmount(check.net_increase), difference: formatAmount(check.difference) })}
              description={check.unassigned_lines ? t('cash.unassigned', { n: check.unassigned_lines, amount: formatAmount(check.unassigned) }) : t('cash.other')}
              action={check.unassigned_lines ? <Button size="small" onClick={() => setAssigning(true)}>{t('assign.open')}</Button> : undefined} />)}
        {answer?.broken_lines.length ? <Alert type="warning" showIcon message={t('broken', { lines: answer.broken_lines.join(', ') })} /> : null}
        <div className="zf-statement-paper">
          <div className="zf-statement-form">{layout.formCode}</div>
          <Typography.Title level={4} className="zf-statement-title">{title}</Typography.Title>
          <div className="zf-statement-head">
            <span>{t('company')}{answer?.company ?? ''}</span>
            <span>{language === 'en-US' ? filter.period : `${y}年${Number(m)}月`}</span>
            <span>{t('unit')}</span>
          </div>
          <Table<PrintedCell[]> rowKey={(_, i) => String(i)} size="small" bordered pagination={false} loading={data.isFetching && !answer}
            dataSource={rows} columns={columns} tableLayout="fixed" scroll={{ x: two ? 1120 : 760 }} data-testid="statement-table" />
        </div>
      </Space>
      {editing && <FormulaDrawer path={path} page={page} prefix={prefix} row={editing} onClose={() => setEditing(null)} onSaved={() => void data.refetch()} />}
      {mapping && <CashFlowMapDrawer onClose={() => setMapping(false)} />}
      {assigning && <CashFlowAssign period={filter.period} onClose={() => setAssigning(false)} onAssigned={() => void data.refetch()} />}
    </Card>
  );
}
