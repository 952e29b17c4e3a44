import type { Kysely } from 'kysely';
import { amount } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { reverseLedgerEntries } from './ledger-reversal.ts';

/** Money into (+) or out of (−) a settlement account, with the category and partner it was for. */
export interface AccountPosting {
  accountId: number;
  date: string;
  amount: string;
  categoryId: number;
  partnerId: number;
  billType: string;
  billId: number;
  billSn: string;
}

export async function postAccount(tx: Kysely<DB>, enterpriseId: number, postings: AccountPosting[]): Promise<void> {
  const rows = postings.filter((p) => p.accountId && Number(p.amount) !== 0);
  if (!rows.length) return;
  await tx
    .insertInto('account_entry')
    .values(rows.map((p) => ({
      enterprise_id: enterpriseId, account_id: p.accountId, entry_date: p.date, amount: amount(p.amount), category_id: p.categoryId,
      partner_id: p.partnerId, bill_type: p.billType, bill_id: p.billId, bill_sn: p.billSn, create_time: nowSeconds(),
    })))
    .execute();
}

export const reverseAccount = (tx: Kysely<DB>, enterpriseId: number, billType: string, billId: number) =>
  reverseLedgerEntries(tx, 'account_entry', enterpriseId, billType, billId);
