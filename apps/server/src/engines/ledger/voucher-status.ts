import { Code } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { assertOpen } from '../posting/period-gate.ts';
import { ledgerSettings } from './ledger-setting.ts';
import { moveBalances } from './period-balance.ts';
import { VoucherStatus, lockVoucher, voucherBalanceLines } from './voucher-store.ts';

export type VoucherAction = 'audit' | 'unaudit' | 'post' | 'unpost';

/**
 * Who counts as the preparer of a voucher (制单人) for "the preparer cannot audit": its maker, and for a generated
 * voucher the approver of each document it comes from (a bill's auditor, a payroll run's auditor) — the person who
 * approved a bill made its voucher as surely as the one who typed a manual one.
 */
async function preparers(tx: Kysely<DB>, enterpriseId: number, voucherId: number, makerId: number): Promise<Set<number>> {
  const [bills, runs] = await Promise.all([
    tx.selectFrom('voucher_source as s')
      .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 's.enterprise_id').onRef('b.id', '=', 's.bill_id').onRef('b.type', '=', 's.bill_type'))
      .select('b.auditor_id').where('s.enterprise_id', '=', enterpriseId).where('s.voucher_id', '=', voucherId).execute(),
    tx.selectFrom('voucher_source as s')
      .innerJoin('payroll_run as r', (j) => j.onRef('r.enterprise_id', '=', 's.enterprise_id').onRef('r.id', '=', 's.bill_id'))
      .select('r.auditor_id').where('s.enterprise_id', '=', enterpriseId).where('s.voucher_id', '=', voucherId).where('s.bill_type', '=', 'payroll-runs').execute(),
  ]);
  return new Set([makerId, ...bills.map((b) => b.auditor_id), ...runs.map((r) => r.auditor_id)].filter((id) => id > 0));
}

export interface StatusOptions {
  /** The enterprise's own setting audits the voucher at once (carry-down auto post): no person audits it. */
  bySetting?: boolean;
}

/**
 * The voucher lifecycle (FINANCE.md §2): unaudited --audit--> audited --post--> posted, and back by unpost and
 * unaudit, each only in an open accounting period. No preparer may audit a voucher while the enterprise's setting
 * says so — whichever module made it. Posting moves the voucher into the posted balances; only posted vouchers count in
 * "posted only" books, and a posted voucher is never edited (corrections are red reversals).
 */
export async function changeVoucherStatus(tx: Kysely<DB>, enterpriseId: number, id: number, action: VoucherAction, actorId: number, options: StatusOptions = {}): Promise<number> {
  const v = await lockVoucher(tx, enterpriseId, id);
  await assertOpen(tx, enterpriseId, v.voucher_date, 'accounting');
  const now = nowSeconds();
  const set = (values: Partial<{ status: number; auditor_id: number; audit_time: number | null; poster_id: number; post_time: number | null }>) =>
    tx.updateTable('voucher').set({ ...values, update_time: now }).where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  const need = (status: number) => {
    if (v.status !== status) throw conflict('voucher.badStatus', { status: v.status });
  };
  switch (action) {
    case 'audit': {
      need(VoucherStatus.unaudited);
      const settings = await ledgerSettings(tx, enterpriseId);
      if (settings.maker_cannot_audit && !options.bySetting && (await preparers(tx, enterpriseId, id, v.maker_id)).has(actorId)) {
        throw new AppError(Code.conflict, 'voucher.makerAudits');
      }
      await set({ status: VoucherStatus.audited, auditor_id: actorId, audit_time: now });
      return VoucherStatus.audited;
    }
    case 'unaudit':
      need(VoucherStatus.audited);
      await set({ status: VoucherStatus.unaudited, auditor_id: 0, audit_time: null });
      return VoucherStatus.unaudited;
    case 'post': {
      need(VoucherStatus.audited);
      if (!(await ledgerSettings(tx, enterpriseId)).initialized) throw new AppError(Code.conflict, 'voucher.notInitialized');
      await moveBalances(tx, enterpriseId, await voucherBalanceLines(tx, enterpriseId, id), 1, 'posted');
      await set({ status: VoucherStatus.posted, poster_id: actorId, post_time: now });
      return VoucherStatus.posted;
    }
    case 'unpost':
      need(VoucherStatus.posted);
      await moveBalances(tx, enterpriseId, await voucherBalanceLines(tx, enterpriseId, id), -1, 'posted');
      await set({ status: VoucherStatus.audited, poster_id: 0, post_time: null });
      return VoucherStatus.audited;
  }
}
