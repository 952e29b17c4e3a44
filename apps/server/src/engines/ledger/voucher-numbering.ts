import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Voucher numbers per period and word, from 1 without gaps: taken from the counter row under its lock in the
 * voucher's transaction, so concurrent vouchers never share a number and a rolled-back one gives its number back.
 */
export async function nextVoucherNumber(tx: Kysely<DB>, enterpriseId: number, period: string, word: string): Promise<number> {
  const { rows } = await sql<{ last_number: number }>`
    INSERT INTO voucher_counter AS c (enterprise_id, period, word, last_number) VALUES (${enterpriseId}, ${period}, ${word}, 1)
    ON CONFLICT (enterprise_id, period, word) DO UPDATE SET last_number = c.last_number + 1
    RETURNING last_number`.execute(tx);
  return rows[0]!.last_number;
}

/** A deleted voucher that held the last number gives it back, so deleting the newest voucher leaves no gap. */
export async function releaseVoucherNumber(tx: Kysely<DB>, enterpriseId: number, period: string, word: string, number: number): Promise<void> {
  await tx
    .updateTable('voucher_counter')
    .set((eb) => ({ last_number: eb('last_number', '-', 1) }))
    .where('enterprise_id', '=', enterpriseId).where('period', '=', period).where('word', '=', word).where('last_number', '=', number)
    .execute();
}

/** After renumbering: the counter continues after the highest number now used. */
export async function resetVoucherCounter(tx: Kysely<DB>, enterpriseId: number, period: string, word: string, last: number): Promise<void> {
  await sql`INSERT INTO voucher_counter AS c (enterprise_id, period, word, last_number) VALUES (${enterpriseId}, ${period}, ${word}, ${last})
    ON CONFLICT (enterprise_id, period, word) DO UPDATE SET last_number = ${last}`.execute(tx);
}
