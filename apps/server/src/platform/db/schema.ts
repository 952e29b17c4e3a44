import type { BillTypeCode } from '@zf/shared';
import type { ColumnType, Generated } from 'kysely';
import type { AssetTables } from './schema-assets.ts';
import type { EquipmentTables } from './schema-equipment.ts';
import type { CatalogTables } from './schema-catalog.ts';
import type { LedgerTables } from './schema-ledger.ts';
import type { MasterDataTables } from './schema-master-data.ts';
import type { PayrollTables } from './schema-payroll.ts';
import type { QualityTables } from './schema-quality.ts';
import type { ProductionTables } from './schema-production.ts';
import type { ProductionCostingTables } from './schema-production-costing.ts';
import type { NetworkTables } from './schema-network.ts';
import type { ShopTables } from './schema-shop.ts';
import type { PrintTables } from './schema-print.ts';

/**
 * Kysely table types, written by hand next to the SQL migrations (src/migrations). A migration that adds a
 * column adds it here (or in schema-master-data.ts / schema-catalog.ts) and in table-columns.ts: tsc fails when the
 * types and table-columns.ts disagree, database-type.int.test.ts when table-columns.ts and the migrations do.
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>; // BIGINT unix seconds: read as a string, compared and written as numbers
type NullableTime = ColumnType<string | number | null, number | null | undefined, number | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Record version (0115): 1 on insert, +1 on every update by trigger; an edit against an older one is refused. */
type Version = ColumnType<number, never, never>;

export interface AppKeyTable { appkey: string; secret: string; client: Defaulted<string>; enabled: Defaulted<boolean>; create_time: Time }
export interface RequestNonceTable { appkey: string; nonce: string; seen_time: Time }
export interface AppUserTable {
  id: Id; phone: string; password_hash: string; name: Defaulted<string>; code: string; head_img: Defaulted<string>;
  partner_group: Defaulted<number>; is_cancel: Defaulted<number>; cancel_time: NullableTime; cancel_reason: Defaulted<string>;
  last_enterprise_id: ColumnType<number | null, number | null | undefined, number | null>;
  create_time: Time; update_time: Time;
}
export interface UserSessionTable {
  id: Id; token_hash: string; user_id: number; enterprise_id: ColumnType<number | null, number | null | undefined, number | null>;
  client: Defaulted<string>; ip: Defaulted<string>; create_time: Time; expires_time: Time; revoked_time: NullableTime;
}
export interface LoginLogTable {
  id: Id; user_id: number | null; phone: string; method: string; success: boolean; ip: Defaulted<string>;
  user_agent: Defaulted<string>; create_time: Time;
}
export interface SmsCodeTable {
  id: Id; phone: string; scene: string; code_hash: string; attempts: Defaulted<number>; create_time: Time; expires_time: Time; used_time: NullableTime;
}
export interface SmsOutboxTable { id: Id; phone: string; scene: string; code: string; created_time: Time }
export interface RateLimitTable { key: string; window_start: Time; count: number }
export interface CaptchaTable { id: string; answer_hash: string; expires_time: Time; used_time: NullableTime }

export interface EnterpriseTable {
  id: Id; code: string; type: Defaulted<number>; name: string; org_name: Defaulted<string>; alias_name: Defaulted<string>;
  stock_accounting_method: Defaulted<number>; version_name: Defaulted<string>; expired_time: ColumnType<string | number, number | undefined, number>;
  locked_account: Defaulted<number>; business_period: Defaulted<string>; finance_period: Defaulted<string>;
  create_time: Time; update_time: Time; version: Version;
}
export interface PermissionGroupTable {
  enterprise_id: number; id: Id; name: string; remark: Defaulted<string>; is_system: Defaulted<boolean>; grants_all: Defaulted<boolean>;
  create_time: Time; update_time: Time; version: Version;
}
export interface PermissionGroupPageTable { enterprise_id: number; group_id: number; page: string; funs: Defaulted<string>; cols: string | null }
export interface EmployeeTable {
  enterprise_id: number; id: Id; user_id: number; name: string; phone: string; is_admin: Defaulted<boolean>;
  account_type: Defaulted<number>; status: Defaulted<number>; permission_group_id: ColumnType<number | null, number | null | undefined, number | null>;
  create_time: Time; update_time: Time;
  /** Staff details (migration 0021): sex 0 not given, 1 male, 2 female; department and job ids, 0 for none. */
  sex: Defaulted<number>; department_id: Defaulted<number>; position_id: Defaulted<number>; remark: Defaulted<string>;
  /** Record version (0161). */
  version: Version;
}
export interface EnterpriseSettingTable { enterprise_id: number; key: string; value: ColumnType<unknown, string, string> }
export interface MessageTable {
  enterprise_id: number; id: Id; user_id: number; title: string; content: Defaulted<string>; kind: Defaulted<string>;
  is_read: Defaulted<boolean>; create_time: Time;
  /** Message keys + params to render title/content in the reader's language (migration 0003); NULL = plain text. */
  i18n: ColumnType<unknown, string | null | undefined, string | null>;
}
export interface UnitTable {
  enterprise_id: number; id: Id; name: string; sort: Defaulted<number>; remark: Defaulted<string>; create_time: Time; update_time: Time; version: Version;
}
export interface WarehouseTable {
  enterprise_id: number; id: Id; name: string; code: Defaulted<string>; is_default: Defaulted<number>; sort: Defaulted<number>;
  create_time: Time; update_time: Time;
  /** Migration 0022: is_default became 1/0; details and status. */
  contact: Defaulted<string>; phone: Defaulted<string>; address: Defaulted<string>; status: Defaulted<number>; remark: Defaulted<string>;
  version: Version;
  /** Migration 0144: the inventory account the warehouse's stock is booked on (auto vouchers). */
  inventory_subject: Defaulted<string>;
  /** Migration 0230: the supplier whose subcontractor warehouse (委外仓) this is; 0 = an ordinary warehouse. */
  subcontractor_id: Defaulted<number>;
}

export interface JobTable {
  enterprise_id: number; id: Id; user_id: number; employee_id: number | null; type: string; title: Defaulted<string>;
  status: Defaulted<'queued' | 'running' | 'done' | 'failed'>; progress: Defaulted<number>;
  payload: ColumnType<unknown, string | undefined, string>; result: ColumnType<unknown, string | null | undefined, string | null>;
  file_key: ColumnType<string | null, string | null | undefined, string | null>; file_name: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: Defaulted<number>; locked_until: NullableTime; create_time: Time; update_time: Time; finish_time: NullableTime;
  max_attempts: Defaulted<number>; run_after: ColumnType<string | number, number | undefined, number>; start_time: NullableTime;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface JobScheduleTable {
  name: string; every_seconds: number; next_run_time: Time; last_run_time: NullableTime;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface ChangeLogTable {
  enterprise_id: number; id: ColumnType<string, never, never>; resource: string; record_id: number; action: string;
  employee_id: number | null; summary: Defaulted<string>; changes: ColumnType<unknown, string | undefined, string>; create_time: Time;
}

type Numeric = ColumnType<string, string, string>;
export interface StockMoveTable {
  enterprise_id: number; id: ColumnType<string, never, never>; product_id: number; warehouse_id: number; move_date: string; seq: ColumnType<string, number | string, number | string>;
  direction: number; qty: Numeric; unit_cost: Numeric; amount: Numeric; adjustment: Numeric; balance_qty: Numeric; balance_amount: Numeric;
  bill_type: string; bill_id: number; bill_sn: string; bill_line_id: number | null; cost_fixed: boolean;
  reverses_id: ColumnType<string | null, string | null | undefined, string | null>; create_time: Time;
  cost_source_id: ColumnType<string | null, string | null | undefined, string | null>;
  cost_linked: ColumnType<boolean, boolean | undefined, boolean>; cost_feeds: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface StockCostLinkTable {
  enterprise_id: number; target_id: string; kind: string; source_ids: ColumnType<string[], string[], string[]>;
  weights: ColumnType<string[], string[] | undefined, string[]>; part: Int0;
}
export interface StockCostLinkSourceTable { enterprise_id: number; source_id: string; target_id: string }
export interface StockBalanceTable {
  enterprise_id: number; product_id: number; warehouse_id: number; qty: Numeric; amount: Numeric;
  layers: ColumnType<Array<{ qty: string; value: string }>, string, string>; last_move_date: string | null;
  next_seq: ColumnType<string, number | string | undefined, number | string>; update_time: Time;
  repost_from_date: ColumnType<string | null, string | null | undefined, string | null>;
  repost_from_seq: ColumnType<string | null, number | string | null | undefined, number | string | null>;
}
export interface StockSerialTable {
  enterprise_id: number; product_id: number; serial: string; warehouse_id: number; in_stock: boolean; update_time: Time;
}
export interface StockSerialMoveTable {
  enterprise_id: number; id: ColumnType<string, never, never>; product_id: number; serial: string; warehouse_id: number; direction: number;
  bill_type: string; bill_id: number; bill_sn: string; reversal: ColumnType<boolean, boolean | undefined, boolean>; create_time: Time;
}
export interface CostRunTable {
  enterprise_id: number; id: Id; month: string; status: 'running' | 'done' | 'undone'; employee_id: Int0; products: Int0; create_time: Time; update_time: Time;
}
export interface CostRunItemTable {
  enterprise_id: number; run_id: number; product_id: number; unit_cost: string | null; issued_qty: Num0; issued_amount: Num0;
}

type Int0 = ColumnType<number, number | undefined, number>;
type Num0 = ColumnType<string, string | undefined, string>;
type Text0 = ColumnType<string, string | undefined, string>;
export interface BillCounterTable { enterprise_id: number; prefix: string; day: string; last_value: number }
export interface BillTable {
  /** `type`: one of the registered bill type codes (packages/shared billMetas); names read at run time are checked at the edge. */
  enterprise_id: number; id: Id; type: BillTypeCode; bill_sn: string; bill_date: string; delivery_date: ColumnType<string | null, string | null | undefined, string | null>;
  partner_id: Int0; store_id: Int0; out_store_id: Int0; in_store_id: Int0; department_id: Int0; principal_id: Int0; maker_id: Int0;
  currency_id: Int0; rate: Num0; pay_method: Text0; freight: Num0; acceptance_days: Int0; logistics_id: Int0; consignee: Text0; mobile: Text0;
  address: Text0; attachments: Text0; remark: Text0; source_bill_id: Int0; total_number: Num0; total_amount: Num0; tax_amount: Num0; cost_amount: Num0;
  audit_status: Int0; audit_step: Int0; instore_status: Int0; outstore_status: Int0; pay_status: Int0; return_status: Int0; paid_amount: Num0;
  audit_time: NullableTime; auditor_id: Int0; create_time: Time; update_time: Time;
  /** Sales acceptance sign-off (0043): 0 awaiting, 1 by the customer, 2 automatically after acceptance_days; auto_sign off once the customer changes the acceptance time. */
  sign_status: Int0; sign_time: NullableTime; auto_sign: ColumnType<boolean, boolean | undefined, boolean>;
  /** Assembly/split cost allocation (0060): 1 by quantity, 2 by amount, 3 manual. */
  allocation: Int0;
  /** Record version (0115): 1 on insert, +1 on every update (trigger); a save against an older one is refused. */
  version: ColumnType<number, never, never>;
  /** Fields only the bill's type has (0135), checked by its `ext` schema (engines/bill/bill-ext.ts). */
  ext: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** Invoice progress of purchase/sale bills and returns (0200): 0 not invoiced by nature, 1 none, 2 partly, 3 fully. */
  invoice_status: Int0;
}
export interface BillLineTable {
  enterprise_id: number; id: Id; bill_id: number; line_no: number; product_id: number; unit_id: Int0; warehouse_id: Int0; number: string; price: Num0;
  amount: Num0; tax_rate: Num0; tax_amount: Num0; source_line_id: Int0; done_number: Num0; returned_number: Num0; cost_amount: Num0; remark: Text0;
  /** Stock operations (0060): line direction (1 in, -1 out, 0 by type), manual cost share, book stock at approval. */
  direction: Int0; cost_share: Num0; book_number: Num0; book_amount: Num0;
  /** Line discount (0165): rate off the gross (0.1 = 10 % off) and the line's discount; `amount` is net of it. */
  discount_rate: Num0; discount_amount: Num0;
  /** Serial numbers of the line's units (0035), for products with serial tracking. */
  serials: ColumnType<string[], string | undefined, string>;
  /** What approved invoices took from the line (0200); on an invoice line, what red-letter invoices took back. */
  invoiced_number: Num0; invoiced_amount: Num0; invoiced_tax: Num0;
  /** Check bills (0320): the checked quantity's qualified and rejected parts. */
  qualified: Num0; rejected: Num0;
}
export interface AuditFlowTable { enterprise_id: number; bill_type: string; steps: ColumnType<Array<{ employee_ids?: number[]; group_ids?: number[] }>, string, string>; update_time: Time }
/** A shared link (0130): a statement handed to a partner; only the token's hash is kept. */
export interface ShareLinkTable {
  enterprise_id: number; id: Id; token_hash: string; kind: 'bill' | 'statement';
  params: ColumnType<Record<string, unknown>, string, string>; created_by: number; create_time: Time; expires_at: Time; revoked_time: NullableTime;
}
/** The version of a part of a record saved by its own request (0161): a product's units or fitment, a group's pages. */
export interface RecordPartVersionTable { enterprise_id: number; part: string; record_id: number; version: number; employee_id: number; update_time: Time }
export interface BillAuditLogTable { enterprise_id: number; id: Id; bill_id: number; action: string; step: Int0; employee_id: number; remark: Text0; create_time: Time }
export interface PartnerEntryTable {
  enterprise_id: number; id: ColumnType<string, never, never>; partner_id: number; entry_date: string; kind: string; amount: string;
  bill_type: string; bill_id: number; bill_sn: string; reverses_id: ColumnType<string | null, string | null | undefined, string | null>; create_time: Time;
}
/** Money documents (0070): amount rows, clearing rows (核销), and the settlement accounts' ledger. */
export interface BillMoneyLineTable { enterprise_id: number; id: Id; bill_id: number; line_no: number; account_id: Int0; category_id: Int0; amount: string; remark: Text0; project_id: Int0; tax_amount: Num0 }
export interface BillSettlementTable { enterprise_id: number; id: Id; bill_id: number; line_no: number; target_bill_id: number; amount: string }
export interface AccountEntryTable {
  enterprise_id: number; id: ColumnType<string, never, never>; account_id: number; entry_date: string; amount: string; category_id: Int0; partner_id: Int0;
  bill_type: string; bill_id: number; bill_sn: string; reverses_id: ColumnType<string | null, string | null | undefined, string | null>; create_time: Time;
}

/** Selling prices (0041): one customer's price for a product; date-bounded promotions (1 fixed price, 2 discount rate). */
export interface SaleAgreementPriceTable {
  enterprise_id: number; id: Id; partner_id: number; product_id: number; price: string; remark: Text0; create_time: Time; update_time: Time; version: Version;
}
export interface PromotionTable {
  enterprise_id: number; id: Id; name: string; product_id: Int0; kind: number; price: Num0; discount: Num0; date_from: string; date_to: string;
  status: Int0; remark: Text0; create_time: Time; update_time: Time; version: Version;
}

/** Month-end stock closes (0099): balances at a past month end, valid while no later change is missing from built_from. */
export interface StockCloseTable {
  enterprise_id: number; month_end: string; built_from: string; pairs: number; qty: string; amount: string; create_time: Time;
}
export interface StockCloseBalanceTable { enterprise_id: number; month_end: string; product_id: number; warehouse_id: number; qty: string; amount: string }
/** A close's month movement totals (0396) per product × warehouse × bill type, read by the stock reports. */
export interface StockCloseMoveTable {
  enterprise_id: number; month_end: string; product_id: number; warehouse_id: number; bill_type: string;
  in_qty: string; in_amount: string; out_qty: string; out_amount: string; issue_amount: string;
}
/** Written by the stock_move triggers only (0099): which enterprise's history changed from which date, by which transaction. */
export interface StockHistoryChangeTable { enterprise_id: number; from_date: string; xact: string }
/**
 * Report month summaries (0390): a settled month of one report kind, built from the snapshot `built_from`, and its
 * additive figures per dimension key; trusted while no change recorded in report_change (by the triggers only) for
 * that month is missing from the snapshot (modules/reports/report-month.ts).
 */
export interface ReportMonthTable { enterprise_id: number; kind: string; month: string; through: string; built_from: string; create_time: Time }
export interface ReportMonthSumTable {
  enterprise_id: number; kind: string; month: string; dim: string; key: number; qty: string; amount: string; tax: string; cost: string; bills: number;
}
export interface ReportChangeTable { enterprise_id: number; from_date: string; to_date: string; xact: string }
/** Shelf products (0097): which products are kept on which shelf. */
export interface ShelfProductTable {
  enterprise_id: number; id: Id; shelf_id: number; product_id: number; remark: Text0; create_time: Time; update_time: Time; version: Version;
}
/** Dashboard shortcuts (0040): the pages one employee pinned to their home page, in their order. */
export interface DashboardShortcutTable { enterprise_id: number; employee_id: number; page: string; sort: number }
/** The migration runner's own record (migrate.ts). */
export interface SchemaMigrationTable { name: string; applied_time: Time }

export interface DB extends MasterDataTables, CatalogTables, LedgerTables, ProductionTables, PayrollTables, AssetTables, EquipmentTables, QualityTables, ProductionCostingTables, NetworkTables, ShopTables, PrintTables {
  schema_migration: SchemaMigrationTable;
  stock_close: StockCloseTable;
  stock_close_balance: StockCloseBalanceTable;
  stock_close_move: StockCloseMoveTable;
  stock_history_change: StockHistoryChangeTable;
  report_month: ReportMonthTable;
  report_month_sum: ReportMonthSumTable;
  report_change: ReportChangeTable;
  shelf_product: ShelfProductTable;
  dashboard_shortcut: DashboardShortcutTable;
  sale_agreement_price: SaleAgreementPriceTable;
  promotion: PromotionTable;
  bill_counter: BillCounterTable;
  bill: BillTable;
  bill_line: BillLineTable;
  audit_flow: AuditFlowTable;
  share_link: ShareLinkTable;
  record_part_version: RecordPartVersionTable;
  bill_audit_log: BillAuditLogTable;
  partner_entry: PartnerEntryTable;
  bill_money_line: BillMoneyLineTable;
  bill_settlement: BillSettlementTable;
  account_entry: AccountEntryTable;
  stock_move: StockMoveTable;
  stock_cost_link: StockCostLinkTable;
  stock_cost_link_source: StockCostLinkSourceTable;
  stock_balance: StockBalanceTable;
  cost_run: CostRunTable;
  stock_serial: StockSerialTable;
  stock_serial_move: StockSerialMoveTable;
  cost_run_item: CostRunItemTable;
  job: JobTable;
  job_schedule: JobScheduleTable;
  change_log: ChangeLogTable;
  app_key: AppKeyTable;
  request_nonce: RequestNonceTable;
  app_user: AppUserTable;
  user_session: UserSessionTable;
  login_log: LoginLogTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  rate_limit: RateLimitTable;
  captcha: CaptchaTable;
  enterprise: EnterpriseTable;
  permission_group: PermissionGroupTable;
  permission_group_page: PermissionGroupPageTable;
  employee: EmployeeTable;
  enterprise_setting: EnterpriseSettingTable;
  message: MessageTable;
  unit: UnitTable;
  warehouse: WarehouseTable;
}
