import { Decimal, QualityItemKind, formatAmount } from '@zf/shared';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import type { CheckType } from './quality-api.ts';
import { judgementColor, type CheckExt } from './results-modal.tsx';

type ItemResult = NonNullable<CheckExt['results']>[number];

/** The read-only check's item results: per row its judgement, each item's limits, value and result (as saved). */
export function ItemResults({ type, id }: { type: CheckType; id: number }) {
  const { t } = useTranslation('quality');
  const bill = useApiQuery<{ ext: CheckExt; lines: Array<{ product_code: string; product_name: string }> }>(`/bills/${type}/${id}`, undefined, { staleTime: 0 });
  const ext = bill.data?.ext;
  if (!ext?.results?.length) return null;
  const judgement = new Map((ext.samples ?? []).map((s) => [s.line, s.judgement ?? 'pending']));
  const product = (line: number) => { const l = bill.data?.lines[line - 1]; return l ? `${l.product_code} ${l.product_name}` : String(line); };
  const limits = (r: ItemResult) => (r.kind !== QualityItemKind.measured || (new Decimal(r.lower_limit).isZero() && new Decimal(r.upper_limit).isZero()) ? '—' : `${formatAmount(r.lower_limit, 4)} ~ ${formatAmount(r.upper_limit, 4)} ${r.unit}`);
  return (
    <Card variant="borderless" title={t('view.title')} style={{ marginTop: 12 }} data-testid="item-results">
      <Table<ItemResult> rowKey={(r) => `${r.line}:${r.project_id}`} size="small" bordered pagination={false} dataSource={ext.results} scroll={{ x: 760 }} columns={[
        { title: t('view.row'), key: 'line', width: 220, ellipsis: true, onCell: (r, i) => ({ rowSpan: i !== undefined && i > 0 && ext.results![i - 1]!.line === r.line ? 0 : ext.results!.filter((x) => x.line === r.line).length }),
          render: (_, r) => `${r.line}. ${product(r.line)}` },
        { title: t('results.judgement'), key: 'judgement', width: 110, onCell: (r, i) => ({ rowSpan: i !== undefined && i > 0 && ext.results![i - 1]!.line === r.line ? 0 : ext.results!.filter((x) => x.line === r.line).length }),
          render: (_, r) => { const j = judgement.get(r.line) ?? 'pending'; return <Tag color={judgementColor[j]} data-testid={`view-judgement-${r.line - 1}`}>{t(`results.judged.${j}`)}</Tag>; } },
        { title: t('results.item'), key: 'name', render: (_, r) => `${r.code} ${r.name}` },
        { title: t('results.limits'), key: 'limits', width: 170, render: (_, r) => limits(r) },
        { title: t('results.value'), key: 'value', width: 130, align: 'right', render: (_, r) => (r.kind === QualityItemKind.measured && r.value ? `${formatAmount(r.value, 4)} ${r.unit}` : '—') },
        { title: t('results.result'), key: 'result', width: 100, render: (_, r) => (
          <span data-testid={`view-result-${r.code}`}>{r.passed === null ? <Tag>{t('results.pending')}</Tag> : r.passed ? <Tag color="green">{t('results.pass')}</Tag> : <Tag color="red">{t('results.fail')}</Tag>}</span>
        ) },
      ]} />
    </Card>
  );
}
