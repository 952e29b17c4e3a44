import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { nowSeconds } from '../db/types.ts';

/**
 * Schedules: named work due every N seconds (depreciation and payroll reminders, maintenance plans coming due,
 * network sync). The row in `job_schedule` keeps the next due time across restarts; a server runs a due schedule only
 * if its UPDATE is the one that moves the due time on, so N app servers run it once. Work for many enterprises is
 * best done by the scheduled function enqueueing one job per enterprise, which then get retries and fair turns.
 */
export interface Schedule {
  name: string;
  everySeconds: number;
  run(now: number): Promise<void>;
}

/** Registers a schedule; a new one is due at once, an existing one keeps its due time (the interval may change). */
export async function registerSchedule(db: Kysely<DB>, schedule: Schedule): Promise<void> {
  await sql`INSERT INTO job_schedule (name, every_seconds, next_run_time) VALUES (${schedule.name}, ${schedule.everySeconds}, ${nowSeconds()})
    ON CONFLICT (name) DO UPDATE SET every_seconds = EXCLUDED.every_seconds`.execute(db);
}

/** Claims a due schedule for this server (moving its due time on); false when it is not due or another server has it. */
export async function claimSchedule(db: Kysely<DB>, schedule: Schedule, now = nowSeconds()): Promise<boolean> {
  const r = await db.updateTable('job_schedule')
    .set({ next_run_time: now + schedule.everySeconds, last_run_time: now })
    .where('name', '=', schedule.name)
    .where('next_run_time', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function recordScheduleError(db: Kysely<DB>, name: string, error: string | null): Promise<void> {
  await db.updateTable('job_schedule').set({ last_error: error }).where('name', '=', name).execute();
}
