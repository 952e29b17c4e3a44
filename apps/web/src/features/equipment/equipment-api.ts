/** Answers of the equipment routes (packages/shared/src/contract/equipment.contract.ts). */
export type { EquipmentCard, EquipmentCosts as CostAnswer, EquipmentFile } from '@zf/shared';
/** A maintenance or repair bill's own fields (bill.ext). */
export interface EquipmentBillExt {
  equipment_id: number; downtime_hours: string; labour_cost: string; work_done: string; fault: string; cause: string; plan_id: number; due_date?: string;
}
