/**
 * The general ledger engine: the only writer of vouchers, their lines and links, and the period balances
 * (ARCHITECTURE §5). Every path passes the accounting period gate (engines/posting/period-gate.ts).
 */
import './ledger.messages.ts';
export { createVoucher, updateVoucher, deleteVoucher, lockVoucher, VoucherStatus, type VoucherInput, type VoucherMeta, type VoucherKind, type SavedVoucher, type VoucherSourceRef, type ChangeOptions } from './voucher-store.ts';
export { changeVoucherStatus, type VoucherAction } from './voucher-status.ts';
export { reverseVoucher } from './voucher-reversal.ts';
export { renumberVouchers, type Renumbered } from './voucher-renumber.ts';
export { ledgerSettings, saveLedgerSettings, type LedgerSettings } from './ledger-setting.ts';
export { moveBalances, type BalanceLine } from './period-balance.ts';
export { subjectsByCode, type SubjectFacts } from './subject-lookup.ts';
export { checkVoucherLines, isCashSubject, voucherNo, voucherWords, auxKinds, type AuxKind, type VoucherLineInput, type VoucherWord } from './voucher-rules.ts';
