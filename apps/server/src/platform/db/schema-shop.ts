import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the shop and order centre, the file drive and enterprise deregistration (migrations 0360-0363,
 * modules/shop, drive, deregistration and account), merged into DB (schema.ts); their columns in `shopTableColumns`.
 */
type Id = Generated<number>;
type Time = ColumnType<string | number, number, number>;
type NullableTime = ColumnType<string | number | null, number | null | undefined, number | null>;
type Int0 = ColumnType<number, number | undefined, number>;
type Text0 = ColumnType<string, string | undefined, string>;
type Num0 = ColumnType<string, string | undefined, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type Version = ColumnType<number, never, never>;

export interface ShopTable {
  enterprise_id: number; id: Id; name: string; shop_type: Int0; tags: Text0; shop_kind: Int0; phone: Text0; business_license: Text0;
  description: Text0; country_code: Text0; address: Text0; email: Text0; contact_phone: Text0; photos: Text0; account: string;
  password_hash: Text0; online: Int0; partner_id: Int0; create_time: Time; update_time: Time; version: Version;
}
export interface ShopAccountTable {
  enterprise_id: number; id: Id; shop_id: number; account: string; name: Text0; account_type: Int0; password_hash: Text0; status: Int0;
  remark: Text0; create_time: Time; update_time: Time; version: Version;
}
export interface ShopSessionTable {
  id: Id; token_hash: string; enterprise_id: number; shop_id: number; account_id: Int0; create_time: Time; expires_time: Time; revoked_time: NullableTime;
}
export interface ShopOrderTable {
  enterprise_id: number; id: Id; sub_order_sn: string; shop_id: number; account_id: Int0; order_type: Int0; order_status: Int0; pay_status: Int0;
  original_amount: Num0; order_amount: Num0; receipt_amount: Num0; bank_serial: Text0; logistics_sn: Text0; cancel_reason: Text0;
  sale_order_id: Int0; remark: Text0; create_time: Time; update_time: Time;
}
export interface ShopOrderLineTable {
  enterprise_id: number; order_id: number; line_no: number; product_id: number; unit_id: Int0; number: string; price: string; amount: string;
}
export interface ShopOrderReceiptTable {
  enterprise_id: number; id: Id; order_id: number; amount: string; bank_serial: Text0; receipt_bill_id: Int0; employee_id: Int0; create_time: Time;
}
export interface ContractTable {
  enterprise_id: number; id: Id; contract_sn: string; name: string; shop_id: Int0; partner_id: Int0; sign_date: NullableDate; start_date: NullableDate;
  end_date: NullableDate; amount: Num0; status: Int0; attachments: Text0; remark: Text0; create_time: Time; update_time: Time; version: Version;
}
export interface DriveFolderTable {
  enterprise_id: number; id: Id; parent_id: Int0; name: string; employee_id: Int0; create_time: Time; update_time: Time;
}
export interface DriveFileTable {
  enterprise_id: number; id: Id; folder_id: Int0; name: string; storage_key: string; size: ColumnType<string | number, number, number>;
  employee_id: Int0; create_time: Time; update_time: Time;
}
export interface DriveQuotaTable {
  enterprise_id: number; quota_bytes: ColumnType<string | number, number, number>; used_bytes: ColumnType<string | number, number | undefined, number>;
}
export interface EnterpriseDeregistrationTable {
  enterprise_id: number; id: Id; status: Int0; reason: Text0; employee_id: number; apply_time: Time; due_time: Time; undo_time: NullableTime; finish_time: NullableTime;
}
export interface EnterpriseDataExportTable { enterprise_id: number; id: Id; employee_id: number; create_time: Time }

export interface UserCertificationTable {
  user_id: number; real_name: string; id_number: string; id_front_image: Text0; id_back_image: Text0; status: Int0; review_remark: Text0;
  submit_time: Time; review_time: NullableTime;
}
export interface EnterpriseRechargeTable {
  enterprise_id: number; id: Id; version_name: string; months: number; amount: Num0; pay_method: Text0; serial_number: Text0;
  expired_before: Time; expired_after: Time; create_time: Time;
}

export interface ShopTables {
  shop: ShopTable;
  shop_account: ShopAccountTable;
  shop_session: ShopSessionTable;
  shop_order: ShopOrderTable;
  shop_order_line: ShopOrderLineTable;
  shop_order_receipt: ShopOrderReceiptTable;
  contract: ContractTable;
  drive_folder: DriveFolderTable;
  drive_file: DriveFileTable;
  drive_quota: DriveQuotaTable;
  enterprise_deregistration: EnterpriseDeregistrationTable;
  enterprise_data_export: EnterpriseDataExportTable;
  user_certification: UserCertificationTable;
  enterprise_recharge: EnterpriseRechargeTable;
}

const stamps = { create_time: 'int8', update_time: 'int8' } as const;

/** The columns of these tables as the migrations make them (see column-spec.ts). */
export const shopTableColumns = {
  shop: { enterprise_id: 'int', id: 'int', name: 'text', shop_type: 'int', tags: 'text', shop_kind: 'int', phone: 'text', business_license: 'text',
    description: 'text', country_code: 'text', address: 'text', email: 'text', contact_phone: 'text', photos: 'text', account: 'text',
    password_hash: 'text', online: 'int', partner_id: 'int', ...stamps, version: 'int' },
  shop_account: { enterprise_id: 'int', id: 'int', shop_id: 'int', account: 'text', name: 'text', account_type: 'int', password_hash: 'text', status: 'int',
    remark: 'text', ...stamps, version: 'int' },
  shop_session: { id: 'int', token_hash: 'text', enterprise_id: 'int', shop_id: 'int', account_id: 'int', create_time: 'int8', expires_time: 'int8', revoked_time: 'int8?' },
  shop_order: { enterprise_id: 'int', id: 'int', sub_order_sn: 'text', shop_id: 'int', account_id: 'int', order_type: 'int', order_status: 'int', pay_status: 'int',
    original_amount: 'numeric', order_amount: 'numeric', receipt_amount: 'numeric', bank_serial: 'text', logistics_sn: 'text', cancel_reason: 'text',
    sale_order_id: 'int', remark: 'text', ...stamps },
  shop_order_line: { enterprise_id: 'int', order_id: 'int', line_no: 'int', product_id: 'int', unit_id: 'int', number: 'numeric', price: 'numeric', amount: 'numeric' },
  shop_order_receipt: { enterprise_id: 'int', id: 'int', order_id: 'int', amount: 'numeric', bank_serial: 'text', receipt_bill_id: 'int', employee_id: 'int', create_time: 'int8' },
  contract: { enterprise_id: 'int', id: 'int', contract_sn: 'text', name: 'text', shop_id: 'int', partner_id: 'int', sign_date: 'date?', start_date: 'date?',
    end_date: 'date?', amount: 'numeric', status: 'int', attachments: 'text', remark: 'text', ...stamps, version: 'int' },
  drive_folder: { enterprise_id: 'int', id: 'int', parent_id: 'int', name: 'text', employee_id: 'int', ...stamps },
  drive_file: { enterprise_id: 'int', id: 'int', folder_id: 'int', name: 'text', storage_key: 'text', size: 'int8', employee_id: 'int', ...stamps },
  drive_quota: { enterprise_id: 'int', quota_bytes: 'int8', used_bytes: 'int8' },
  enterprise_deregistration: { enterprise_id: 'int', id: 'int', status: 'int', reason: 'text', employee_id: 'int', apply_time: 'int8', due_time: 'int8',
    undo_time: 'int8?', finish_time: 'int8?' },
  enterprise_data_export: { enterprise_id: 'int', id: 'int', employee_id: 'int', create_time: 'int8' },
  user_certification: { user_id: 'int', real_name: 'text', id_number: 'text', id_front_image: 'text', id_back_image: 'text', status: 'int', review_remark: 'text',
    submit_time: 'int8', review_time: 'int8?' },
  enterprise_recharge: { enterprise_id: 'int', id: 'int', version_name: 'text', months: 'int', amount: 'numeric', pay_method: 'text', serial_number: 'text',
    expired_before: 'int8', expired_after: 'int8', create_time: 'int8' },
} as const;
