import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DB } from '../db/schema.ts';
import { claimJob, finishJob, reportProgress, type Job } from './job-queue.ts';

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

/**
 * Runs persisted jobs one at a time per server: polls the queue, and wakes at once when this server enqueues.
 * Handlers are registered by job type (e.g. 'resource-import'). A handler that throws marks the job failed with the
 * message; nothing is retried automatically except a job whose server died (its claim runs out).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly sweeps = new Map<string, () => Promise<boolean>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private wakeRequested = false;

  constructor(private readonly db: Kysely<DB>, private readonly logger: Logger, private readonly pollMs = 1000) {}

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

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
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

  /** Waits for the job in progress, then runs jobs until the queue is empty (tests use it to finish work now). */
  async settle(): Promise<void> {
    await this.running;
    await this.drain();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const job = await claimJob(this.db).catch((err) => {
        this.logger.warn({ err }, 'job claim failed');
        return null;
      });
      if (job) {
        await this.run(job);
        continue;
      }
      if (!(await this.sweepOnce())) return;
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
      this.logger.error({ err, job: { id: job.id, type: job.type } }, 'job failed');
      await finishJob(this.db, job, { status: 'failed', result: { message: (err as Error).message } });
    }
  }
}
