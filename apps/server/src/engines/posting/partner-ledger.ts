import { sql, type Kysely } from 'kysely';
import { amount } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { reverseLedgerEntries } from './ledger-reversal.ts';

/**
 * Receivable / payable entries per partner. One sign convention for both: positive means the partner owes us more
 * (a sale, a purchase return, a payment we made), negative means we owe them more (a purchase, a sales return, a
 * receipt we got). A partner's balance is the sum: > 0 receivable, < 0 payable. Append-only; reversal rows point at
 * the originals.
 */
export interface PartnerPosting {
  partnerId: number;
  date: string;
  /** `estimate`: an outsourcing fee owed on an estimate (暂估) until its fee bill reverses it (payable side, 2202). */
  kind: 'sale' | 'sale_return' | 'purchase' | 'purchase_return' | 'receipt' | 'payment' | 'receivable' | 'payable' | 'other' | 'estimate';
  amount: string;
  billType: string;
  billId: number;
  billSn: string;
}

export async function postPartner(tx: Kysely<DB>, enterpriseId: number, postings: PartnerPosting[]): Promise<void> {
  const rows = postings.filter((p) => p.partnerId && Number(p.amount) !== 0);
  if (!rows.length) return;
  await tx
    .insertInto('partner_entry')
    .values(rows.map((p) => ({
      enterprise_id: enterpriseId, partner_id: p.partnerId, entry_date: p.date, kind: p.kind, amount: amount(p.amount),
      bill_type: p.billType, bill_id: p.billId, bill_sn: p.billSn, create_time: nowSeconds(),
    })))
    .execute();
}

export const reversePartner = (tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number) =>
  reverseLedgerEntries(tx, 'partner_entry', enterpriseId, billType, billId);

export async function partnerBalance(db: Kysely<DB>, enterpriseId: number, partnerId: number): Promise<string> {
  const row = await db
    .selectFrom('partner_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('balance'))
    .where('enterprise_id', '=', enterpriseId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return amount(row.balance);
}
