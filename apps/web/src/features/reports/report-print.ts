import { dimensionTitles, measureTitles, type Language, type PrintDocument, type ReportAnswer, type ReportDefinition } from '@zf/shared';
import { formatMeasure } from './report-format.ts';
import type { ReportParams } from './report-drill.ts';

const words = {
  range: { 'zh-CN': '日期', 'en-US': 'Dates' }, asOf: { 'zh-CN': '截至', 'en-US': 'As of' },
  groupBy: { 'zh-CN': '汇总方式', 'en-US': 'Grouped by' }, path: { 'zh-CN': '钻取', 'en-US': 'Drilled from' }, total: { 'zh-CN': '合计', 'en-US': 'Total' },
} as const;

/** The report as printed: company, title, dates, group and drill path above the table; figures formatted; the totals last. */
export function reportPrintDocument(def: ReportDefinition, params: ReportParams, answer: ReportAnswer, o: { language: Language; company?: string; path: string[] }): PrintDocument {
  const l = o.language;
  const group = dimensionTitles[params.group_by][l];
  return {
    company: o.company,
    title: def.title[l],
    fields: [
      def.dates === 'asOf' ? { label: words.asOf[l], value: params.date_to } : { label: words.range[l], value: `${params.date_from} ~ ${params.date_to}` },
      { label: words.groupBy[l], value: group },
      ...(o.path.length ? [{ label: words.path[l], value: o.path.join(' / ') }] : []),
    ],
    table: {
      columns: [{ key: 'group', title: group }, ...def.measures.map((m) => ({ key: m, title: measureTitles[m][l], align: 'right' as const }))],
      rows: [
        ...answer.list.map((r) => ({ group: r.label, ...Object.fromEntries(def.measures.map((m) => [m, formatMeasure(m, r.values[m])])) })),
        { group: words.total[l], ...Object.fromEntries(def.measures.map((m) => [m, formatMeasure(m, answer.total[m])])) },
      ],
    },
  };
}
