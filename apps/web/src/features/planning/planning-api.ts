export type PlanAction = 'produce' | 'purchase' | 'outsource';

/** One product of a plan (POST /production/plan); quantities are 4-dp strings. */
export interface PlanRow {
  product_id: number; product_code: string; product_name: string; unit_name: string; level: number;
  gross: string; available: string; on_order: string; safety_stock: string; net: string; planned: string;
  action: PlanAction; need_date: string; start_date: string;
}
export interface PlanningParams {
  product_id: number; product_code: string; product_name: string; source: 'auto' | PlanAction; lead_days: number;
  moq: string; lot_size: string; safety_stock: string | null;
}
/** A demand row as typed on the page (the quantity stays a string: no floats). */
export interface DemandRow { key: number; product_id?: number; number: string; need_date: string }

/** '21.0000' → '21', '16.8000' → '16.8'. */
export const shortQty = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
export const qtyPattern = /^\d{0,10}(\.\d{0,4})?$/;
