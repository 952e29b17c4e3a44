import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds, unixTime } from '../../platform/db/types.ts';
import { staleVersion } from './record-version.ts';

/**
 * Parts of a record saved by their own request, each with its own version (migration 0161): a product's unit
 * conversions and vehicle fitment, a permission group's page rights. Their GET answers carry `version`; their PUT
 * takes it back and a stale one is refused like a record's (4090 "已被 NAME 于 TIME 修改，请刷新后再改").
 */
export type RecordPart = 'product-units' | 'product-fitment' | 'permission-group-pages';

/** The part's version now: 1 until it is first saved. */
export async function partVersion(db: Kysely<DB>, enterpriseId: number, part: RecordPart, recordId: number): Promise<number> {
  const row = await db.selectFrom('record_part_version').select('version')
    .where('enterprise_id', '=', enterpriseId).where('part', '=', part).where('record_id', '=', recordId).executeTakeFirst();
  return row?.version ?? 1;
}

/**
 * Inside the save's transaction, after the caller locked the owning row (so savers of one record queue there):
 * refuses a `sent` version older than the stored one, naming who saved it and when, then moves the version on.
 * Without `sent` (API clients that predate it) the save goes through and still moves the version.
 */
export async function savePartVersion(
  tx: Kysely<DB>,
  who: { enterpriseId: number; employeeId: number },
  part: RecordPart,
  recordId: number,
  sent: number | undefined,
): Promise<void> {
  const { enterpriseId, employeeId } = who;
  const stored = await tx.selectFrom('record_part_version as v')
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'v.enterprise_id').onRef('e.id', '=', 'v.employee_id'))
    .select(['v.version', 'v.update_time', 'e.name'])
    .where('v.enterprise_id', '=', enterpriseId).where('v.part', '=', part).where('v.record_id', '=', recordId)
    .executeTakeFirst();
  const version = stored?.version ?? 1;
  if (sent !== undefined && sent !== version) throw staleVersion(version, stored?.name ?? undefined, stored ? unixTime(stored.update_time) : nowSeconds());
  const now = nowSeconds();
  await tx.insertInto('record_part_version')
    .values({ enterprise_id: enterpriseId, part, record_id: recordId, version: 2, employee_id: employeeId, update_time: now })
    .onConflict((oc) => oc.columns(['enterprise_id', 'part', 'record_id']).doUpdateSet((eb) => ({
      version: eb('record_part_version.version', '+', 1), employee_id: employeeId, update_time: now,
    })))
    .execute();
}
