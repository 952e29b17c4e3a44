import { formatAmount, type ListOf } from '@zf/shared';
import { DatePicker, Segmented, Space, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import { EChart, type ChartOption } from '../dashboard/EChart.tsx';
import type { PassRateRow } from './quality-api.ts';

const groups = ['month', 'supplier', 'product', 'process', 'project'] as const;

/** Pass rate of this page's approved checks per month, supplier, product or process. */
export function PassRate({ kind }: { kind: 'incoming' | 'process' | 'delivery' }) {
  const { t } = useTranslation('quality');
  const [group, setGroup] = useState<(typeof groups)[number]>('month');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const rows = useApiQuery<ListOf<PassRateRow>>('/quality/pass-rate', {
    kind, group_by: group, date_from: range?.[0]?.format('YYYY-MM-DD'), date_to: range?.[1]?.format('YYYY-MM-DD'),
  }, { staleTime: 0 });
  const items = group === 'project';
  const list = rows.data?.list;
  // By month also as a chart: qualified and rejected bars, the pass rate as a line on its own axis (ECharts loads here only).
  const option = useMemo<ChartOption | undefined>(() => (group !== 'month' || !list?.length ? undefined : {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('col.qualified'), t('col.rejected'), t('passRate.rate')] },
    grid: { left: 48, right: 48, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: list.map((r) => r.name) },
    yAxis: [{ type: 'value' }, { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } }],
    series: [
      { name: t('col.qualified'), type: 'bar', stack: 'checked', barMaxWidth: 48, data: list.map((r) => Number(r.qualified)), itemStyle: { color: '#52c41a' } },
      { name: t('col.rejected'), type: 'bar', stack: 'checked', barMaxWidth: 48, data: list.map((r) => Number(r.rejected)), itemStyle: { color: '#ff4d4f' } },
      { name: t('passRate.rate'), type: 'line', yAxisIndex: 1, data: list.map((r) => Number(r.pass_rate)) },
    ],
  }), [group, list, t]);
  const figure = (v: string) => (items ? v : formatAmount(v, 4));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Segmented value={group} onChange={(v) => setGroup(v as (typeof groups)[number])} options={groups.map((g) => ({ value: g, label: t(`passRate.by.${g}`) }))} />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} />
      </Space>
      {option && <EChart option={option} height={240} testId="pass-rate-chart" />}
      <Table<PassRateRow> rowKey="key" size="small" bordered pagination={false} loading={rows.isLoading} dataSource={rows.data?.list ?? []} columns={[
        { title: t(`passRate.col.${group}`), dataIndex: 'name', render: (v: string) => v || '—' },
        // Per inspection item the figures are counts of recorded results, not quantities.
        { title: items ? t('passRate.itemsChecked') : t('col.checked'), dataIndex: 'checked', align: 'right', render: figure },
        { title: items ? t('passRate.itemsPassed') : t('col.qualified'), dataIndex: 'qualified', align: 'right', render: figure },
        { title: items ? t('passRate.itemsFailed') : t('col.rejected'), dataIndex: 'rejected', align: 'right', render: figure },
        { title: t('passRate.rate'), dataIndex: 'pass_rate', align: 'right', render: (v: string) => <span data-testid="pass-rate">{`${v}%`}</span> },
      ]} />
    </Space>
  );
}
