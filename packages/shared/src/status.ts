import type { Language } from './language.ts';

/** Document status codes (API.md "Bills"). The all-status dictionary is built from these. */
export const AuditStatus = { pending: 1, approved: 2, rejected: 3, voided: 4 } as const;
export type AuditStatusCode = (typeof AuditStatus)[keyof typeof AuditStatus];
export const StoreStatus = { none: 1, partly: 2, all: 3 } as const;
export const PayStatus = { unpaid: 1, partial: 2, full: 3 } as const;
export const ReturnStatus = { none: 1, partly: 2, all: 3 } as const;
export const TradeStatus = { open: 1, done: 2, closed: 3 } as const;

/** A switch field (启用, 上架 …) of a resource: stored 0 or 1 (resource/field.ts `field.switch`). */
export const Switch = { off: 0, on: 1 } as const;
/**
 * employee.status: a join request waits for the admin (pending); approval makes it active, rejection keeps the row
 * (rejected) so the person can ask again later; disabled rows (staff who left) keep their history.
 */
export const EmployeeStatus = { disabled: 0, active: 1, pending: 2, rejected: 3 } as const;
/** enterprise_certification.status (and personal certification); 0 in answers = never submitted. */
export const CertificationStatus = { none: 0, pending: 1, approved: 2, rejected: 3 } as const;
/** bill.sign_status of a sale bill's acceptance (migration 0043). */
export const SignStatus = { awaiting: 0, byCustomer: 1, automatic: 2 } as const;
/** subject.status of the chart of accounts: a disabled subject takes no new voucher lines. */
export const SubjectStatus = { enabled: 1, disabled: 2 } as const;
/** voucher.status: entered (unaudited), audited, posted to the books (记账). */
export const VoucherStatus = { unaudited: 1, audited: 2, posted: 3 } as const;
/** shop_order.order_status (SPEC §3); its pay_status is PayStatus. */
export const ShopOrderStatus = { pending: 1, confirmed: 2, shipped: 3, completed: 4, cancelled: 5 } as const;
/** Production status of an order (production_order_state.status), beside its audit status. */
export const ProductionStatus = { notStarted: 1, inProgress: 2, finished: 3, closed: 4 } as const;
/** enterprise_deregistration.status. */
export const DeregistrationStatus = { coolingOff: 1, undone: 2, deregistered: 3 } as const;
/** asset_count.status (资产盘点). */
export const AssetCountStatus = { counting: 1, finished: 2, approved: 3 } as const;

type Names = Record<number, { 'zh-CN': string; 'en-US': string }>;
const dictionaries: Record<string, Names> = {
  payStatus: { 1: { 'zh-CN': '未付款', 'en-US': 'Unpaid' }, 2: { 'zh-CN': '部分付款', 'en-US': 'Partially paid' }, 3: { 'zh-CN': '全部付款', 'en-US': 'Fully paid' } },
  auditStatus: { 1: { 'zh-CN': '待审核', 'en-US': 'Pending review' }, 2: { 'zh-CN': '已审核', 'en-US': 'Approved' }, 3: { 'zh-CN': '已驳回', 'en-US': 'Rejected' }, 4: { 'zh-CN': '已作废', 'en-US': 'Voided' } },
  instoreStatus: { 1: { 'zh-CN': '未入库', 'en-US': 'Not in' }, 2: { 'zh-CN': '部分入库', 'en-US': 'Partly in' }, 3: { 'zh-CN': '全部入库', 'en-US': 'All in' } },
  outstoreStatus: { 1: { 'zh-CN': '未出库', 'en-US': 'Not out' }, 2: { 'zh-CN': '部分出库', 'en-US': 'Partly out' }, 3: { 'zh-CN': '全部出库', 'en-US': 'All out' } },
  returnStatus: { 1: { 'zh-CN': '未退货', 'en-US': 'Not returned' }, 2: { 'zh-CN': '部分退货', 'en-US': 'Partly returned' }, 3: { 'zh-CN': '全部退货', 'en-US': 'All returned' } },
  tradeStatus: { 1: { 'zh-CN': '进行中', 'en-US': 'In progress' }, 2: { 'zh-CN': '已完成', 'en-US': 'Completed' }, 3: { 'zh-CN': '已关闭', 'en-US': 'Closed' } },
};
export const statusDictionaryNames = ['payStatus', 'auditStatus', 'instoreStatus', 'outstoreStatus', 'returnStatus', 'tradeStatus'] as const;
export type StatusDictionary = Record<(typeof statusDictionaryNames)[number], Array<{ id: number; name: string }>>;

export function statusDictionary(language: Language): StatusDictionary {
  const out = {} as StatusDictionary;
  for (const key of statusDictionaryNames) {
    out[key] = Object.entries(dictionaries[key]!).map(([id, n]) => ({ id: Number(id), name: n[language] }));
  }
  return out;
}
