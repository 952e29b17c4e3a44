import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { postAccount, reverseAccount, type AccountPosting } from './account-ledger.ts';
import { postPartner, reversePartner, type PartnerPosting } from './partner-ledger.ts';
import { assertOpen } from './period-gate.ts';
import { postStock } from './stock-ledger.ts';
import { reverseStock } from './stock-reversal.ts';
import type { PostedMove, StockPosting, StockPostingOptions } from './stock-posting.ts';

/** What a document posts when it is approved: computed by its pure `toPostings`, written here. */
export interface Postings {
  stock?: StockPosting[];
  partner?: PartnerPosting[];
  account?: AccountPosting[];
}

/** Writes a document's postings in the caller's transaction; returns the costed stock movements. */
export async function applyPostings(tx: Kysely<DB>, enterpriseId: number, postings: Postings, stockOptions: StockPostingOptions): Promise<PostedMove[]> {
  await assertOpen(tx, enterpriseId, [...(postings.stock ?? []), ...(postings.partner ?? []), ...(postings.account ?? [])].map((p) => p.date));
  const moves = await postStock(tx, enterpriseId, postings.stock ?? [], stockOptions);
  await postPartner(tx, enterpriseId, postings.partner ?? []);
  await postAccount(tx, enterpriseId, postings.account ?? []);
  return moves;
}

/** Reverses exactly what a document posted (stock, partner and account ledgers), by reversal rows. */
export async function reversePostings(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number, stockOptions: StockPostingOptions): Promise<void> {
  await assertOpen(tx, enterpriseId, await postedDates(tx, enterpriseId, billType, billId));
  await reverseStock(tx, enterpriseId, billType, billId, stockOptions);
  await reversePartner(tx, enterpriseId, billType, billId);
  await reverseAccount(tx, enterpriseId, billType, billId);
}

/** The dates of everything a document posted: its reversal lands on them, so they must all be open. */
async function postedDates(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number): Promise<string[]> {
  const { rows } = await sql<{ d: string | null }>`
    SELECT min(move_date) AS d FROM stock_move WHERE enterprise_id = ${enterpriseId} AND bill_type = ${billType} AND bill_id = ${billId}
    UNION ALL SELECT min(entry_date) FROM partner_entry WHERE enterprise_id = ${enterpriseId} AND bill_type = ${billType} AND bill_id = ${billId}
    UNION ALL SELECT min(entry_date) FROM account_entry WHERE enterprise_id = ${enterpriseId} AND bill_type = ${billType} AND bill_id = ${billId}`.execute(tx);
  return rows.flatMap((r) => (r.d ? [r.d] : []));
}
