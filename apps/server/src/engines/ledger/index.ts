/**
 * The general ledger engine: the only writer of vouchers, their lines and links, and the period balances
 * (ARCHITECTURE §5). Every path passes the accounting period gate (engines/posting/period-gate.ts).
 */
import './ledger.messages.ts';
import './auto-voucher.messages.ts';
export { createVoucher, updateVoucher, deleteVoucher, lockVoucher, VoucherStatus, type VoucherInput, type VoucherMeta, type VoucherKind, type SavedVoucher, type VoucherSourceRef, type ChangeOptions } from './voucher-store.ts';
export { changeVoucherStatus, type VoucherAction } from './voucher-status.ts';
export { reverseVoucher } from './voucher-reversal.ts';
export { renumberVouchers, type Renumbered } from './voucher-renumber.ts';
export { forgetLedgerSettings, ledgerSettings, saveLedgerSettings, type LedgerSettings } from './ledger-setting.ts';
export { moveBalances, type BalanceLine } from './period-balance.ts';
export { subjectsByCode, type SubjectFacts } from './subject-lookup.ts';
export { checkVoucherLines, isCashSubject, voucherNo, voucherWords, auxKinds, auxKindNames, type AuxKind, type VoucherLineInput, type VoucherWord } from './voucher-rules.ts';
export { billVoucherLines, makeBillVoucher, voucherOnApproval, withdrawBillVouchers, liveBillVoucher, billHeader, billVoucherRows, type BillHeader } from './bill-voucher.ts';
export { costDifferenceLines, makeCostVoucher, followCostChanges, pendingCostBills } from './cost-follow.ts';
export { loadVoucherMapping, settlementScope, categoryScope, type EnterpriseMapping } from './bill-voucher-mapping.ts';
export { billVoucherTemplates, voucherSlots, defaultCashSubject, defaultCategorySubject, receivableKinds, type VoucherSlot, type BillVoucherTemplate } from './bill-voucher-template.ts';
export { openVoucherDate } from './voucher-date.ts';
export { setCashFlowItems, type CashFlowAssignment } from './voucher-cash-flow.ts';
export { loadCashFlowRules, tagCashLines } from './cash-flow-map.ts';
export { rebuildPeriodBalances, type RebuildReport, type BalanceDifference, type TotalDifference } from './period-balance-rebuild.ts';
