import { Code } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { unixTime } from '../../platform/db/types.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** The version a client sends back on save: defined in the shared contract (contract/common), where request bodies use it. */
export { VersionField } from '@zf/shared';

/** What the engines know about the row they locked for the save. */
export interface StoredVersion {
  enterpriseId: number;
  /** The change-log resource name: the resource's route name, or the bill type. */
  resource: string;
  recordId: number;
  /** The row's version as locked (SELECT … FOR UPDATE), and its update_time. */
  version: number;
  updateTime: number | string;
}

/** Times in messages are the enterprise's wall clock (the product's users are in China), to the second. */
export const messageTime = (unixSeconds: number) => new Date(unixSeconds * 1000).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai' });

/**
 * Refuses a save made against a version older than the stored one: 4090 "已被 NAME 于 TIME 修改，请刷新后再改".
 * Call it after locking the row, so concurrent savers of one version queue on the lock and all but the first see the
 * new version. NAME is whoever wrote the newest change-log entry of the record, unless the row changed after it (a
 * trigger or batch job wrote it): then the message names only the time. `data` carries the current version, the
 * name and the time (unix seconds) for the client's dialog.
 */
export async function assertVersion(db: Kysely<DB>, stored: StoredVersion, sent: number | undefined): Promise<void> {
  if (sent === undefined || sent === stored.version) return;
  const entry = await db
    .selectFrom('change_log as c')
    .leftJoin('employee as e', (j) => j.onRef('e.enterprise_id', '=', 'c.enterprise_id').onRef('e.id', '=', 'c.employee_id'))
    .select(['c.create_time', 'e.name'])
    .where('c.enterprise_id', '=', stored.enterpriseId)
    .where('c.resource', '=', stored.resource)
    .where('c.record_id', '=', stored.recordId)
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const updated = unixTime(stored.updateTime);
  const logged = entry && entry.name && unixTime(entry.create_time) >= updated ? { name: entry.name, time: unixTime(entry.create_time) } : undefined;
  throw staleVersion(stored.version, logged?.name, logged?.time ?? updated);
}

/** The 4090 of a stale save: "已被 NAME 于 TIME 修改，请刷新后再改", or only the time when nobody is known. */
export function staleVersion(version: number, name: string | undefined, time: number): AppError {
  return new AppError(
    Code.conflict,
    name ? 'record.changedBy' : 'record.changedElsewhere',
    { stale: true, version, changed_by: name ?? '', changed_time: time },
    { name: name ?? '', time: messageTime(time) },
  );
}
