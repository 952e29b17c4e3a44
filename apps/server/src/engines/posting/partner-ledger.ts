import { sql, type Kysely } from 'kysely';
import { amount } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/**
 * Receivable / payable entries per partner. One sign convention for both: positive means the partner owes us more
 * (a sale, a purchase return, a payment we made), negative means we owe them more (a purchase, a sales return, a
 * receipt we got). A partner's balance is the sum: > 0 receivable, < 0 payable. Append-only; reversal rows point at
 * the originals.
 */
export interface PartnerPosting {
  partnerId: number;
  date: string;
  kind: 'sale' | 'sale_return' | 'purchase' | 'purchase_return' | 'receipt' | 'payment' | 'other';
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

/** Cancels every live entry of a document with an opposite entry pointing at it. */
export async function reversePartner(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number): Promise<void> {
  await sql`
    INSERT INTO partner_entry (enterprise_id, partner_id, entry_date, kind, amount, bill_type, bill_id, bill_sn, reverses_id, create_time)
    SELECT e.enterprise_id, e.partner_id, e.entry_date, e.kind, -e.amount, e.bill_type, e.bill_id, e.bill_sn, e.id, ${nowSeconds()}
    FROM partner_entry e
    WHERE e.enterprise_id = ${enterpriseId} AND e.bill_type = ${billType} AND e.bill_id = ${billId} AND e.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM partner_entry r WHERE r.enterprise_id = e.enterprise_id AND r.reverses_id = e.id)`.execute(tx);
}

export async function partnerBalance(db: Kysely<DB>, enterpriseId: number, partnerId: number): Promise<string> {
  const row = await db
    .selectFrom('partner_entry')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('balance'))
    .where('enterprise_id', '=', enterpriseId)
    .where('partner_id', '=', partnerId)
    .executeTakeFirstOrThrow();
  return amount(row.balance);
}
