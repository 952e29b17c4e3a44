import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/** Money ledgers that reverse the same way: a row per posting, an opposite row pointing at it to cancel it. */
const ledgers = {
  partner_entry: ['partner_id', 'entry_date', 'kind'],
  account_entry: ['account_id', 'entry_date', 'category_id', 'partner_id'],
} as const;

/**
 * Cancels every live entry of a document with an opposite entry pointing at it (append-only: nothing is updated or
 * deleted). An entry already cancelled is left alone, so reversing twice changes nothing.
 */
export async function reverseLedgerEntries(tx: Kysely<DB>, table: keyof typeof ledgers, enterpriseId: number, billType: string, billId: number): Promise<void> {
  const copied = sql.raw(ledgers[table].join(', '));
  const copiedFromE = sql.raw(ledgers[table].map((c) => `e.${c}`).join(', '));
  await sql`
    INSERT INTO ${sql.table(table)} (enterprise_id, ${copied}, amount, bill_type, bill_id, bill_sn, reverses_id, create_time)
    SELECT e.enterprise_id, ${copiedFromE}, -e.amount, e.bill_type, e.bill_id, e.bill_sn, e.id, ${nowSeconds()}
    FROM ${sql.table(table)} e
    WHERE e.enterprise_id = ${enterpriseId} AND e.bill_type = ${billType} AND e.bill_id = ${billId} AND e.reverses_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM ${sql.table(table)} r WHERE r.enterprise_id = e.enterprise_id AND r.reverses_id = e.id)`.execute(tx);
}
