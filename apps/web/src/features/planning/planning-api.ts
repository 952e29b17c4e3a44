import type { ProductionPlanRow } from '@zf/shared';

/** What the planning routes answer (packages/shared/src/contract/outsourcing.contract.ts); quantities are 4-dp strings. */
export type { PlanningParams, ProductionPlanRow as PlanRow } from '@zf/shared';
export type PlanAction = ProductionPlanRow['action'];
/** A demand row as typed on the page (the quantity stays a string: no floats). */
export interface DemandRow { key: number; product_id?: number; number: string; need_date: string }

/** '21.0000' → '21', '16.8000' → '16.8'. */
export const shortQty = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
export const qtyPattern = /^\d{0,10}(\.\d{0,4})?$/;
