/** What the outsourcing routes answer (apps/server/src/modules/outsourcing/outsourcing.routes.ts). */
export interface MaterialProgress { product_id: number; product_name: string; ordered: string; picked: string; supplemented: string; returned: string; consumed: string; at_supplier: string }
export interface OrderProgress {
  order_id: number; bill_sn: string; bill_date: string; partner_id: number; partner_name: string; product_id: number; product_name: string; audit_status: number;
  quantity: string; received: string; billed_number: string; due_date: string;
  sent_value: string; consumed_value: string; fee_carried: string; fee_billed: string; fee_estimated: string; fee_adjusted: string; open_value: string;
  materials: MaterialProgress[];
}
/** A receipt's 暂估 of the processing fee (`GET /outsourcing/estimates`); amounts absent when column rights hide them. */
export interface ReceiptEstimate {
  receipt_id: number; bill_sn: string; bill_date: string; order_id: number; order_sn: string; partner_name: string; product_name: string;
  received: string; fee_price?: string; fee_carried?: string; estimated?: string; reversed?: string; open?: string;
  state: 'estimated' | 'partly' | 'reversed' | 'billed' | 'no_fee';
}
export interface DraftLine { product_id: number; number: string; price?: string; tax_rate?: string; direction?: number }
export interface OutsourcingDraft {
  bill_date: string; partner_id: number; store_id?: number; out_store_id?: number; in_store_id?: number; ext: Record<string, unknown>; lines: DraftLine[];
}
export interface OutsourcingBill {
  id: number; type: string; bill_sn: string; bill_date: string; partner_name: string; order_id: number; order_sn: string;
  total_number: string; total_amount: string; tax_amount: string; audit_status: number;
}
/** The documents that follow an order: the draft route's segment and the bill type. */
export const nextKinds = [
  { kind: 'picks', type: 'outsourcing-picks', fun: 'outsourcing_pick_add', page: 'outsourcingPick' },
  { kind: 'supplements', type: 'outsourcing-supplements', fun: 'outsourcing_supplement_add', page: 'outsourcingSupplement' },
  { kind: 'ins', type: 'outsourcing-ins', fun: 'outsourcing_in_add', page: 'outsourcingIn' },
  { kind: 'fees', type: 'outsourcing-fees', fun: 'outsourcing_fee_add', page: 'outsourcingFeeBill' },
  { kind: 'returns', type: 'outsourcing-returns', fun: 'outsourcing_return_add', page: 'outsourcingReturn' },
] as const;
export type NextKind = (typeof nextKinds)[number];
