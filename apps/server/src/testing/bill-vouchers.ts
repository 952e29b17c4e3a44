import { sql, type Kysely } from 'kysely';
import type { DB } from '../platform/db/schema.ts';

/**
 * The lines of every voucher a bill made, in order, as [account code, debit, credit]: what an accountant reads.
 * `standing`: only the bill's own vouchers (kind 'bill') that no voucher reverses.
 */
export async function billVoucherLines(db: Kysely<DB>, enterpriseId: number, billId: number, opts: { standing?: boolean } = {}): Promise<string[][]> {
  const standing = opts.standing
    ? sql`AND v.kind = 'bill' AND NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)`
    : sql``;
  const { rows } = await sql<{ code: string; debit: string; credit: string }>`
    SELECT a.code, l.debit::text, l.credit::text FROM voucher_source s
    JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id
    JOIN voucher_line l ON l.enterprise_id = v.enterprise_id AND l.voucher_id = v.id AND l.bill_id IN (0, s.bill_id)
    JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
    WHERE s.enterprise_id = ${enterpriseId} AND s.bill_id = ${billId} ${standing} ORDER BY v.id, l.line_no`.execute(db);
  return rows.map((r) => [r.code, r.debit, r.credit]);
}
