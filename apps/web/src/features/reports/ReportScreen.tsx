import { DownloadOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData } from '@tanstack/react-query';
import { dimensionTitles, measureTitles, reportFun, sourceHref, type ReportAnswer, type ReportDefinition, type ReportPreset, type ReportRow } from '@zf/shared';
import { Breadcrumb, Button, Card, Segmented, Space } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { enterpriseName, useEnterpriseInfo } from '../../app/layout/shell-data.ts';
import { Auth } from '../../engines/permission/Auth.tsx';
import { useLanguage } from '../../engines/resource/index.ts';
import { api, downloadXlsx, useApiQuery } from '../../request/index.ts';
import { openPrint } from '../print/print-document.ts';
import { drillFrom, queryOf, type DrillStep, type ReportParams } from './report-drill.ts';
import { reportPrintDocument } from './report-print.ts';
import type { ChartType } from './ReportChart.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportPresets } from './ReportPresets.tsx';
import { ReportTable } from './ReportTable.tsx';

const ReportChart = lazy(() => import('./ReportChart.tsx').then((m) => ({ default: m.ReportChart })));

const initialParams = (def: ReportDefinition): ReportParams => ({
  date_from: dayjs().startOf('month').format('YYYY-MM-DD'), date_to: dayjs().format('YYYY-MM-DD'), group_by: def.dimensions[0]!, filters: {},
});

/** The params a preset keeps, back as the screen's: dates (else the current ones), group-by, the filters. */
function fromPreset(def: ReportDefinition, current: ReportParams, p: ReportPreset['params']): ReportParams {
  const { date_from, date_to, group_by, ...filters } = p;
  return {
    date_from: typeof date_from === 'string' ? date_from : current.date_from,
    date_to: typeof date_to === 'string' ? date_to : current.date_to,
    group_by: def.dimensions.find((d) => d === group_by) ?? def.dimensions[0]!,
    // A preset keeps what the query string took: ids (numbers) and bill_type (a name).
    filters: Object.fromEntries(Object.entries(filters).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number')),
  };
}

/**
 * One screen for every report of the centre (issue 20), driven by its definition: filters and saved presets, the
 * chart, the table with totals and paging, drill-down from a row to the next dimension and finally to the
 * documents (a breadcrumb goes back), Excel export and print.
 */
export function ReportScreen({ def }: { def: ReportDefinition }) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const navigate = useNavigate();
  const enterprise = useEnterpriseInfo();
  const [draft, setDraft] = useState<ReportParams>(() => initialParams(def));
  const [root, setRoot] = useState<ReportParams>(draft);
  const [path, setPath] = useState<DrillStep[]>([]);
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [chartType, setChartType] = useState<ChartType>(def.chart.type);
  const params = path.at(-1)?.params ?? root;
  const endpoint = `/reports/${def.name}`;
  const answer = useApiQuery<ReportAnswer>(endpoint, { ...queryOf(params), ...page }, { placeholderData: keepPreviousData, staleTime: 0 });

  const run = (p: ReportParams) => { setRoot(p); setPath([]); setPage((x) => ({ ...x, page: 1 })); };
  const used = path.map((s) => s.group_by);
  const drillOf = (r: ReportRow) => drillFrom(def, params, r, used);
  const isDocument = (r: ReportRow) => Boolean(r.bill && sourceHref(r.bill.type, r.bill.id, r.bill.bill_sn));
  const onRow = (r: ReportRow) => {
    if (r.bill) {
      const href = sourceHref(r.bill.type, r.bill.id, r.bill.bill_sn);
      if (href) void navigate(href);
      return;
    }
    const next = drillOf(r);
    if (!next) return;
    setPath((s) => [...s, { group_by: params.group_by, key: r.key, label: r.label, params: next }]);
    setPage((x) => ({ ...x, page: 1 }));
  };
  const back = (depth: number) => { setPath((s) => s.slice(0, depth)); setPage((x) => ({ ...x, page: 1 })); };
  const print = async () => {
    const all = await api.get<ReportAnswer>(endpoint, { ...queryOf(params), page: 1, page_size: 1000 }).catch(() => undefined);
    if (!all) return;
    openPrint(reportPrintDocument(def, params, all, { language, company: enterprise ? enterpriseName(enterprise) : undefined, path: path.map((s) => s.label) }));
  };
  const measure = answer.data?.chart?.series[0]?.measure ?? def.chart.measure;

  return (
    <Card variant="borderless" title={def.title[language]}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <ReportFilters def={def} value={draft} onChange={setDraft} />
          <Button type="primary" icon={<SearchOutlined />} onClick={() => run(draft)} data-testid="report-query">{t('query')}</Button>
          <ReportPresets report={def.name} current={() => queryOf(draft)} onApply={(p) => { const next = fromPreset(def, draft, p.params); setDraft(next); run(next); }} />
          <Auth page={def.page} code={reportFun(def, 'export')}>
            <Button icon={<DownloadOutlined />} data-testid="report-export"
              onClick={() => void downloadXlsx(`${endpoint}/export`, queryOf(params), `${def.title[language]}-${params.date_from}-${params.date_to}`).catch(() => undefined)}>{t('export')}</Button>
          </Auth>
          <Auth page={def.page} code={reportFun(def, 'print')}>
            <Button icon={<PrinterOutlined />} onClick={() => void print()} data-testid="report-print">{t('print')}</Button>
          </Auth>
        </Space>
        {path.length > 0 && (
          <Breadcrumb data-testid="report-breadcrumb" items={[
            { title: <a onClick={() => back(0)}>{dimensionTitles[root.group_by][language]}</a> },
            ...path.map((s, i) => ({
              title: i === path.length - 1 ? `${s.label} · ${dimensionTitles[s.params.group_by][language]}` : <a onClick={() => back(i + 1)}>{`${s.label} · ${dimensionTitles[s.params.group_by][language]}`}</a>,
            })),
          ]} />
        )}
        {answer.data?.chart && answer.data.chart.categories.length > 0 && (
          <Card size="small" title={measureTitles[measure][language]} extra={
            <Segmented<ChartType> size="small" value={chartType} onChange={setChartType} data-testid="report-chart-type"
              options={(['bar', 'line', 'pie'] as const).map((c) => ({ value: c, label: t(`chart.${c}`) }))} />
          }>
            <Suspense fallback={<div style={{ height: 300 }} />}>
              <ReportChart chart={answer.data.chart} type={chartType} seriesName={measureTitles[measure][language]} />
            </Suspense>
          </Card>
        )}
        <ReportTable def={def} groupBy={params.group_by} answer={answer.data} loading={answer.isFetching && (!answer.data || answer.isPlaceholderData)} page={page} onPage={setPage}
          onRow={onRow} clickable={(r) => (r.bill ? isDocument(r) : Boolean(drillOf(r)))} />
      </Space>
    </Card>
  );
}
