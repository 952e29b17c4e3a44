import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * GL balance (debit − credit) through a period per account code, an account including its sub-accounts: openings +
 * the period balances of every voucher (posted or not), as the accounting checks read them (ledger-checks.ts), so
 * "stock value = GL inventory" holds right after every posting.
 */
export async function glBalances(db: Kysely<DB>, enterpriseId: number, codes: readonly string[], period: string): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const { rows } = await sql<{ code: string; value: string }>`
    SELECT c.code, (
      coalesce((SELECT sum(o.debit - o.credit) FROM opening_balance o JOIN account_subject s ON s.enterprise_id = o.enterprise_id AND s.id = o.subject_id
        WHERE o.enterprise_id = ${enterpriseId} AND s.code LIKE c.code || '%'), 0)
      + coalesce((SELECT sum(b.debit - b.credit) FROM period_balance b JOIN account_subject s ON s.enterprise_id = b.enterprise_id AND s.id = b.subject_id
        WHERE b.enterprise_id = ${enterpriseId} AND b.period <= ${period} AND s.code LIKE c.code || '%'), 0))::numeric(20, 2)::text AS value
    FROM unnest(${codes as string[]}::text[]) AS c (code)`.execute(db);
  return new Map(rows.map((r) => [r.code, r.value]));
}
