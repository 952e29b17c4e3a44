import { dimensionTitles, measureTitles, type Language, type ReportAnswer, type ReportDefinition, type ReportDimension } from '@zf/shared';

const words = { total: { 'zh-CN': '合计', 'en-US': 'Total' }, date: { 'zh-CN': '日期', 'en-US': 'Date' } } as const;

export interface ReportSheet { title: string; header: string[]; rows: Array<Array<string | number | null>> }

const cell = (v: string | null | undefined) => (v == null ? null : Number(v));

/**
 * A report's answer as a worksheet: the group column (documents also with their date), one column per measure as
 * numbers, and a last row with the totals of the answer (ratios as the server recomputed them, never summed here).
 */
export function reportSheet(def: ReportDefinition, groupBy: ReportDimension, answer: ReportAnswer, language: Language): ReportSheet {
  const documents = groupBy === 'bill' || groupBy === 'line';
  const header = [dimensionTitles[groupBy][language], ...(documents ? [words.date[language]] : []), ...def.measures.map((m) => measureTitles[m][language])];
  const rows = answer.list.map((r) => [r.label, ...(documents ? [r.bill?.bill_date ?? ''] : []), ...def.measures.map((m) => cell(r.values[m]))]);
  rows.push([words.total[language], ...(documents ? [''] : []), ...def.measures.map((m) => cell(answer.total[m]))]);
  return { title: def.title[language], header, rows };
}
