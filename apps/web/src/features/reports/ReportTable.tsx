import { dimensionTitles, measureTitles, type ReportAnswer, type ReportDefinition, type ReportDimension, type ReportRow } from '@zf/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { formatMeasure } from './report-format.ts';

const groupWidth = 220;
const dateWidth = 110;
const measureWidth = 115;
/** The width the columns need: the group, the date of a document, the measures. */
export const tableWidth = (documents: boolean, measures: number) => groupWidth + (documents ? dateWidth : 0) + measures * measureWidth;

/**
 * The groups of one page: the group column (documents as links, with their date), the measures right-aligned, the
 * totals over every group as the summary row, server paging. `onRow` is the click (drill down or open the document).
 */
export function ReportTable({ def, groupBy, answer, loading, page, onPage, onRow, clickable }: {
  def: ReportDefinition; groupBy: ReportDimension; answer?: ReportAnswer; loading: boolean;
  page: { page: number; page_size: number }; onPage: (p: { page: number; page_size: number }) => void;
  onRow: (r: ReportRow) => void; clickable: (r: ReportRow) => boolean;
}) {
  const { t } = useTranslation('reports');
  const language = useLanguage();
  const documents = groupBy === 'bill' || groupBy === 'line';
  const lead = documents ? 2 : 1;
  return (
    <Table<ReportRow>
      rowKey="key" size="small" bordered loading={loading} dataSource={answer?.list ?? []} data-testid="report-table"
      // The columns' own widths, no more: a wider scroll width (it once counted the group column twice) forced a
      // scroll at 1,440 px and cut the gross margin at the right edge; the table now scrolls only when they do not fit.
      scroll={{ x: tableWidth(documents, def.measures.length) }}
      onRow={(r) => (clickable(r) ? { onClick: () => onRow(r), style: { cursor: 'pointer' } } : {})}
      pagination={{ current: page.page, pageSize: page.page_size, total: answer?.count ?? 0, showSizeChanger: true, onChange: (p, s) => onPage({ page: p, page_size: s }) }}
      columns={[
        { key: 'group', title: dimensionTitles[groupBy][language], width: groupWidth, fixed: 'left', ellipsis: true,
          render: (_: unknown, r: ReportRow) => (clickable(r) ? <Typography.Link data-testid="report-row-link">{r.label}</Typography.Link> : r.label) },
        ...(documents ? [{ key: 'date', title: t('date'), width: dateWidth, render: (_: unknown, r: ReportRow) => r.bill?.bill_date ?? '' }] : []),
        ...def.measures.map((m) => ({
          key: m, title: measureTitles[m][language], width: measureWidth, align: 'right' as const,
          render: (_: unknown, r: ReportRow) => formatMeasure(m, r.values[m]),
        })),
      ]}
      summary={() => answer && (
        <Table.Summary fixed>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={lead}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
            {def.measures.map((m, i) => (
              <Table.Summary.Cell key={m} index={lead + i} align="right">
                <Typography.Text strong data-testid={`report-total-${m}`}>{formatMeasure(m, answer.total[m])}</Typography.Text>
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}
