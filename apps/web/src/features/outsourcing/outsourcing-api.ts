import type { OutsourcingEstimate } from '@zf/shared';

/** What the outsourcing routes answer (packages/shared/src/contract/outsourcing.contract.ts). */
export type { OutsourcingBill, OutsourcingDraft, OutsourcingDraftLine as DraftLine, OutsourcingOrderProgress as OrderProgress } from '@zf/shared';
type EstimateMoney = 'fee_price' | 'fee_carried' | 'estimated' | 'reversed' | 'open';
/** A receipt's 暂估 of the processing fee (`GET /outsourcing/estimates`); amounts absent when column rights hide them. */
export type ReceiptEstimate = Omit<OutsourcingEstimate, EstimateMoney> & Partial<Pick<OutsourcingEstimate, EstimateMoney>>;
/** The documents that follow an order: the draft route's segment and the bill type. */
export const nextKinds = [
  { kind: 'picks', type: 'outsourcing-picks', fun: 'outsourcing_pick_add', page: 'outsourcingPick' },
  { kind: 'supplements', type: 'outsourcing-supplements', fun: 'outsourcing_supplement_add', page: 'outsourcingSupplement' },
  { kind: 'ins', type: 'outsourcing-ins', fun: 'outsourcing_in_add', page: 'outsourcingIn' },
  { kind: 'fees', type: 'outsourcing-fees', fun: 'outsourcing_fee_add', page: 'outsourcingFeeBill' },
  { kind: 'returns', type: 'outsourcing-returns', fun: 'outsourcing_return_add', page: 'outsourcingReturn' },
] as const;
export type NextKind = (typeof nextKinds)[number];
