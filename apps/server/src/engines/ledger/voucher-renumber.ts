import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { assertOpen } from '../posting/period-gate.ts';
import { resetVoucherCounter } from './voucher-numbering.ts';

export interface Renumbered { word: string; from: number; to: number }

/**
 * 凭证整理: closes the gaps deleted vouchers left, per word, in an open period, keeping the order of the numbers.
 * Answers what moved (old → new) for the change log (GoodERP `change.voucher.name`).
 */
export async function renumberVouchers(tx: Kysely<DB>, enterpriseId: number, period: string, word?: string): Promise<Renumbered[]> {
  await assertOpen(tx, enterpriseId, `${period}-01`, 'accounting');
  // Window functions cannot take row locks: lock the period's vouchers first.
  await sql`SELECT id FROM voucher WHERE enterprise_id = ${enterpriseId} AND period = ${period} ${word ? sql`AND word = ${word}` : sql``} ORDER BY id FOR UPDATE`.execute(tx);
  const { rows } = await sql<Renumbered>`
    WITH target AS (
      SELECT id, word, number, row_number() OVER (PARTITION BY word ORDER BY number)::integer AS next
      FROM voucher WHERE enterprise_id = ${enterpriseId} AND period = ${period} ${word ? sql`AND word = ${word}` : sql``}
    ), moved AS (
      UPDATE voucher v SET number = t.next FROM target t
      WHERE v.enterprise_id = ${enterpriseId} AND v.id = t.id AND t.number <> t.next
      RETURNING t.word, t.number AS "from", t.next AS "to"
    )
    SELECT word, "from", "to" FROM moved ORDER BY word, "to"`.execute(tx);
  const { rows: lasts } = await sql<{ word: string; n: number }>`
    SELECT word, count(*)::integer AS n FROM voucher WHERE enterprise_id = ${enterpriseId} AND period = ${period} ${word ? sql`AND word = ${word}` : sql``} GROUP BY word`.execute(tx);
  for (const l of lasts) await resetVoucherCounter(tx, enterpriseId, period, l.word, l.n);
  return rows;
}
