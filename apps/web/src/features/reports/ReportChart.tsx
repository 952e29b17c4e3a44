import { useEffect, useRef } from 'react';
import type { ReportAnswer } from '@zf/shared';

export type ChartType = 'bar' | 'line' | 'pie';

/** ECharts with only what the report centre draws, fetched when a report page first draws a chart. */
async function loadECharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers'),
  ]);
  core.use([charts.BarChart, charts.LineChart, charts.PieChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, renderers.CanvasRenderer]);
  return core;
}

/**
 * The answer's chart (categories and one series of the chart measure) as bars, a line or a pie. ECharts is loaded by
 * dynamic import from here only, so no page but the reports' pays for it (the login page's JS budget).
 */
export function ReportChart({ chart, type, seriesName }: { chart: NonNullable<ReportAnswer['chart']>; type: ChartType; seriesName: string }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let instance: { setOption: (o: object, notMerge?: boolean) => void; resize: () => void; dispose: () => void } | undefined;
    // The card's width changes without a window resize (the sidebar folds, a tab shows again): follow the element.
    const observer = new ResizeObserver(() => instance?.resize());
    void loadECharts().then((echarts) => {
      if (disposed || !el.current) return;
      instance = echarts.getInstanceByDom(el.current) ?? echarts.init(el.current);
      const data = chart.series[0]?.data.map((v) => (v === null ? null : Number(v))) ?? [];
      instance.setOption(type === 'pie'
        ? { tooltip: { trigger: 'item' }, series: [{ type: 'pie', name: seriesName, radius: ['35%', '70%'], data: chart.categories.map((name, i) => ({ name, value: data[i] })) }] }
        : {
          tooltip: { trigger: 'axis' }, grid: { left: 70, right: 20, top: 20, bottom: 60 },
          xAxis: { type: 'category', data: chart.categories, axisLabel: { interval: 0, rotate: chart.categories.length > 6 ? 30 : 0, width: chart.categories.length > 6 ? 90 : 160, overflow: 'truncate' } },
          yAxis: { type: 'value' },
          series: [{ type, name: seriesName, data, smooth: type === 'line', barMaxWidth: 56 }],
        }, true);
      if (el.current) observer.observe(el.current);
    });
    return () => { disposed = true; observer.disconnect(); instance?.dispose(); };
  }, [chart, type, seriesName]);
  return <div ref={el} data-testid="report-chart" style={{ width: '100%', height: 300 }} />;
}
