import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the equipment tables (migrations 0300, 0441, 0455), merged into DB (schema.ts), and their column
 * words for table-columns.ts (spread there).
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
interface Versioned { create_time: Time; update_time: Time; version: ColumnType<number, never, never> }

export interface EquipmentTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; model: Text0; category: Text0; department_id: Int0; location: Text0;
  supplier_id: Int0; purchase_date: NullableDate; value: Num0; status: Int0; asset_id: Int0; running_hours: Num0; img_urls: Text0;
  documents: Text0; remark: Text0;
}
export interface MaintenanceProjectTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; content: Text0; standard_hours: Num0; spare_parts: Text0; remark: Text0;
}
export interface MaintenanceProjectPartTable extends Versioned {
  enterprise_id: number; id: Id; project_id: number; product_id: number; quantity: ColumnType<string, string | undefined, string>; sort: Int0; remark: Text0;
}
export interface MaintenancePlanTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; equipment_id: number; project_id: number; cycle_kind: Int0; cycle_value: Int0;
  start_date: string; next_date: NullableDate; last_hours: Num0; responsible_id: Int0; status: Int0; remark: Text0;
}
export interface MaintenanceDueTable { enterprise_id: number; plan_id: number; due_key: string; bill_id: Int0; claim_time: Time }
/** A machine's document or photo: a drive file (migration 0441); kind 1 photo, 2 document. */
export interface EquipmentFileTable { enterprise_id: number; id: Id; equipment_id: number; file_id: number; kind: number; sort: Int0; create_time: Time }
/** The drive folder made for a machine's files (equipment_id 0: their parent folder). */
export interface EquipmentFolderTable { enterprise_id: number; equipment_id: number; folder_id: number }

export interface EquipmentTables {
  equipment: EquipmentTable;
  maintenance_project: MaintenanceProjectTable;
  maintenance_project_part: MaintenanceProjectPartTable;
  maintenance_plan: MaintenancePlanTable;
  maintenance_due: MaintenanceDueTable;
  equipment_file: EquipmentFileTable;
  equipment_folder: EquipmentFolderTable;
}

const stamps = { create_time: 'int8', update_time: 'int8', version: 'int' } as const;
export const equipmentTableColumns = {
  equipment: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', model: 'text', category: 'text', department_id: 'int', location: 'text',
    supplier_id: 'int', purchase_date: 'date?', value: 'numeric', status: 'int', asset_id: 'int', running_hours: 'numeric', img_urls: 'text',
    documents: 'text', remark: 'text', ...stamps },
  maintenance_project: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', content: 'text', standard_hours: 'numeric', spare_parts: 'text',
    remark: 'text', ...stamps },
  maintenance_project_part: { enterprise_id: 'int', id: 'int', project_id: 'int', product_id: 'int', quantity: 'numeric', sort: 'int', remark: 'text', ...stamps },
  maintenance_plan: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', equipment_id: 'int', project_id: 'int', cycle_kind: 'int',
    cycle_value: 'int', start_date: 'date', next_date: 'date?', last_hours: 'numeric', responsible_id: 'int', status: 'int', remark: 'text', ...stamps },
  maintenance_due: { enterprise_id: 'int', plan_id: 'int', due_key: 'text', bill_id: 'int', claim_time: 'int8' },
  equipment_file: { enterprise_id: 'int', id: 'int', equipment_id: 'int', file_id: 'int', kind: 'int', sort: 'int', create_time: 'int8' },
  equipment_folder: { enterprise_id: 'int', equipment_id: 'int', folder_id: 'int' },
} as const;
