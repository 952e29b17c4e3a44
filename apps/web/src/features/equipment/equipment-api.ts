/** Answers of the equipment routes (apps/server/src/modules/equipment/equipment.routes.ts). */
export interface HistoryRow {
  id: number; type: 'maintenance-bills' | 'repair-bills'; bill_sn: string; bill_date: string; audit_status: number; downtime_hours: string;
  labour_cost: string; spare_cost: string; fault: string; work_done: string;
}
export interface EquipmentCard {
  equipment: {
    id: number; code: string; name: string; model: string; category: string; department_name: string; location: string; supplier_name: string;
    purchase_date: string | null; value: string; status: number; asset_id: number; asset_code: string; running_hours: string; img_urls: string;
    documents: string; remark: string;
  };
  plans: Array<{ id: number; name: string; project_name: string; cycle_kind: number; cycle_value: number; next_date: string | null; responsible_name: string; status: number }>;
  history: HistoryRow[];
  totals: { downtime_hours: string; labour_cost: string; spare_cost: string; total_cost: string };
}
export interface CostRow { month: string; bills: number; repairs: number; downtime_hours: string; labour_cost: string; spare_cost: string; total_cost: string }
export interface CostAnswer { list: CostRow[]; total: Omit<CostRow, 'month'> }
/** A maintenance or repair bill's own fields (bill.ext). */
export interface EquipmentBillExt {
  equipment_id: number; downtime_hours: string; labour_cost: string; work_done: string; fault: string; cause: string; plan_id: number; due_date?: string;
}
/** A machine's document or photo (GET /equipment/:id/files): `id` is the link, `file_id` the drive file; kind 1 photo, 2 document. */
export interface EquipmentFile { id: number; file_id: number; kind: number; name: string; size: number; uploader: string; create_time: number }
