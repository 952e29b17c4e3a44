import { settlementSide, type BillMeta, type AuditStatusCode } from '@zf/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const statusColor = { 1: 'processing', 2: 'success', 3: 'warning', 4: 'default' } as const;
const progressColor = { 1: 'default', 2: 'orange', 3: 'green' } as Record<number, string>;

/** Review status of SPEC §4: 1 pending, 2 approved, 3 rejected, 4 voided. */
export function StatusTag({ status }: { status: AuditStatusCode }) {
  const { t } = useTranslation('documents');
  return <Tag color={statusColor[status]}>{t(`status.${status}`)}</Tag>;
}

/** instore/outstore progress: 1 none, 2 partly, 3 all — named for what moves (not received, partly shipped …). */
export function ProgressTag({ value, field }: { value: number; field?: 'instore_status' | 'outstore_status' }) {
  const { t } = useTranslation('documents');
  return <Tag color={progressColor[value] ?? 'default'}>{field ? t(`progressOf.${field}.${value}`) : t(`progress.${value}`)}</Tag>;
}

const payColor = { 1: 'default', 2: 'orange', 3: 'green' } as Record<number, string>;

/** pay_status of what was cleared (核销) of a document: 1 none, 2 part, 3 all. */
export function PayTag({ value }: { value: number }) {
  const { t } = useTranslation('documents');
  return <Tag color={payColor[value] ?? 'default'}>{t(`pay.${value}`)}</Tag>;
}

/** Documents whose amount a receipt, payment or verification bill can clear show what was cleared. */
export const settles = (meta: BillMeta) => settlementSide(meta.type) !== undefined;

/** The header label of a document's partner: supplier, customer, or just partner. */
export const partnerField = (meta: BillMeta) => (meta.partner === 'supplier' || meta.partner === 'customer' ? meta.partner : 'partner_id');
