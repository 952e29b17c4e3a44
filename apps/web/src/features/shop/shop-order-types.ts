/** A shop order as GET /shop-orders lists it. */
export interface ShopOrderRow {
  id: number;
  sub_order_sn: string;
  shop_id: number;
  shop_name: string;
  order_type: number;
  order_status: number;
  pay_status: number;
  original_amount: string;
  order_amount: string;
  receipt_amount: string;
  bank_serial: string;
  logistics_sn: string;
  cancel_reason: string;
  sale_order_id: number;
  sale_order_sn: string;
  remark: string;
  create_time: number;
}

export interface ShopOrderDetail extends Omit<ShopOrderRow, 'shop_name' | 'sale_order_sn'> {
  lines: Array<{ line_no: number; product_id: number; product_name: string; product_code: string; number: string; price: string; amount: string }>;
  receipts: Array<{ id: number; amount: string; bank_serial: string; receipt_bill_sn: string; create_time: number }>;
}

export const orderStatusColors: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'green', 5: 'default' };
export const payStatusColors: Record<number, string> = { 1: 'red', 2: 'orange', 3: 'green' };
