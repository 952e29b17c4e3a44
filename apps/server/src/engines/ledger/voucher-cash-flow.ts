import { Code, cashFlowItemCode, cashFlowItemLines } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { assertOpen } from '../posting/period-gate.ts';
import { lockVoucher } from './voucher-store.ts';
import { isCashSubject } from './voucher-rules.ts';

export interface CashFlowAssignment { lineId: number; item: string }

const validItems = new Set(['', ...cashFlowItemLines.map(cashFlowItemCode)]);

/**
 * Sets the cash-flow item (会小企03表 line, '01'…'18'; '' clears it) of cash and bank voucher lines. Only this field
 * changes — no amount, account or balance — so a posted voucher may be classified too (as 现金流量指定 in Kingdee and
 * Yonyou); the voucher's period must be open. Vouchers are locked in id order (the engine's order), and their
 * version moves on, so an editor that loaded the voucher before saves nothing stale over the classification.
 */
export async function setCashFlowItems(tx: Kysely<DB>, enterpriseId: number, assignments: readonly CashFlowAssignment[]): Promise<number> {
  for (const a of assignments) {
    if (!validItems.has(a.item)) throw new AppError(Code.validation, 'voucher.badCashFlowItem', { item: a.item }, { item: a.item });
  }
  const ids = [...new Set(assignments.map((a) => String(a.lineId)))];
  if (!ids.length) return 0;
  const lines = await tx.selectFrom('voucher_line as l')
    .innerJoin('account_subject as s', (j) => j.onRef('s.enterprise_id', '=', 'l.enterprise_id').onRef('s.id', '=', 'l.subject_id'))
    .select(['l.id', 'l.voucher_id', 's.code'])
    .where('l.enterprise_id', '=', enterpriseId).where('l.id', 'in', ids)
    .execute();
  if (lines.length !== ids.length) throw notFound();
  for (const l of lines) {
    if (!isCashSubject(l.code)) throw new AppError(Code.validation, 'voucher.notCashLine', null, { code: l.code });
  }
  const vouchers = [...new Set(lines.map((l) => l.voucher_id))].sort((a, b) => a - b);
  for (const id of vouchers) {
    const v = await lockVoucher(tx, enterpriseId, id);
    await assertOpen(tx, enterpriseId, v.voucher_date, 'accounting');
  }
  const byItem = new Map<string, string[]>();
  for (const a of assignments) byItem.set(a.item, [...(byItem.get(a.item) ?? []), String(a.lineId)]);
  for (const [item, lineIds] of byItem) {
    await tx.updateTable('voucher_line').set({ cash_flow_item: item }).where('enterprise_id', '=', enterpriseId).where('id', 'in', lineIds).execute();
  }
  await tx.updateTable('voucher').set({ update_time: nowSeconds() }).where('enterprise_id', '=', enterpriseId).where('id', 'in', vouchers).execute();
  return ids.length;
}
