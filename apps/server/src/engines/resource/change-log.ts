import { ChangeSetSchema, type ChangeSet } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

export type ChangeAction = 'create' | 'update' | 'delete' | 'restore' | 'import';
export type { ChangeSet };

/**
 * The values of an event that had no "before" (a voucher made, a run's figures), as change pairs [null, value]:
 * the log answers field → [before, after] for every entry, so events are written in the same shape.
 */
export function madeValues(values: object): ChangeSet {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, [null, v] as const]));
}

/** The fields `input` sets to a value other than `before`'s, as [before, after] pairs (the optimistic `version` left out). */
export function changedValues(before: object, input: object): ChangeSet {
  const old = before as Record<string, unknown>;
  return Object.fromEntries(Object.entries(input)
    .filter(([k, v]) => k !== 'version' && v !== undefined && JSON.stringify(old[k]) !== JSON.stringify(v))
    .map(([k, v]) => [k, [old[k] ?? null, v] as const]));
}

/**
 * The only writer of the enterprise log: who changed which record of which resource, and how. `changes` is checked
 * by the answer's own schema here, so a writer storing plain values fails its own request instead of making
 * GET /enterprise-logs answer 5001 for everyone afterwards (issue 29).
 */
export async function logChange(
  db: Kysely<DB>,
  entry: { enterpriseId: number; employeeId: number | null; resource: string; recordId: number; action: ChangeAction; changes?: ChangeSet; summary?: string },
): Promise<void> {
  const changes = ChangeSetSchema.parse(entry.changes ?? {});
  await db
    .insertInto('change_log')
    .values({
      enterprise_id: entry.enterpriseId,
      resource: entry.resource,
      record_id: entry.recordId,
      action: entry.action,
      employee_id: entry.employeeId,
      summary: (entry.summary ?? '').slice(0, 200),
      changes: JSON.stringify(changes),
      create_time: nowSeconds(),
    })
    .execute();
}
