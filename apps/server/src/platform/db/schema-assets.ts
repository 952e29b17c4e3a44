import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the fixed-asset tables (migration 0270, modules/assets), merged into DB (schema.ts). */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type Version = ColumnType<number, never, never>;

export interface AssetCategoryTable {
  enterprise_id: number; id: Id; name: string; code: Text0; life_months: Int0; residual_rate: Num0; method: Text0;
  asset_subject: Text0; depreciation_subject: Text0; expense_subject: Text0; sort: Int0; remark: Text0;
  create_time: Time; update_time: Time; version: Version;
}
export interface FixedAssetTable {
  enterprise_id: number; id: Id; code: Text0; name: string; category_id: Int0; department_id: Int0; location: Text0; start_date: string;
  original_value: Num0; accumulated_depreciation: Num0; life_months: Int0; residual_rate: Num0; method: Text0; workload_total: Num0;
  workload_unit: Text0; usage: Int0; expense_subject: Text0; status: Int0; dispose_date: NullableDate; acquisition_voucher_id: Int0;
  remark: Text0; create_time: Time; update_time: Time; version: Version;
}
export interface AssetChangeTable {
  enterprise_id: number; id: Id; asset_id: number; kind: string; change_date: string; from_department_id: Int0; to_department_id: Int0;
  amount: Num0; voucher_id: Int0; remark: Text0; employee_id: Int0; create_time: Time;
}
export interface DepreciationRunTable {
  enterprise_id: number; id: Id; period: string; voucher_id: Int0; total: Num0; employee_id: Int0; create_time: Time;
}
export interface AssetDepreciationTable {
  enterprise_id: number; id: Id; run_id: number; asset_id: number; period: string; department_id: Int0; expense_subject: string;
  workload: Num0; amount: string; accumulated: string; net_value: string;
}

export interface AssetSettingTable { enterprise_id: number; init_finished: ColumnType<boolean, boolean | undefined, boolean>; update_time: Time }

export interface AssetCountTable {
  enterprise_id: number; id: Id; count_date: string; department_id: Int0; status: Int0; voucher_id: Int0; remark: Text0; employee_id: Int0; create_time: Time;
  loss_amount: Num0; surplus_amount: Num0; compensation: Num0; approval_voucher_id: Int0; approver_id: Int0; approve_date: NullableDate;
}
/** 盘盈 (0451): an asset found without a card; asset_id is the card made when the count is finished. */
export interface AssetCountSurplusTable {
  enterprise_id: number; id: Id; count_id: number; code: Text0; name: string; category_id: number; department_id: Int0; location: Text0;
  original_value: string; accumulated_depreciation: Num0; asset_id: Int0;
}
export interface AssetCountLineTable { enterprise_id: number; count_id: number; asset_id: number; counted: ColumnType<boolean, boolean | undefined, boolean> }

export interface AssetTables {
  asset_count: AssetCountTable;
  asset_count_line: AssetCountLineTable;
  asset_count_surplus: AssetCountSurplusTable;
  asset_setting: AssetSettingTable;
  asset_category: AssetCategoryTable;
  fixed_asset: FixedAssetTable;
  asset_change: AssetChangeTable;
  depreciation_run: DepreciationRunTable;
  asset_depreciation: AssetDepreciationTable;
}
