import { PayStatus, AuditStatus, Code, Decimal, amount, settlementSide, type BillMeta, type DecimalInput } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { LoadedBill } from './bill-store.ts';

/** What is left to clear on a document: its amount with tax less what was cleared. */
export const openAmount = (b: { total_amount: string; tax_amount: string; paid_amount: string }) =>
  new Decimal(b.total_amount).add(b.tax_amount).sub(b.paid_amount);

/** pay_status of API.md: 1 nothing cleared, 2 part, 3 all. */
export function payStatusOf(b: { total_amount: string; tax_amount: string }, paid: DecimalInput): number {
  const cleared = new Decimal(paid);
  if (cleared.lte(0)) return PayStatus.unpaid;
  return cleared.gte(new Decimal(b.total_amount).add(b.tax_amount)) ? PayStatus.full : PayStatus.partial;
}

/**
 * The bill rows an approval or reversal of `billId` changes, locked in id order: the document itself and every
 * document its clearing rows name. Every clearing takes its locks this way, so a verification bill and a receipt
 * it clears, approved and reversed at the same moment, wait for each other instead of deadlocking.
 */
export async function lockSettlementParties(tx: Kysely<DB>, enterpriseId: number, billId: number): Promise<void> {
  const targets = await tx.selectFrom('bill_settlement').select('target_bill_id').where('enterprise_id', '=', enterpriseId).where('bill_id', '=', billId).execute();
  const ids = [...new Set([billId, ...targets.map((t) => t.target_bill_id)])].sort((a, b) => a - b);
  await sql`SELECT id FROM bill WHERE enterprise_id = ${enterpriseId} AND id IN (${sql.join(ids)}) ORDER BY id FOR UPDATE`.execute(tx);
}

/**
 * Applies (sign 1, on approval) or takes back (sign −1, on reversal) a money document's clearing rows: each named
 * document's cleared amount and pay_status move, and so do the clearing document's own when it can itself be
 * cleared (a receipt's unapplied part is an advance that a verification bill can clear later). On approval every
 * target must be approved, of the same partner, of a type this document may clear, and still open for the amount.
 */
export async function applySettlements(tx: Kysely<DB>, enterpriseId: number, meta: BillMeta, bill: LoadedBill, sign: 1 | -1): Promise<void> {
  if (!bill.settlements.length) return;
  const targets = new Map((await tx
    .selectFrom('bill')
    .select(['id', 'type', 'bill_sn', 'partner_id', 'audit_status', 'total_amount', 'tax_amount', 'paid_amount'])
    .where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', bill.settlements.map((s) => s.target_bill_id))
    .orderBy('id')
    .forUpdate()
    .execute()).map((t) => [t.id, t]));
  let own = new Decimal(0);
  for (const [i, s] of bill.settlements.entries()) {
    const target = targets.get(s.target_bill_id);
    const row = i + 1;
    if (sign === 1) {
      if (!target || !meta.money?.settles.includes(target.type) || target.partner_id !== bill.header.partner_id) {
        throw new AppError(Code.conflict, 'settlement.targetInvalidRow', null, { row });
      }
      if (target.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'settlement.targetNotApprovedRow', null, { row, sn: target.bill_sn });
      if (new Decimal(s.amount).gt(openAmount(target))) {
        throw new AppError(Code.conflict, 'settlement.overTarget', null, { row, sn: target.bill_sn, open: amount(openAmount(target)) });
      }
    }
    if (!target) continue;
    const paid = new Decimal(target.paid_amount).add(new Decimal(s.amount).mul(sign));
    await tx.updateTable('bill').set({ paid_amount: amount(paid), pay_status: payStatusOf(target, paid) })
      .where('enterprise_id', '=', enterpriseId).where('id', '=', target.id).execute();
    own = own.add(s.amount);
  }
  if (settlementSide(meta.type)) {
    const paid = new Decimal(bill.header.paid_amount).add(own.mul(sign));
    await tx.updateTable('bill').set({ paid_amount: amount(paid), pay_status: payStatusOf(bill.header, paid) })
      .where('enterprise_id', '=', enterpriseId).where('id', '=', bill.header.id).execute();
  }
}

/**
 * A document whose amount was cleared cannot be reverse-audited: the answer names the approved document that
 * cleared it. Its own clearing rows do not count (reversing a receipt takes them back).
 */
export async function refuseWhileSettled(tx: Kysely<DB>, enterpriseId: number, bill: LoadedBill): Promise<void> {
  const ownRows = bill.settlements.reduce((s, r) => s.add(r.amount), new Decimal(0));
  const clearedByOthers = new Decimal(bill.header.paid_amount).sub(settlementSide(bill.header.type) ? ownRows : 0);
  if (clearedByOthers.lte(0)) return;
  const by = await tx
    .selectFrom('bill_settlement as s')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 's.enterprise_id').onRef('b.id', '=', 's.bill_id'))
    .select('b.bill_sn')
    .where('s.enterprise_id', '=', enterpriseId)
    .where('s.target_bill_id', '=', bill.header.id)
    .where('b.audit_status', '=', AuditStatus.approved)
    .orderBy('b.id')
    .executeTakeFirst();
  throw new AppError(Code.conflict, 'bill.hasSettlement', { bill_sn: by?.bill_sn ?? '' }, { sn: by?.bill_sn ?? '' });
}
