import { sql, type Kysely } from 'kysely';
import { VoucherStatus, changeVoucherStatus, deleteVoucher, voucherNo, type SavedVoucher } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';

/** A number a withdrawn carry-down voucher held, for the new one to take back. */
export interface FreedNumber { word: string; number: number }

const carryKinds = ['carry_down', 'carry_down_year'] as const;

/** The period's carry-down vouchers still standing (neither reversed nor a reversal), oldest first. */
export async function periodCarryDowns(db: Kysely<DB>, enterpriseId: number, period: string) {
  return db.selectFrom('voucher as v').select(['v.id', 'v.status', 'v.word', 'v.number'])
    .where('v.enterprise_id', '=', enterpriseId).where('v.period', '=', period).where('v.kind', 'in', carryKinds).where('v.reverses_id', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('voucher as r').select('r.id').whereRef('r.enterprise_id', '=', 'v.enterprise_id').whereRef('r.reverses_id', '=', 'v.id'))))
    .orderBy('v.id').execute();
}

/** What the standing carry-down vouchers of `period` moved on `code` (debit − credit), which a re-carry takes back. */
export async function carriedInto(db: Kysely<DB>, enterpriseId: number, period: string, code: string): Promise<string> {
  const { rows: [r] } = await sql<{ v: string }>`
    SELECT coalesce(sum(l.debit - l.credit), 0)::numeric(20, 2)::text AS v
    FROM voucher_line l JOIN account_subject s ON s.enterprise_id = l.enterprise_id AND s.id = l.subject_id
    JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.period = ${period} AND s.code LIKE ${`${code}%`} AND v.kind IN ('carry_down', 'carry_down_year') AND v.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)`.execute(db);
  return r!.v;
}

/**
 * Re-carrying a period replaces its carry-down (decisions "Reverse close and the carry-down"): the period is open, so
 * its earlier carry-down vouchers are taken back the way an accountant does it in Chanjet/Kingdee after 反结账
 * (反记账, 取消审核, 删除) and the new carry-down moves the whole balance again. Each period then keeps exactly one
 * carry-down (and in December one year voucher whose reserve is computed once, on the whole year's profit).
 * Answers the numbers they held.
 */
export async function withdrawCarryDowns(tx: Kysely<DB>, enterpriseId: number, period: string, actorId: number): Promise<FreedNumber[]> {
  const old = await periodCarryDowns(tx, enterpriseId, period);
  for (const v of [...old].reverse()) {
    if (v.status === VoucherStatus.posted) await changeVoucherStatus(tx, enterpriseId, v.id, 'unpost', actorId);
    if (v.status >= VoucherStatus.audited) await changeVoucherStatus(tx, enterpriseId, v.id, 'unaudit', actorId);
    await deleteVoucher(tx, enterpriseId, v.id, { fromSource: true });
  }
  return old.map((v) => ({ word: v.word, number: v.number }));
}

/**
 * A new carry-down voucher takes back a number its predecessor held when that number is still free (vouchers made
 * after the old carry-down would otherwise leave a gap the close's numbering check refuses); the number it was given
 * goes back to the counter when it was the last.
 */
export async function takeBackNumber(tx: Kysely<DB>, enterpriseId: number, saved: SavedVoucher, freed: FreedNumber[]): Promise<SavedVoucher> {
  const i = freed.findIndex((f) => f.word === saved.word);
  if (i < 0) return saved;
  const [f] = freed.splice(i, 1);
  if (f!.number >= saved.number) return saved;
  const taken = await tx.selectFrom('voucher').select('id').where('enterprise_id', '=', enterpriseId).where('period', '=', saved.period)
    .where('word', '=', saved.word).where('number', '=', f!.number).executeTakeFirst();
  if (taken) return saved;
  await tx.updateTable('voucher').set({ number: f!.number }).where('enterprise_id', '=', enterpriseId).where('id', '=', saved.id).execute();
  await sql`UPDATE voucher_counter SET last_number = last_number - 1
    WHERE enterprise_id = ${enterpriseId} AND period = ${saved.period} AND word = ${saved.word} AND last_number = ${saved.number}`.execute(tx);
  return { ...saved, number: f!.number, voucher_no: voucherNo(saved.word, f!.number) };
}
