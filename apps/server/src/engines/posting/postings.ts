import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { postAccount, reverseAccount, type AccountPosting } from './account-ledger.ts';
import { postPartner, reversePartner, type PartnerPosting } from './partner-ledger.ts';
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
  const moves = await postStock(tx, enterpriseId, postings.stock ?? [], stockOptions);
  await postPartner(tx, enterpriseId, postings.partner ?? []);
  await postAccount(tx, enterpriseId, postings.account ?? []);
  return moves;
}

/** Reverses exactly what a document posted (stock, partner and account ledgers), by reversal rows. */
export async function reversePostings(tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number, stockOptions: StockPostingOptions): Promise<void> {
  await reverseStock(tx, enterpriseId, billType, billId, stockOptions);
  await reversePartner(tx, enterpriseId, billType, billId);
  await reverseAccount(tx, enterpriseId, billType, billId);
}
