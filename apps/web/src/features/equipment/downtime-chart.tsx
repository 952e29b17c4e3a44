import type { EquipmentDowntimeRow as DowntimeRow, ListOf } from '@zf/shared';
import { Card, DatePicker, Empty } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import { EChart, type ChartOption } from '../dashboard/EChart.tsx';

/** 各设备停机时长: a bar per machine (ECharts, loaded only when this card shows). */
export function DowntimeByMachine() {
  const { t } = useTranslation('equipment');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const rows = useApiQuery<ListOf<DowntimeRow>>('/equipment-downtime', { date_from: range?.[0].format('YYYY-MM-DD'), date_to: range?.[1].format('YYYY-MM-DD') }, { staleTime: 0 });
  const list = rows.data?.list;
  const option = useMemo<ChartOption | undefined>(() => (!list?.length ? undefined : {
    animation: false,
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 24, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: list.map((r) => [r.code, r.name].filter(Boolean).join(' ')), axisLabel: { interval: 0, rotate: list.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', name: t('downtime.hours') },
    series: [{ name: t('downtime.hours'), type: 'bar', barMaxWidth: 48, data: list.map((r) => Number(r.downtime_hours)), itemStyle: { color: '#fa8c16' } }],
  }), [list, t]);
  return (
    <Card size="small" title={t('downtime.title')} data-testid="downtime-by-machine" extra={<DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs, Dayjs] | null)} />}>
      {option ? <EChart option={option} height={260} testId="downtime-chart" /> : <Empty description={t('downtime.empty')} />}
    </Card>
  );
}
