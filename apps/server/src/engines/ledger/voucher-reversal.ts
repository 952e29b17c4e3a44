import { Code, Decimal, amount } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, conflict } from '../../platform/http/app-error.ts';
import { VoucherStatus, createVoucher, lockVoucher, type SavedVoucher, type VoucherKind } from './voucher-store.ts';
import { voucherNo } from './voucher-rules.ts';

const negate = (v: string) => amount(new Decimal(v).neg());

/**
 * The red reversal (红字冲销, 会计基础工作规范 art. 51) of a posted voucher: the same lines with negated amounts on the
 * same side, summary "冲销 记-0003号", dated `date` (default: the original's date if its period is open — the
 * period gate refuses a closed one). A voucher is reversed at most once.
 */
export async function reverseVoucher(tx: Kysely<DB>, enterpriseId: number, id: number, date: string | undefined, actorId: number, kind: VoucherKind = 'reversal'): Promise<SavedVoucher> {
  const v = await lockVoucher(tx, enterpriseId, id);
  if (v.status !== VoucherStatus.posted && kind === 'reversal') throw conflict('voucher.reverseUnposted');
  const earlier = await tx.selectFrom('voucher').select(['word', 'number']).where('enterprise_id', '=', enterpriseId).where('reverses_id', '=', id).executeTakeFirst();
  if (earlier) throw new AppError(Code.conflict, 'voucher.alreadyReversed', null, { number: voucherNo(earlier.word, earlier.number) });
  const lines = await tx
    .selectFrom('voucher_line as l')
    .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
    .select(['s.code', 'l.debit', 'l.credit', 'l.partner_id', 'l.department_id', 'l.employee_id', 'l.project_id', 'l.product_id', 'l.qty', 'l.cash_flow_item', 'l.bill_id'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.voucher_id', '=', id)
    .orderBy('l.line_no')
    .execute();
  const sources = await tx.selectFrom('voucher_source').select(['bill_type', 'bill_id', 'bill_sn']).where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', id).execute();
  const summary = `冲销 ${voucherNo(v.word, v.number)}号`;
  // A reversed bill voucher is no longer its bills' voucher: the bills may be vouchered again.
  await tx.updateTable('voucher_source').set({ standing: false }).where('enterprise_id', '=', enterpriseId).where('voucher_id', '=', id).execute();
  return createVoucher(tx, enterpriseId, {
    voucher_date: date ?? v.voucher_date,
    word: v.word,
    lines: lines.map((l) => ({
      summary, subject_code: l.code, debit: new Decimal(l.debit).isZero() ? null : negate(l.debit), credit: new Decimal(l.credit).isZero() ? null : negate(l.credit),
      partner_id: l.partner_id, department_id: l.department_id, employee_id: l.employee_id, project_id: l.project_id, product_id: l.product_id,
      qty: new Decimal(l.qty).isZero() ? null : new Decimal(l.qty).neg().toString(), cash_flow_item: l.cash_flow_item, bill_id: l.bill_id,
    })),
  }, { kind, makerId: actorId, reversesId: id, sources: sources.map((s) => ({ billType: s.bill_type, billId: s.bill_id, billSn: s.bill_sn })) });
}
