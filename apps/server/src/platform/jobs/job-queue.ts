import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';

/** A claimed job as its handler sees it. */
export interface Job {
  enterpriseId: number;
  id: number;
  userId: number;
  employeeId: number | null;
  type: string;
  payload: Record<string, unknown>;
}

export interface JobOwner {
  enterpriseId: number;
  userId: number;
  employeeId: number | null;
}

/** How long a claim lasts; a job whose server died is claimed again after this. */
export const claimSeconds = 300;

export async function enqueueJob(db: Kysely<DB>, owner: JobOwner, type: string, title: string, payload: object): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('job')
    .values({ enterprise_id: owner.enterpriseId, user_id: owner.userId, employee_id: owner.employeeId, type, title, payload: JSON.stringify(payload), create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims the oldest waiting job (or one whose claim ran out) for this server. SKIP LOCKED lets several app
 * servers claim side by side without waiting on each other or taking the same job.
 */
export async function claimJob(db: Kysely<DB>): Promise<Job | null> {
  const now = nowSeconds();
  const result = await sql<{ enterprise_id: number; id: number; user_id: number; employee_id: number | null; type: string; payload: Record<string, unknown> }>`
    UPDATE job SET status = 'running', attempts = attempts + 1, locked_until = ${now + claimSeconds}, update_time = ${now}
    WHERE (enterprise_id, id) = (
      SELECT enterprise_id, id FROM job
      WHERE status = 'queued' OR (status = 'running' AND locked_until < ${now})
      ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING enterprise_id, id, user_id, employee_id, type, payload`.execute(db);
  const r = result.rows[0];
  return r ? { enterpriseId: r.enterprise_id, id: r.id, userId: r.user_id, employeeId: r.employee_id, type: r.type, payload: r.payload } : null;
}

export async function reportProgress(db: Kysely<DB>, job: Job, progress: number): Promise<void> {
  await db
    .updateTable('job')
    .set({ progress: Math.max(0, Math.min(99, Math.floor(progress))), locked_until: nowSeconds() + claimSeconds, update_time: nowSeconds() })
    .where('enterprise_id', '=', job.enterpriseId)
    .where('id', '=', job.id)
    .execute();
}

export async function finishJob(db: Kysely<DB>, job: Job, outcome: { status: 'done' | 'failed'; result: unknown; fileKey?: string; fileName?: string }): Promise<void> {
  const now = nowSeconds();
  await db
    .updateTable('job')
    .set({
      status: outcome.status,
      progress: 100,
      result: JSON.stringify(outcome.result ?? null),
      file_key: outcome.fileKey ?? null,
      file_name: outcome.fileName ?? null,
      locked_until: null,
      update_time: now,
      finish_time: now,
    })
    .where('enterprise_id', '=', job.enterpriseId)
    .where('id', '=', job.id)
    .execute();
}
