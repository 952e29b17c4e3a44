import { AuditStatus } from '@zf/shared';

/** What the quality routes answer (packages/shared/src/contract/quality.contract.ts). */
export type { QualityPassRateRow as PassRateRow, QualitySettings, QualityWaitingRow as WaitingRow } from '@zf/shared';
export type CheckType = 'incoming-checks' | 'process-checks' | 'delivery-checks';
/** The document each check inspects, and the status it must have to be inspected. */
export const inspected: Record<CheckType, { type: string; audit_status: number; kind: 'incoming' | 'process' | 'delivery' }> = {
  'incoming-checks': { type: 'purchase-bills', audit_status: AuditStatus.approved, kind: 'incoming' },
  'process-checks': { type: 'work-reports', audit_status: AuditStatus.approved, kind: 'process' },
  // A sale is checked before its approval.
  'delivery-checks': { type: 'sale-bills', audit_status: AuditStatus.pending, kind: 'delivery' },
};
