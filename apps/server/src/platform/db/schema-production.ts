import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the production tables (migration 0210, helper production), merged into DB (schema.ts), and their
 * column words for table-columns.ts (spread there), so the production block stays one line in each shared file.
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
interface Versioned { create_time: Time; update_time: Time; version: ColumnType<number, never, never> }

export interface ProcessTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; work_centre: Text0; standard_hours: Num0; setup_hours: Num0; piece_rate: Num0;
  outsourced: Int0; inspection: Int0; remark: Text0;
}
export interface RoutingTable extends Versioned { enterprise_id: number; id: Id; code: Text0; name: string; product_id: number; remark: Text0 }
export interface RoutingStepTable extends Versioned {
  enterprise_id: number; id: Id; routing_id: number; sequence: number; process_id: number; standard_hours: Num0; outsourced: Int0; remark: Text0;
}
export interface FixtureTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; spec: Text0; quantity: Num0; status: Int0; location: Text0; remark: Text0;
  /** Fixture ledger (migration 0300, helper equipment): uses so far and uses it lasts (0 = no limit). */
  usage_count: Int0; life_count: Int0;
}
export interface ProductionEquipmentTable extends Versioned {
  enterprise_id: number; id: Id; code: Text0; name: string; model: Text0; work_centre: Text0; status: Int0;
  equipment_id: ColumnType<number | null, number | null | undefined, number | null>; remark: Text0;
}
export interface ProductionOrderStateTable { enterprise_id: number; order_id: number; status: Int0; update_time: Time }

export interface ProductionTables {
  process: ProcessTable;
  routing: RoutingTable;
  routing_step: RoutingStepTable;
  fixture: FixtureTable;
  production_equipment: ProductionEquipmentTable;
  production_order_state: ProductionOrderStateTable;
}

const stamps = { create_time: 'int8', update_time: 'int8', version: 'int' } as const;
export const productionTableColumns = {
  process: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', work_centre: 'text', standard_hours: 'numeric', setup_hours: 'numeric',
    piece_rate: 'numeric', outsourced: 'int', inspection: 'int', remark: 'text', ...stamps },
  routing: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', product_id: 'int', remark: 'text', ...stamps },
  routing_step: { enterprise_id: 'int', id: 'int', routing_id: 'int', sequence: 'int', process_id: 'int', standard_hours: 'numeric', outsourced: 'int',
    remark: 'text', ...stamps },
  fixture: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', spec: 'text', quantity: 'numeric', status: 'int', location: 'text',
    remark: 'text', usage_count: 'int', life_count: 'int', ...stamps },
  production_equipment: { enterprise_id: 'int', id: 'int', code: 'text', name: 'text', model: 'text', work_centre: 'text', status: 'int',
    equipment_id: 'int?', remark: 'text', ...stamps },
  production_order_state: { enterprise_id: 'int', order_id: 'int', status: 'int', update_time: 'int8' },
} as const;
