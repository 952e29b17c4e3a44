import { Decimal, amount, isBillTypeCode } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { postAccount } from '../posting/account-ledger.ts';
import { loadVoucherMapping } from './bill-voucher-mapping.ts';
import { isCashSubject, type VoucherLineInput } from './voucher-rules.ts';

/** The settlement-account ledger's source type for movements a voucher made (资金流水 links them to the voucher). */
export const voucherFundsType = 'vouchers';

/** The voucher's sources that are bills: their posting wrote the settlement-account movements already. */
async function fromBills(tx: Kysely<DB>, enterpriseId: number, sources: ReadonlyArray<{ billType: string; billId: number }>): Promise<boolean> {
  if (!sources.some((s) => isBillTypeCode(s.billType))) return false;
  const found = await tx.selectFrom('bill').select('id').where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', sources.map((s) => s.billId))
    .where('type', 'in', sources.map((s) => s.billType).filter(isBillTypeCode))
    .limit(1).execute();
  return found.length > 0;
}

export interface VoucherFunds {
  voucherId: number; voucherNo: string; date: string; lines: readonly VoucherLineInput[];
  sources: ReadonlyArray<{ billType: string; billId: number }>;
  /** A red reversal: it moves back exactly the accounts its original moved. */
  reversesId?: number | null;
  /** A voucher just created has no movements to drop (saves a statement on every bill's voucher). */
  created?: boolean;
}

/**
 * Keeps the settlement accounts' ledger (account_entry: 资金流水, 资产负债概况) following every voucher line on a cash
 * subject, whichever module made the voucher (issue 30 item 2). A bill's voucher is left alone: the bill's posting
 * wrote its movements (money documents, bills paid at once). Any other voucher — payroll paid from the bank, a
 * hand-entered bank fee, an imported voucher, a red reversal of one — moves the account its line names
 * (`settlement_account_id`, as payroll gives it) or else the one settlement account booked to that subject; a subject
 * kept for several accounts with no account named moves none, and the close check "settlement accounts = GL" shows
 * the gap. The movements are the voucher's own (bill_type 'vouchers', bill_id = the voucher): rewritten when an
 * unaudited voucher changes, gone when it is deleted — a posted voucher never changes, its reversal has its own.
 */
export async function syncVoucherFunds(tx: Kysely<DB>, enterpriseId: number, v: VoucherFunds): Promise<void> {
  if (!v.created) await dropVoucherFunds(tx, enterpriseId, v.voucherId);
  const cash = v.lines.filter((l) => isCashSubject(l.subject_code));
  if (!cash.length || (await fromBills(tx, enterpriseId, v.sources))) return;
  if (v.reversesId) {
    const original = await tx.selectFrom('account_entry').select(['account_id', 'amount', 'partner_id']).where('enterprise_id', '=', enterpriseId)
      .where('bill_type', '=', voucherFundsType).where('bill_id', '=', v.reversesId).orderBy('id').execute();
    await postAccount(tx, enterpriseId, original.map((e) => ({
      accountId: e.account_id, date: v.date, amount: amount(new Decimal(e.amount).neg()), categoryId: 0, partnerId: e.partner_id, billType: voucherFundsType, billId: v.voucherId, billSn: v.voucherNo,
    })));
    return;
  }
  const mapping = await loadVoucherMapping(tx, enterpriseId);
  const bySubject = new Map<string, number[]>();
  for (const [id, m] of mapping.cash) bySubject.set(m.code, [...(bySubject.get(m.code) ?? []), id]);
  const postings = cash.flatMap((l) => {
    const accounts = bySubject.get(l.subject_code) ?? [];
    const accountId = l.settlement_account_id && accounts.includes(l.settlement_account_id) ? l.settlement_account_id : accounts.length === 1 ? accounts[0]! : 0;
    const value = new Decimal(l.debit || 0).sub(l.credit || 0);
    if (!accountId || value.isZero()) return [];
    return [{ accountId, date: v.date, amount: amount(value), categoryId: 0, partnerId: l.partner_id ?? 0, billType: voucherFundsType, billId: v.voucherId, billSn: v.voucherNo }];
  });
  await postAccount(tx, enterpriseId, postings);
}

/** Removes the movements a voucher made (its draft is rewritten or deleted). */
export async function dropVoucherFunds(tx: Kysely<DB>, enterpriseId: number, voucherId: number): Promise<void> {
  await tx.deleteFrom('account_entry').where('enterprise_id', '=', enterpriseId).where('bill_type', '=', voucherFundsType).where('bill_id', '=', voucherId).execute();
}
