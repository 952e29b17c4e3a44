import { Decimal } from '@zf/shared';

/** Answers of the network routes (API.md "Network"): partner links, supplier goods, the cart and linked orders. */
export interface Link {
  id: number; status: number; role: 'supplier' | 'customer'; peer_enterprise_id: number; peer_name: string; partner_id: number; partner_name: string;
  invited_by_us: boolean; awaiting_us: boolean; price_level_id: number; category_ids: number[]; create_time: number; accept_time: number | null;
}
export interface Good {
  supplier_partner_id: number; supplier_name: string; product_id: number; code: string; name: string; spec: string; unit_name: string; price: string;
  available: string; in_cart: string | null;
}
export interface CartGood {
  id: number; supplier_partner_id: number; supplier_name: string; product_id: number; code: string; name: string; spec: string; unit_name: string;
  price: string; number: string; amount: string; available: string; offered: boolean;
}
export interface CartSupplier { supplier_partner_id: number; supplier_name: string; count: number; total_number: string; total_amount: string }
export interface Cart { goods: CartGood[]; supplysales: { count: number; total_number: string; total_amount: string; suppliers: CartSupplier[] } }
export interface Delivery { sale_bill_id: number; bill_sn: string; bill_date: string; total_number: string; total_amount: string; purchase_bill_id: number | null }
/** One line the one-click delivery would ship (GET /supply/customer-orders/:id/delivery). */
export interface DeliveryLine {
  line_id: number; row: number; product_id: number; code: string; name: string; spec: string; unit_name: string; number: string;
  warehouse_id: number; warehouse_name: string; serial_tracking: boolean; serials: string[];
}
export interface SupplyOrder {
  id: number; status: number; bill_id: number; bill_sn: string; bill_date: string; partner_id: number; partner_name: string; total_number: string;
  total_amount: string; audit_status: number; store_status: number; peer_bill_sn: string; peer_store_status: number; deliveries: Delivery[];
}
export interface CustomerBill {
  sale_bill_id: number; bill_sn: string; bill_date: string; partner_id: number; partner_name: string; order_bill_sn: string; total_number: string;
  total_amount: string; received: boolean;
}
export interface Page<T> { list: T[]; total: number }

/** Link status 1 invited, 2 linked, 3 ended; supply order status 1 waiting, 2 accepted, 3 refused. */
export const LinkStatus = { invited: 1, linked: 2, ended: 3 } as const;
export const OrderStatus = { waiting: 1, accepted: 2, refused: 3 } as const;
export const orderStatusColor: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'default' };
export const storeStatusColor: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'green' };

export const networkPaths = ['/partner-links', '/supply/goods', '/supply/cart', '/supply/orders', '/supply/customer-orders', '/supply/customer-bills'];

/** A quantity without trailing zeros (4 dp strings from the server), never through a float. */
export const qtyText = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '' : new Decimal(v).toString());
