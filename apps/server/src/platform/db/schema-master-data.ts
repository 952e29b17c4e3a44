import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the partner, organisation, warehouse and finance master-data tables (migrations 0020-0029),
 * merged into DB (schema.ts). The resource engine reads and writes them untyped through their definitions; these
 * types serve the hand-written services (staff, invitations, enterprise log, warehouse and currency rules, demo).
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type NullableTime = ColumnType<string | number | null, number | null | undefined, number | null>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;

interface Stamped { create_time: Time; update_time: Time }
/** Record version (0115): 1 on insert, +1 on every update by trigger; an edit against an older one is refused. */
interface Versioned extends Stamped { version: ColumnType<number, never, never> }

export interface PartnerCategoryTable extends Versioned { enterprise_id: number; id: Id; parent_id: Int0; name: string; sort: Int0; remark: Text0 }
export interface PartnerTable extends Versioned {
  enterprise_id: number; id: Id; type: number; code: Text0; name: string; category_id: Int0; contact: Text0; mobile: Text0; phone: Text0;
  email: Text0; address: Text0; status: Int0; remark: Text0; deleted_time: NullableTime;
}
export interface PartnerContactTable extends Versioned {
  enterprise_id: number; id: Id; partner_id: number; name: string; mobile: Text0; phone: Text0; email: Text0; position: Text0; is_primary: Int0; remark: Text0;
}
export interface CustomerAccountTable extends Versioned {
  enterprise_id: number; id: Id; partner_id: number; name: string; phone: string; password_hash: Text0; status: Int0; remark: Text0;
}
export interface CostPriceTable extends Versioned { enterprise_id: number; id: Id; partner_id: number; product_id: number; cost_price: Num0; remark: Text0 }

export interface DepartmentTable extends Versioned { enterprise_id: number; id: Id; parent_id: Int0; name: string; code: Text0; phone: Text0; sort: Int0; remark: Text0 }
export interface JobPositionTable extends Versioned { enterprise_id: number; id: Id; name: string; code: Text0; sort: Int0; remark: Text0 }
export interface WorkAddressTable extends Versioned { enterprise_id: number; id: Id; name: string; address: string; contact: Text0; phone: Text0; sort: Int0; remark: Text0 }
export interface EmployeeInvitationTable extends Stamped {
  enterprise_id: number; id: Id; phone: string; name: string; sex: Int0; department_id: Int0; position_id: Int0; permission_group_id: NullableInt;
  status: Int0; invited_by: number; employee_id: NullableInt;
}
export interface EnterpriseCertificationTable {
  enterprise_id: number; company_name: string; license_number: string; license_image: Text0; legal_person: Text0; status: Int0; review_remark: Text0;
  submitted_by: number; submit_time: Time; review_time: NullableTime;
}

export interface ShelfTable extends Versioned { enterprise_id: number; id: Id; warehouse_id: number; name: string; status: Int0; sort: Int0; remark: Text0 }
export interface LogisticsCompanyTable extends Versioned {
  enterprise_id: number; id: Id; name: string; code: Text0; contact: Text0; phone: Text0; website: Text0; status: Int0; sort: Int0; remark: Text0;
}
export interface CurrencyTable extends Versioned {
  enterprise_id: number; id: Id; code: string; name: string; symbol: Text0; rate: Num0; is_base: Int0; sort: Int0; remark: Text0;
}
export interface SettlementAccountTable extends Versioned {
  enterprise_id: number; id: Id; name: string; account_type: Int0; bank_name: Text0; account_number: Text0; currency_id: Int0; opening_balance: Num0;
  status: Int0; sort: Int0; remark: Text0;
}
export interface ExpenseCategoryTable extends Versioned { enterprise_id: number; id: Id; name: string; direction: Int0; sort: Int0; remark: Text0 }
export interface ExpenseProjectTable extends Versioned {
  enterprise_id: number; id: Id; name: string; code: Text0; category_id: Int0; status: Int0; sort: Int0; remark: Text0;
}
export interface AccountingItemTable extends Versioned { enterprise_id: number; id: Id; code: string; name: string; item_type: Int0; status: Int0; remark: Text0 }
export interface AccountSubjectTable extends Versioned {
  enterprise_id: number; id: Id; code: string; name: string; name_en: Text0; category: number; direction: number; level: Int0; parent_code: Text0; status: Int0;
  /** General ledger (0140): auxiliary accounting kinds ('partner', 'department', 'employee', 'project', 'product') and a foreign currency. */
  aux_types: ColumnType<string[], string | undefined, string>; currency_id: Int0;
}
export interface AccountSubjectTemplateTable {
  code: string; name: string; name_en: string; category: number; direction: number; level: number; parent_code: string; aux_types: ColumnType<string[], string | undefined, string>;
}

export interface MasterDataTables {
  partner_category: PartnerCategoryTable;
  partner: PartnerTable;
  partner_contact: PartnerContactTable;
  customer_account: CustomerAccountTable;
  cost_price: CostPriceTable;
  department: DepartmentTable;
  job_position: JobPositionTable;
  work_address: WorkAddressTable;
  employee_invitation: EmployeeInvitationTable;
  enterprise_certification: EnterpriseCertificationTable;
  shelf: ShelfTable;
  logistics_company: LogisticsCompanyTable;
  currency: CurrencyTable;
  settlement_account: SettlementAccountTable;
  expense_category: ExpenseCategoryTable;
  expense_project: ExpenseProjectTable;
  accounting_item: AccountingItemTable;
  account_subject: AccountSubjectTable;
  account_subject_template: AccountSubjectTemplateTable;
}
