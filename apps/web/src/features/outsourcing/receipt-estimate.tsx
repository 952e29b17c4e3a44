import { AuditStatus, formatAmount, type BillMeta, type ListOf } from '@zf/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import type { ReceiptEstimate } from './outsourcing-api.ts';

const stateColor: Record<ReceiptEstimate['state'], string> = { estimated: 'orange', partly: 'gold', reversed: 'green', billed: 'blue', no_fee: 'default' };

/** The state tag of a receipt's 暂估 (estimated, partly reversed, reversed, fee billed before, no agreed fee). */
export function EstimateTag({ state }: { state: ReceiptEstimate['state'] }) {
  const { t } = useTranslation('outsourcing');
  return <Tag color={stateColor[state]} data-testid="estimate-state">{t(`estimate.state.${state}`)}</Tag>;
}

/**
 * The receipt view's 暂估 line (an approved outsourcing receipt): its state, the fee it owes on an estimate and what is
 * still open; without an agreed fee, a hint that the fee bill will adjust the goods' cost.
 */
export function useReceiptEstimateItems(meta: BillMeta, bill: { id: number; audit_status: number } | undefined) {
  const { t } = useTranslation('outsourcing');
  const enabled = meta.type === 'outsourcing-ins' && bill?.audit_status === AuditStatus.approved;
  const answer = useApiQuery<ListOf<ReceiptEstimate>>('/outsourcing/estimates', { receipt_id: bill?.id }, { enabled, staleTime: 0 });
  const row = enabled ? answer.data?.list[0] : undefined;
  if (!row) return [];
  const figures = row.estimated === undefined ? null : row.state === 'no_fee' ? t('estimate.noFeeHint')
    : t('estimate.figures', { estimated: formatAmount(row.estimated), open: formatAmount(row.open ?? '0') });
  return [{
    key: 'estimate', label: t('estimate.label'),
    children: <span data-testid="receipt-estimate"><EstimateTag state={row.state} /> {figures}</span>,
  }];
}
