import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Bill numbers: prefix + yyyyMMdd + 4-digit daily sequence per enterprise and prefix (CGRK-202611220001), taken
 * from a counter row inside the bill's own transaction. The upsert locks the day's row, so two bills never get the
 * same number, and a rolled-back bill gives its number back. Past 9999 a day the sequence simply grows a digit.
 */
export async function nextBillSn(tx: Kysely<DB>, enterpriseId: number, prefix: string, billDate: string): Promise<string> {
  const day = billDate.replaceAll('-', '');
  const row = await sql<{ last_value: number }>`
    INSERT INTO bill_counter (enterprise_id, prefix, day, last_value) VALUES (${enterpriseId}, ${prefix}, ${day}, 1)
    ON CONFLICT (enterprise_id, prefix, day) DO UPDATE SET last_value = bill_counter.last_value + 1
    RETURNING last_value`.execute(tx);
  return formatBillSn(prefix, day, row.rows[0]!.last_value);
}

export const formatBillSn = (prefix: string, day: string, n: number): string => `${prefix}${day}${String(n).padStart(4, '0')}`;
