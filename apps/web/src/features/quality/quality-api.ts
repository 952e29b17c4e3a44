import { AuditStatus } from '@zf/shared';

/** What the quality routes answer (apps/server/src/modules/quality/quality.routes.ts). */
export interface QualitySettings {
  incoming_mandatory: boolean; process_mandatory: boolean; delivery_mandatory: boolean; inspection_warehouse_id: number; reject_warehouse_id: number;
}
export interface WaitingRow {
  bill_id: number; bill_sn: string; bill_date: string; partner_name: string; line_id: number; product_id: number; product_code: string; product_name: string;
  number: string; checked: string; open: string; warehouse_name: string;
}
export interface PassRateRow { key: string; name: string; checked: string; qualified: string; rejected: string; pass_rate: string }
export type CheckType = 'incoming-checks' | 'process-checks' | 'delivery-checks';
/** The document each check inspects, and the status it must have to be inspected. */
export const inspected: Record<CheckType, { type: string; audit_status: number; kind: 'incoming' | 'process' | 'delivery' }> = {
  'incoming-checks': { type: 'purchase-bills', audit_status: AuditStatus.approved, kind: 'incoming' },
  'process-checks': { type: 'work-reports', audit_status: AuditStatus.approved, kind: 'process' },
  // A sale is checked before its approval.
  'delivery-checks': { type: 'sale-bills', audit_status: AuditStatus.pending, kind: 'delivery' },
};
