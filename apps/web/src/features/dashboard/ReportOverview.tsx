import { Card, Col, Empty, Radio, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardReport, DashboardReportPoint as ReportPoint } from '@zf/shared';
import { EChart, type ChartOption } from './EChart.tsx';

const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
const axisLabel = { hideOverlap: true };

function trendOption(points: ReportPoint[], name: string): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => p.label), axisLabel },
    yAxis: { type: 'value' },
    series: [{ name, type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: points.map((p) => num(p.values.amount_with_tax)) }],
  };
}

function rankOption(points: ReportPoint[], name: string): ChartOption {
  const rows = [...points].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value' },
    // Full names in the tooltip; the axis cuts long ones (product labels start with the code).
    yAxis: { type: 'category', data: rows.map((p) => p.label), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [{ name, type: 'bar', barMaxWidth: 18, data: rows.map((p) => num(p.values.amount_with_tax)) }],
  };
}

function marginOption(points: ReportPoint[], names: { profit: string; margin: string }): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => p.label), axisLabel },
    yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value}%' } }],
    series: [
      { name: names.profit, type: 'bar', barMaxWidth: 24, data: points.map((p) => num(p.values.gross_profit)) },
      { name: names.margin, type: 'line', yAxisIndex: 1, data: points.map((p) => num(p.values.gross_margin)) },
    ],
  };
}

/**
 * 报表概况: the sales trend (30 days by day or 12 months by month), this month's top 10 products and customers by
 * sales, and gross profit with margin by month (GET /dashboard/report, figures from the report centre's runners).
 */
export function ReportOverview({ report, cards }: { report: DashboardReport | undefined; cards: string[] }) {
  const { t } = useTranslation('dashboard');
  const [span, setSpan] = useState<'day' | 'month'>('day');
  const options = useMemo(() => {
    if (!report) return undefined;
    return {
      sales_trend: trendOption(span === 'day' ? report.sales_daily : report.sales_monthly, t('charts.sales')),
      top_products: rankOption(report.top_products, t('charts.sales')),
      top_customers: rankOption(report.top_customers, t('charts.sales')),
      gross_margin: marginOption(report.gross_margin, { profit: t('charts.grossProfit'), margin: t('charts.margin') }),
    } as Record<string, ChartOption>;
  }, [report, span, t]);
  const series: Record<string, ReportPoint[]> = report
    ? { sales_trend: span === 'day' ? report.sales_daily : report.sales_monthly, top_products: report.top_products, top_customers: report.top_customers, gross_margin: report.gross_margin }
    : {};
  if (cards.length === 0) return <Empty description={t('cards.noneShown')} />;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((key) => (
        <Col key={key} xs={24} xl={12}>
          <Card
            size="small"
            title={t(`cards.${key}`)}
            data-testid={`report-${key}`}
            extra={key === 'sales_trend' ? (
              <Radio.Group size="small" value={span} onChange={(e) => setSpan(e.target.value as 'day' | 'month')} optionType="button"
                options={[{ value: 'day', label: t('charts.days30') }, { value: 'month', label: t('charts.months12') }]} />
            ) : undefined}
          >
            {options && (series[key]?.length ?? 0) > 0 ? (
              <EChart option={options[key]!} testId={`chart-${key}`} />
            ) : (
              <Empty style={{ height: 228, paddingTop: 48, margin: 0 }} image={Empty.PRESENTED_IMAGE_SIMPLE} description={report ? t('charts.noData') : t('charts.loading')} />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
