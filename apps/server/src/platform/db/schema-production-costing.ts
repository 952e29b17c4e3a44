import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<string | number, number, number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type NullableId = ColumnType<number | null, number | null | undefined, number | null>;

/** Production costing (0280): allocation runs and shares, WIP completion, product cost accounting runs and items. */
export interface ProductionCostRunTable {
  enterprise_id: number; id: Generated<number>; period: string; basis: string; labour: Defaulted<string>; overhead: Defaulted<string>;
  voucher_id: NullableId; employee_id: Defaulted<number>; create_time: Time; piece_wages: Defaulted<string>;
}
export interface ProductionCostShareTable {
  enterprise_id: number; run_id: number; order_id: number; period: string; base: Defaulted<string>; labour: Defaulted<string>; overhead: Defaulted<string>;
  piece_wage: Defaulted<string>;
}
export interface ProductionWipCompletionTable { enterprise_id: number; period: string; order_id: number; completion: Defaulted<string>; update_time: Time }
export interface ProductCostRunTable {
  enterprise_id: number; id: Generated<number>; period: string; method: string; difference: Defaulted<string>; voucher_id: NullableId;
  employee_id: Defaulted<number>; create_time: Time;
}
export interface ProductCostItemTable {
  enterprise_id: number; run_id: number; order_id: number; period: string; received: Defaulted<string>; material: Defaulted<string>;
  labour: Defaulted<string>; overhead: Defaulted<string>; provisional: Defaulted<string>; difference: Defaulted<string>;
  outsourcing: Defaulted<string>;
}

export interface ProductionCostingTables {
  production_cost_run: ProductionCostRunTable;
  production_cost_share: ProductionCostShareTable;
  production_wip_completion: ProductionWipCompletionTable;
  product_cost_run: ProductCostRunTable;
  product_cost_item: ProductCostItemTable;
}

export const productionCostingTableColumns = {
  production_cost_run: { enterprise_id: 'int', id: 'int', period: 'text', basis: 'text', labour: 'numeric', overhead: 'numeric', voucher_id: 'int?', employee_id: 'int', create_time: 'int8', piece_wages: 'numeric' },
  production_cost_share: { enterprise_id: 'int', run_id: 'int', order_id: 'int', period: 'text', base: 'numeric', labour: 'numeric', overhead: 'numeric', piece_wage: 'numeric' },
  production_wip_completion: { enterprise_id: 'int', period: 'text', order_id: 'int', completion: 'numeric', update_time: 'int8' },
  product_cost_run: { enterprise_id: 'int', id: 'int', period: 'text', method: 'text', difference: 'numeric', voucher_id: 'int?', employee_id: 'int', create_time: 'int8' },
  product_cost_item: { enterprise_id: 'int', run_id: 'int', order_id: 'int', period: 'text', received: 'numeric', material: 'numeric', labour: 'numeric',
    overhead: 'numeric', provisional: 'numeric', difference: 'numeric', outsourcing: 'numeric' },
} as const;
