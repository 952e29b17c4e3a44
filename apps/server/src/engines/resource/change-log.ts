import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'import';

/** One entry of the enterprise log: who changed which record of which resource, and how. */
export async function logChange(
  db: Kysely<DB>,
  entry: { enterpriseId: number; employeeId: number | null; resource: string; recordId: number; action: ChangeAction; changes?: object; summary?: string },
): Promise<void> {
  await db
    .insertInto('change_log')
    .values({
      enterprise_id: entry.enterpriseId,
      resource: entry.resource,
      record_id: entry.recordId,
      action: entry.action,
      employee_id: entry.employeeId,
      summary: (entry.summary ?? '').slice(0, 200),
      changes: JSON.stringify(entry.changes ?? {}),
      create_time: nowSeconds(),
    })
    .execute();
}
