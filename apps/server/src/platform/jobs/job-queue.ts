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
  /** This run's number, from 1; and how many runs the job may have in all. */
  attempt: number;
  maxAttempts: number;
}

export interface JobOwner {
  enterpriseId: number;
  userId: number;
  employeeId: number | null;
}

/** How long a claim lasts; a job whose server died is claimed again after this. */
export const claimSeconds = 300;

/**
 * Queues a job. `maxAttempts` > 1 lets a failure that is not the user's (a lost connection, a deadlock, a restart of
 * the database) run again after a back-off; only work that is safe to repeat asks for it (see JobRunner.handle).
 */
export async function enqueueJob(db: Kysely<DB>, owner: JobOwner, type: string, title: string, payload: object, maxAttempts = 1): Promise<number> {
  const now = nowSeconds();
  const row = await db
    .insertInto('job')
    .values({ enterprise_id: owner.enterpriseId, user_id: owner.userId, employee_id: owner.employeeId, type, title, payload: JSON.stringify(payload), max_attempts: maxAttempts, create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims the next job for this server: among the jobs that may run now (queued and past their back-off, or running
 * under a claim that ran out because its server died), the one of the enterprise with the fewest jobs running, then
 * of the enterprise whose last job started longest ago (turns: one enterprise's hundred imports do not hold another's
 * export behind them), then the oldest. SKIP LOCKED lets several app servers claim side by side.
 */
export async function claimJob(db: Kysely<DB>): Promise<Job | null> {
  const now = nowSeconds();
  const result = await sql<{ enterprise_id: number; id: number; user_id: number; employee_id: number | null; type: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>`
    UPDATE job SET status = 'running', attempts = attempts + 1, locked_until = ${now + claimSeconds}, start_time = ${now}, update_time = ${now}
    WHERE (enterprise_id, id) = (
      SELECT j.enterprise_id, j.id FROM job j
      WHERE (j.status = 'queued' AND j.run_after <= ${now}) OR (j.status = 'running' AND j.locked_until < ${now})
      ORDER BY
        (SELECT count(*) FROM job r WHERE r.enterprise_id = j.enterprise_id AND r.status = 'running' AND r.locked_until >= ${now}),
        (SELECT max(s.start_time) FROM job s WHERE s.enterprise_id = j.enterprise_id AND s.start_time IS NOT NULL) NULLS FIRST,
        j.id
      LIMIT 1 FOR UPDATE OF j SKIP LOCKED)
    RETURNING enterprise_id, id, user_id, employee_id, type, payload, attempts, max_attempts`.execute(db);
  const r = result.rows[0];
  return r ? { enterpriseId: r.enterprise_id, id: r.id, userId: r.user_id, employeeId: r.employee_id, type: r.type, payload: r.payload, attempt: r.attempts, maxAttempts: r.max_attempts } : null;
}

/** Seconds before retry number `attempt` + 1: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelay = (attempt: number, baseSeconds = 10): number => Math.min(3600, baseSeconds * 2 ** Math.max(0, attempt - 1));

/** A failed run that may run again: back in the queue after its back-off, with the error kept for the task centre. */
export async function retryJob(db: Kysely<DB>, job: Job, error: string, delaySeconds: number): Promise<void> {
  const now = nowSeconds();
  await db
    .updateTable('job')
    .set({ status: 'queued', progress: 0, locked_until: null, run_after: now + delaySeconds, last_error: error, update_time: now })
    .where('enterprise_id', '=', job.enterpriseId)
    .where('id', '=', job.id)
    .execute();
}

export async function reportProgress(db: Kysely<DB>, job: Job, progress: number): Promise<void> {
  await db
    .updateTable('job')
    .set({ progress: Math.max(0, Math.min(99, Math.floor(progress))), locked_until: nowSeconds() + claimSeconds, update_time: nowSeconds() })
    .where('enterprise_id', '=', job.enterpriseId)
    .where('id', '=', job.id)
    .execute();
}

export async function finishJob(db: Kysely<DB>, job: Job, outcome: { status: 'done' | 'failed'; result: unknown; fileKey?: string; fileName?: string; error?: string }): Promise<void> {
  const now = nowSeconds();
  await db
    .updateTable('job')
    .set({
      status: outcome.status,
      progress: 100,
      result: JSON.stringify(outcome.result ?? null),
      file_key: outcome.fileKey ?? null,
      file_name: outcome.fileName ?? null,
      last_error: outcome.error ?? null,
      locked_until: null,
      update_time: now,
      finish_time: now,
    })
    .where('enterprise_id', '=', job.enterpriseId)
    .where('id', '=', job.id)
    .execute();
}
