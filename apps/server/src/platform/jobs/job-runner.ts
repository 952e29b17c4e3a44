import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { claimJob, finishJob, reportProgress, retryDelay, retryJob, type Job } from './job-queue.ts';
import { claimSchedule, recordScheduleError, registerSchedule, type Schedule } from './job-schedule.ts';

export interface JobOutcome {
  result: unknown;
  /** A produced file (export, error workbook) already saved in file storage. */
  file?: { key: string; name: string };
}
export interface JobTools {
  /** 0-100; also renews the claim, so long jobs report now and then. */
  progress(percent: number): Promise<void>;
}
export type JobHandler = (job: Job, tools: JobTools) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  pollMs?: number;
  /** Jobs run at once by this server (PGlite has one connection: 1; PostgreSQL: 2 by default, ZF_JOB_CONCURRENCY). */
  concurrency?: number;
  /** The first retry's back-off in seconds, doubling per attempt (tests shorten it). */
  retryBaseSeconds?: number;
}

/**
 * Runs persisted jobs: polls the queue, and wakes at once when this server enqueues. Handlers are registered by job
 * type (e.g. 'resource-import'). Up to `concurrency` jobs run at once, claimed in fair turns between enterprises
 * (claimJob). A handler that throws marks the job failed with the message — unless the job may run again
 * (`enqueueJob(…, maxAttempts)`) and the error is not a business refusal (AppError: the same input would be refused
 * again), in which case it goes back to the queue after a doubling back-off. A job whose server died is claimed
 * again when its claim runs out. Between jobs the runner steps the sweeps and the due schedules.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sweeps = new Map<string, () => Promise<boolean>>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly active = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;
  private readonly pollMs: number;
  private readonly concurrency: number;
  private readonly retryBaseSeconds: number;

  constructor(private readonly db: Kysely<DB>, private readonly logger: Logger, options: JobRunnerOptions = {}) {
    this.pollMs = options.pollMs ?? 1000;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.retryBaseSeconds = options.retryBaseSeconds ?? 10;
  }

  handle(type: string, handler: JobHandler): void {
    this.handlers.set(type, handler);
  }

  /**
   * Background work that is not anyone's task (reposting the costs of a long stock ledger after a back-dated
   * movement): `step` does one bounded, committed piece and says whether it found anything to do. Sweeps run
   * whenever the queue is empty, until none finds work; several servers may sweep side by side, so a step must claim
   * what it works on (SKIP LOCKED).
   */
  sweep(name: string, step: () => Promise<boolean>): void {
    this.sweeps.set(name, step);
  }

  /** Work due every `everySeconds`, run by one server of many (job-schedule.ts); registered before start(). */
  schedule(schedule: Schedule): void {
    this.schedules.set(schedule.name, schedule);
  }

  start(): void {
    this.stopped = false;
    // Schedules are written before the first poll so that a new one is due at once.
    const registered = Promise.all([...this.schedules.values()].map((s) => registerSchedule(this.db, s)))
      .catch((err) => this.logger.error({ err }, 'schedule registration failed'));
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    void registered.then(() => this.wake());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    await Promise.all(this.active);
  }

  /** Called after enqueueing so a job starts without waiting for the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.wakeRequested) {
        this.wakeRequested = false;
        this.wake();
      }
    });
  }

  /**
   * Runs jobs until the queue is empty and waits for them (tests use it to finish work now). Through wake(): one
   * drain loop at a time, or two loops would claim side by side past the concurrency and the fair order.
   */
  async settle(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
    await Promise.all(this.active);
  }

  /** Claims jobs while there is room, then sweeps and schedules once the queue is empty. */
  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      if (this.active.size >= this.concurrency) {
        await Promise.race(this.active);
        continue;
      }
      const job = await claimJob(this.db).catch((err) => {
        this.logger.warn({ err }, 'job claim failed');
        return null;
      });
      if (job) {
        const run = this.run(job).finally(() => this.active.delete(run));
        this.active.add(run);
        continue;
      }
      if (this.active.size) {
        // Let the running jobs finish before sweeping: sweeps and jobs share the (PGlite: only) connection.
        await Promise.race(this.active);
        continue;
      }
      const swept = await this.sweepOnce();
      const scheduled = await this.runDueSchedules();
      if (!swept && !scheduled) return;
    }
  }

  /** One step of every sweep; true when any of them did something. */
  private async sweepOnce(): Promise<boolean> {
    let worked = false;
    for (const [name, step] of this.sweeps) {
      if (this.stopped) return false;
      worked = (await step().catch((err) => {
        this.logger.error({ err, sweep: name }, 'sweep step failed');
        return false;
      })) || worked;
    }
    return worked;
  }

  /** Runs every schedule that is due and that this server claimed; true when any ran. */
  private async runDueSchedules(): Promise<boolean> {
    let ran = false;
    for (const schedule of this.schedules.values()) {
      if (this.stopped) return ran;
      const mine = await claimSchedule(this.db, schedule).catch((err) => {
        this.logger.warn({ err, schedule: schedule.name }, 'schedule claim failed');
        return false;
      });
      if (!mine) continue;
      ran = true;
      const error = await schedule.run(Math.floor(Date.now() / 1000)).then(() => null, (err: Error) => {
        this.logger.error({ err, schedule: schedule.name }, 'scheduled work failed');
        return err.message;
      });
      await recordScheduleError(this.db, schedule.name, error).catch(() => undefined);
    }
    return ran;
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.type);
    if (!handler) {
      await finishJob(this.db, job, { status: 'failed', result: { message: `no handler for job type ${job.type}` } });
      return;
    }
    try {
      const outcome = await handler(job, { progress: (p) => reportProgress(this.db, job, p) });
      await finishJob(this.db, job, { status: 'done', result: outcome.result, fileKey: outcome.file?.key, fileName: outcome.file?.name });
    } catch (err) {
      const message = (err as Error).message;
      const again = !(err instanceof AppError) && job.attempt < job.maxAttempts;
      this.logger.error({ err, job: { id: job.id, type: job.type, attempt: job.attempt, of: job.maxAttempts } }, again ? 'job failed, will retry' : 'job failed');
      const settled = again
        ? retryJob(this.db, job, message, retryDelay(job.attempt, this.retryBaseSeconds))
        : finishJob(this.db, job, { status: 'failed', result: { message, ...(err instanceof AppError ? { key: err.key, data: err.data } : {}) }, error: message });
      await settled.catch((e) => this.logger.error({ err: e, job: job.id }, 'job outcome not saved'));
    }
  }
}
