import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { openPeriods, periodOf } from '../posting/period-gate.ts';

/**
 * The date a generated voucher that follows a document lands on: the document's own date while its accounting
 * period is open, else the first day of the earliest open accounting period (a cost difference or a reversal found
 * after the month was closed belongs to the month it was found in).
 */
export async function openVoucherDate(tx: Kysely<DB>, enterpriseId: number, date: string): Promise<string> {
  const open = (await openPeriods(tx, enterpriseId)).accounting;
  return open && periodOf(date) < open ? `${open}-01` : date;
}
