import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { billMetaOf, checkDateRange, sourceHref } from '@zf/shared';
import { App, Button, Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { validationMessage } from '../../i18n/index.ts';
import { downloadXlsx, useApiQuery } from '../../request/index.ts';
import { Auth } from '../permission/Auth.tsx';
import { RefSelect, useLanguage } from '../resource/index.ts';
import { numeric, renderCell } from './cells.tsx';
import { fixedLead, type QueryDef, type QueryFilter } from './query-def.ts';

type Row = Record<string, unknown>;
interface QueryPage { list: Row[]; total?: number; totals?: Record<string, string>; [more: string]: unknown }

/**
 * Renders a query definition: its filters (keyword, date range with the SPEC §5 rules, partner, warehouse, product,
 * bill type), the table with values shown by kind, paging when the endpoint pages, the totals of the whole selection,
 * and rows that name a bill open it on its own page.
 */
export function QueryScreen({ def }: { def: QueryDef }) {
  const { t } = useTranslation('query');
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Record<string, string | number | undefined>>(() => def.initial?.() ?? {});
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const params = { ...def.params, ...filters, ...(def.paged ? page : {}) };
  const data = useApiQuery<QueryPage>(def.endpoint, params, { placeholderData: keepPreviousData, staleTime: 0 });
  const set = (patch: Record<string, string | number | undefined>) => { setFilters((f) => ({ ...f, ...patch })); setPage((p) => ({ ...p, page: 1 })); };
  const setRange = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [from, to] = [range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD')];
    if (def.initial && !(from && to)) return;
    const error = from && to ? checkDateRange(from, to) : null;
    if (error) return void message.error(validationMessage(error));
    set({ date_from: from, date_to: to });
  };
  const openBill = (row: Row) => {
    const href = sourceHref(def.opensBill?.type ?? String(row[def.opensBill?.typeKey ?? 'type'] ?? ''), String(row[def.opensBill?.idKey ?? 'id']), String(row.bill_sn ?? ''));
    if (href) navigate(href);
  };

  const filter = (f: QueryFilter, i: number) => {
    switch (f.kind) {
      case 'keyword':
        return <Input.Search key={i} allowClear style={{ width: 240 }} placeholder={f.placeholder[language]} value={typed} onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => set({ keyword: v.trim() || undefined })} enterButton={t('search')} data-testid="query-keyword" />;
      case 'dateRange':
        return <DatePicker.RangePicker key={i} onChange={setRange} data-testid="query-dates" allowClear={!def.initial}
          value={filters.date_from && filters.date_to ? [dayjs(String(filters.date_from)), dayjs(String(filters.date_to))] : null} />;
      case 'date':
        return <DatePicker key={i} placeholder={f.placeholder[language]} onChange={(d) => set({ [f.param ?? 'date']: d ? d.format('YYYY-MM-DD') : undefined })} />;
      case 'partner':
        return <RefSelect key={i} resource="partners" params={f.partnerType ? { type: f.partnerType } : undefined} allowClear style={{ width: 200 }}
          placeholder={t(f.partnerType === 2 ? 'supplier' : f.partnerType === 1 ? 'customer' : 'partner')} value={filters.partner_id as number | undefined} onChange={(v) => set({ partner_id: v })} />;
      case 'warehouse':
        return <RefSelect key={i} resource="warehouses" params={{ subcontracted: 'all' }} allowClear style={{ width: 170 }} placeholder={t('warehouse')} value={filters[f.param ?? 'warehouse_id'] as number | undefined} onChange={(v) => set({ [f.param ?? 'warehouse_id']: v })} />;
      case 'product':
        return <RefSelect key={i} resource="products" allowClear style={{ width: 220 }} placeholder={t('product')} value={filters.product_id as number | undefined}
          optionLabel={(r) => `${String(r.code ?? '')} ${String(r.name ?? '')}`.trim()} onChange={(v) => set({ product_id: v })} />;
      case 'billType':
        return <Select key={i} allowClear style={{ width: 160 }} placeholder={t('billType')} value={filters.type as string | undefined} onChange={(v?: string) => set({ type: v })}
          options={f.types.map((type) => ({ value: type, label: billMetaOf(type)?.label[language] ?? type }))} />;
      case 'month':
        return <DatePicker key={i} picker="month" allowClear={false} data-testid="query-month"
          value={filters[f.param ?? 'period'] ? dayjs(`${String(filters[f.param ?? 'period'])}-01`) : null}
          onChange={(d) => d && set({ [f.param ?? 'period']: d.format('YYYY-MM') })} />;
      case 'ref':
        return <RefSelect key={i} resource={f.resource} allowClear style={{ width: 180 }} placeholder={f.placeholder[language]} value={filters[f.param] as number | undefined}
          onChange={(v) => set({ [f.param]: v })} />;
      case 'select':
        return <Select key={i} allowClear style={{ width: 160 }} placeholder={f.placeholder[language]} value={filters[f.param]} onChange={(v?: string | number) => set({ [f.param]: v })}
          options={f.options.map((o) => ({ value: o.value, label: o.label[language] }))} />;
    }
  };

  const totals = data.data?.totals;
  const lead = fixedLead(def.columns);
  const firstTotal = def.columns.findIndex((c) => def.totals?.includes(c.key));
  return (
    <Card variant="borderless" title={def.title[language]}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          {def.filters.map(filter)}
          {def.hint && <Typography.Text type="secondary">{def.hint[language]}</Typography.Text>}
          {def.export && (
            <Auth page={def.export.page} code={def.export.code}>
              <Button icon={<DownloadOutlined />} data-testid="query-export"
                onClick={() => void downloadXlsx(`${def.endpoint}/export`, { ...def.params, ...filters }, def.export!.fileName[language]).catch(() => undefined)}>{t('export')}</Button>
            </Auth>
          )}
        </Space>
        {def.header && data.data && def.header(data.data, language)}
        <Table<Row>
          rowKey={(r) => String(def.rowKey ? r[def.rowKey] : r.id ?? JSON.stringify(r))}
          size="small"
          bordered
          loading={data.isFetching && !data.data}
          dataSource={data.data?.list ?? []}
          scroll={{ x: def.columns.reduce((s, c) => s + (c.width ?? 130), 0) }}
          onRow={def.opensBill ? (r) => ({ onClick: () => openBill(r), style: { cursor: 'pointer' } }) : undefined}
          pagination={def.paged
            ? { current: page.page, pageSize: page.page_size, total: data.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }
            : { pageSize: 50, showSizeChanger: true }}
          summary={() => totals && firstTotal > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={firstTotal}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
              {def.columns.slice(firstTotal).map((c, i) => (
                <Table.Summary.Cell key={c.key} index={firstTotal + i} align={numeric(c.kind) ? 'right' : undefined}>
                  {def.totals?.includes(c.key) && <Typography.Text strong data-testid={`query-total-${c.key}`}>{renderCell(c.kind, totals[c.key], language, t)}</Typography.Text>}
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
          columns={def.columns.map((c, i) => ({
            key: c.key, dataIndex: c.key, title: c.title[language], width: c.width ?? 130, ellipsis: c.kind === undefined || c.kind === 'text',
            ...(i < lead ? { fixed: 'left' as const } : {}),
            align: numeric(c.kind) ? 'right' as const : undefined,
            // A row that opens its bill shows the number as the link it is.
            render: (v: unknown) => (c.key === 'bill_sn' && def.opensBill && v ? <Typography.Link data-testid="query-bill-link">{String(v)}</Typography.Link>
              : c.options ? c.options[String(v)]?.[language] ?? String(v ?? '') : renderCell(c.kind, v, language, t)),
          }))}
        />
      </Space>
    </Card>
  );
}
