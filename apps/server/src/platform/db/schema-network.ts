import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<string | number, number, number>;
type NullableTime = ColumnType<string | number | null, number | null | undefined, number | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** The business network (0340): partner links, the purchase cart, linked order pairs and their receipts. */
export interface PartnerLinkTable {
  enterprise_id: number; id: Generated<number>; supplier_enterprise_id: number; customer_enterprise_id: number;
  supplier_partner_id: Defaulted<number>; customer_partner_id: Defaulted<number>; status: Defaulted<number>; price_level_id: Defaulted<number>;
  category_ids: ColumnType<number[], string | undefined, string>; invited_by: number; create_time: Time; accept_time: NullableTime; end_time: NullableTime;
}
export interface SupplyCartTable {
  enterprise_id: number; id: Generated<number>; employee_id: number; link_id: number; product_id: number; number: ColumnType<string, string, string>; create_time: Time;
}
export interface SupplyProductMapTable { enterprise_id: number; supplier_enterprise_id: number; supplier_product_id: number; product_id: number }
export interface SupplyOrderTable {
  enterprise_id: number; id: Generated<number>; link_id: number; purchase_order_id: number; supplier_enterprise_id: number; sale_order_id: number;
  status: Defaulted<number>; created_by: number; create_time: Time;
}
export interface SupplyReceiptTable {
  enterprise_id: number; id: Generated<number>; supply_order_id: number; supplier_enterprise_id: number; sale_bill_id: number; purchase_bill_id: number; create_time: Time;
}
export interface NetworkTables {
  partner_link: PartnerLinkTable;
  supply_cart: SupplyCartTable;
  supply_product_map: SupplyProductMapTable;
  supply_order: SupplyOrderTable;
  supply_receipt: SupplyReceiptTable;
}

/** The same tables as data (table-columns.ts; database-type.int.test.ts compares them with the migrated database). */
export const networkTableColumns = {
  partner_link: { enterprise_id: 'int', id: 'int', supplier_enterprise_id: 'int', customer_enterprise_id: 'int', supplier_partner_id: 'int',
    customer_partner_id: 'int', status: 'int', price_level_id: 'int', category_ids: 'json', invited_by: 'int', create_time: 'int8', accept_time: 'int8?',
    end_time: 'int8?' },
  supply_cart: { enterprise_id: 'int', id: 'int', employee_id: 'int', link_id: 'int', product_id: 'int', number: 'numeric', create_time: 'int8' },
  supply_product_map: { enterprise_id: 'int', supplier_enterprise_id: 'int', supplier_product_id: 'int', product_id: 'int' },
  supply_order: { enterprise_id: 'int', id: 'int', link_id: 'int', purchase_order_id: 'int', supplier_enterprise_id: 'int', sale_order_id: 'int',
    status: 'int', created_by: 'int', create_time: 'int8' },
  supply_receipt: { enterprise_id: 'int', id: 'int', supply_order_id: 'int', supplier_enterprise_id: 'int', sale_bill_id: 'int', purchase_bill_id: 'int',
    create_time: 'int8' },
} as const;
