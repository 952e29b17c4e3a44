import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of the catalogue tables (migrations 0010-0013, 0098), part of the central DB type (schema.ts). The
 * resource engine reads and writes most of them through their definitions; the catalogue's special routes, the
 * documents and reports query them typed.
 */
type Time = ColumnType<string | number, number, number>;
type Decimal = ColumnType<string, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** Record version (0115): 1 on insert, +1 on every update by trigger; an edit against an older one is refused. */
type Version = ColumnType<number, never, never>;

export interface ProductTable {
  enterprise_id: number; id: Generated<number>; code: string; name: string; spec: Defaulted<string>; barcode: Defaulted<string>;
  oe_code: Defaulted<string>; category_id: Defaulted<number>; brand_id: Defaulted<number>; unit_id: number; type_id: Defaulted<number>;
  custom_category_id: Defaulted<number>; label_id: Defaulted<number>; purchase_price: Decimal; sale_price: Decimal;
  min_stock: Decimal; max_stock: Decimal; status: Defaulted<number>; serial_tracking: Defaulted<number>; is_draft: Defaulted<number>;
  abc_class: Defaulted<number>; img_urls: Defaulted<string>; video_url: Defaulted<string>; remark: Defaulted<string>;
  /** Quality (0320): receipts wait for an incoming check; sales wait for a delivery check. */
  incoming_check: Defaulted<number>; delivery_check: Defaulted<number>;
  /** 0560: the warehouse the product is issued from by default (production material); 0 = not set. */
  warehouse_id: Defaulted<number>;
  create_time: Time; update_time: Time; deleted_time: ColumnType<string | number | null, number | null | undefined, number | null>; version: Version;
}
export interface ProductPriceHistoryTable {
  enterprise_id: number; id: ColumnType<string, never, never>; product_id: number; purchase_price: string; sale_price: string;
  old_purchase_price: string | null; old_sale_price: string | null; create_time: Time;
}
export interface ProductUnitTable { enterprise_id: number; product_id: number; unit_id: number; ratio: string; sort: Defaulted<number> }
export interface ProductVehicleModelTable { enterprise_id: number; product_id: number; vehicle_model_id: number }
export interface ProductAssociationTable {
  enterprise_id: number; product_id: number; related_id: number; relation: Defaulted<number>; remark: Defaulted<string>; create_time: Time;
}
export interface ProductShareGrantTable { enterprise_id: number; grantee_enterprise_id: number; remark: Defaulted<string>; create_time: Time }

/** A named master-data row (categories, brands, types, labels, vehicle levels, price levels …). */
export interface NamedTable {
  enterprise_id: number; id: Generated<number>; name: string; sort: Defaulted<number>;
  create_time: Time; update_time: Time; deleted_time: ColumnType<string | number | null, number | null | undefined, number | null>; version: Version;
}
/** Named rows with a remark (all but product attribute values). */
interface RemarkedTable extends NamedTable { remark: Defaulted<string> }
export interface ProductCategoryTable extends RemarkedTable { parent_id: Defaulted<number>; code: Defaulted<string> }
export interface ProductTypeTable extends RemarkedTable { nature: Defaulted<number> }
export interface ProductLabelTable extends RemarkedTable { color: Defaulted<string> }
export interface PriceLevelTable extends RemarkedTable { rate: Decimal }
export interface VehicleBrandTable extends RemarkedTable { initial: Defaulted<string>; logo: Defaulted<string> }
export interface VehicleRangeTable extends RemarkedTable { brand_id: number }
export interface VehicleModelTable extends RemarkedTable { range_id: number; year: Defaulted<number>; engine: Defaulted<string> }

/** A bill-of-materials row (migration 0098): one component of one finished product. */
export interface BomItemTable {
  enterprise_id: number; id: Generated<number>; product_id: number; component_id: number; quantity: string; loss_rate: Decimal;
  /** 0431: 1 pick (领料), 2 backflush (倒冲). */
  issue_method: Defaulted<number>;
  /** 0560: the warehouse the component is issued from (发料仓库); 0 = the component's default warehouse. */
  warehouse_id: Defaulted<number>;
  remark: Defaulted<string>; sort: Defaulted<number>; create_time: Time; update_time: Time; version: Version;
}
/** Planning parameters of a product (0167); a product without a row plans with the defaults. */
export interface ProductPlanningTable {
  enterprise_id: number; product_id: number; source: Defaulted<'auto' | 'produce' | 'purchase' | 'outsource'>; lead_days: Defaulted<number>;
  moq: Decimal; lot_size: Decimal; safety_stock: ColumnType<string | null, string | null | undefined, string | null>; update_time: Time;
}

export interface CatalogTables {
  product: ProductTable;
  product_price_history: ProductPriceHistoryTable;
  product_unit: ProductUnitTable;
  product_vehicle_model: ProductVehicleModelTable;
  product_association: ProductAssociationTable;
  product_share_grant: ProductShareGrantTable;
  product_category: ProductCategoryTable;
  brand: RemarkedTable & { logo: Defaulted<string> };
  custom_category: RemarkedTable;
  product_type: ProductTypeTable;
  product_label: ProductLabelTable;
  price_level: PriceLevelTable;
  industry: RemarkedTable;
  industry_attribute: RemarkedTable & { industry_id: number; is_required: Defaulted<number> };
  product_attribute: RemarkedTable;
  product_attribute_value: NamedTable & { attribute_id: number };
  vehicle_brand: VehicleBrandTable;
  vehicle_range: VehicleRangeTable;
  vehicle_model: VehicleModelTable;
  bom_item: BomItemTable;
  product_planning: ProductPlanningTable;
}
