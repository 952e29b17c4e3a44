import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseWithAdmin, type EnterpriseFixture } from '../../testing/enterprises.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDbKind } from '../../testing/test-db.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueJob, type Job } from './job-queue.ts';
import { JobRunner, type JobHandler } from './job-runner.ts';

/**
 * Background work that survives (issue 13 item 5): retries with back-off for failures that are not the user's, fair
 * turns between enterprises, several jobs at once on PostgreSQL, schedules that run once across servers, and the task
 * centre saying when a failed job runs again. Runners here are extra "servers" on the test database; the app's own
 * runner polls every ten minutes, so it stays out of the way.
 */
let t: TestApp;
let a: EnterpriseFixture;
let b: EnterpriseFixture;
const logger = pino({ level: 'silent' });
const runners: JobRunner[] = [];
/** A started runner with these handlers (and schedules, which must be known before it starts). */
const runnerWith = (handlers: Record<string, JobHandler>, options: ConstructorParameters<typeof JobRunner>[2] = {}, schedules: Parameters<JobRunner['schedule']>[0][] = []) => {
  const runner = new JobRunner(t.database.db, logger, { pollMs: 600_000, ...options });
  for (const [type, handler] of Object.entries(handlers)) runner.handle(type, handler);
  for (const s of schedules) runner.schedule(s);
  runner.start();
  runners.push(runner);
  return runner;
};
const owner = (e: EnterpriseFixture) => ({ enterpriseId: e.enterpriseId, userId: e.admin.userId, employeeId: null });
const jobRow = (e: EnterpriseFixture, id: number) =>
  t.database.db.selectFrom('job').select(['status', 'attempts', 'max_attempts', 'last_error', 'result']).where('enterprise_id', '=', e.enterpriseId).where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({}, { jobPollMs: 600_000 });
  a = await enterpriseWithAdmin(t.client, '任务甲');
  b = await enterpriseWithAdmin(t.client, '任务乙');
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  await t?.close();
});

describe('retries', () => {
  it('runs a job that may be repeated again after a failure that is not the user\'s, until it succeeds', async () => {
    let runs = 0;
    const runner = runnerWith({ flaky: async () => { if (++runs < 3) throw new Error(`connection lost ${runs}`); return { result: { runs } }; } }, { retryBaseSeconds: 0 });
    const id = await enqueueJob(t.database.db, owner(a), 'flaky', '会失败两次', {}, 3);
    await runner.settle();
    expect(await jobRow(a, id)).toMatchObject({ status: 'done', attempts: 3, max_attempts: 3, last_error: null, result: { runs: 3 } });
  });

  it('fails at once on a business refusal (the same input would be refused again) and when the attempts are used up', async () => {
    const runner = runnerWith({
      refused: async () => { throw new AppError(4090, 'period.businessClosed', null, { period: '2026-10' }); },
      broken: async () => { throw new Error('disk full'); },
    }, { retryBaseSeconds: 0 });
    const refused = await enqueueJob(t.database.db, owner(a), 'refused', '业务拒绝', {}, 3);
    const broken = await enqueueJob(t.database.db, owner(a), 'broken', '一直失败', {}, 2);
    await runner.settle();
    expect(await jobRow(a, refused)).toMatchObject({ status: 'failed', attempts: 1, last_error: 'period.businessClosed' });
    expect(await jobRow(a, broken)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'disk full' });
  });

  it('waits out its back-off, and the task centre says when it runs again and why', async () => {
    const runner = runnerWith({ later: async () => { throw new Error('数据库连接中断'); } }, { retryBaseSeconds: 60 });
    const before = Math.floor(Date.now() / 1000);
    const id = await enqueueJob(t.database.db, owner(a), 'later', '稍后重试', {}, 3);
    await runner.settle();
    const task = (await a.admin.client.get(`/tasks/${id}`)).data;
    expect(task).toMatchObject({ status: 'queued', attempts: 1, max_attempts: 3, last_error: '数据库连接中断' });
    expect(task.next_try_time - before).toBeGreaterThanOrEqual(60);
    expect(task.next_try_time - before).toBeLessThanOrEqual(62);
    // Not due yet: another pass leaves it alone.
    await runner.settle();
    expect((await jobRow(a, id)).attempts).toBe(1);
    await t.database.db.deleteFrom('job').where('enterprise_id', '=', a.enterpriseId).where('id', '=', id).execute();
  });
});

describe('fair turns between enterprises', () => {
  it('runs another enterprise\'s one job right after the first of a long queue, not behind all of it', async () => {
    const order: string[] = [];
    const record = (name: string): JobHandler => async (job: Job) => { order.push(`${name}${job.payload.n}`); return { result: null }; };
    // Two enterprises without a job before: A queued four, then B one.
    const [c, d] = [await enterpriseWithAdmin(t.client, '长队企业'), await enterpriseWithAdmin(t.client, '短队企业')];
    for (let n = 1; n <= 4; n++) await enqueueJob(t.database.db, owner(c), 'turn-a', `A${n}`, { n });
    await enqueueJob(t.database.db, owner(d), 'turn-b', 'B1', { n: 1 });
    const runner = runnerWith({ 'turn-a': record('A'), 'turn-b': record('B') }, { concurrency: 1 });
    await runner.settle();
    expect(order.slice(0, 3)).toEqual(['A1', 'B1', 'A2']);
    expect(order).toHaveLength(5);
  });
});

describe('schedules', () => {
  it('run once per interval however many servers poll, and again once due', async () => {
    let runs = 0;
    const schedule = { name: `test-schedule-${testDbKind}`, everySeconds: 3600, run: async () => { runs++; } };
    const servers = [runnerWith({}, {}, [schedule]), runnerWith({}, {}, [schedule])];
    await Promise.all(servers.map((s) => s.settle()));
    await Promise.all(servers.map((s) => s.settle()));
    expect(runs).toBe(1);
    await t.database.db.updateTable('job_schedule').set({ next_run_time: 0 }).where('name', '=', schedule.name).execute();
    await Promise.all(servers.map((s) => s.settle()));
    expect(runs).toBe(2);
  });
});

describe.skipIf(testDbKind !== 'postgres')('several jobs at once, on real PostgreSQL', () => {
  it('runs two jobs side by side with concurrency 2', async () => {
    let started = 0;
    let release!: () => void;
    const bothStarted = new Promise<void>((r) => { release = r; });
    const runner = runnerWith({ pair: async () => { if (++started === 2) release(); await bothStarted; return { result: null }; } }, { concurrency: 2 });
    const ids = [await enqueueJob(t.database.db, owner(a), 'pair', 'P1', {}), await enqueueJob(t.database.db, owner(b), 'pair', 'P2', {})];
    // With one job at a time the first would wait for the second forever; the test's timeout would say so.
    await runner.settle();
    expect((await Promise.all([jobRow(a, ids[0]!), jobRow(b, ids[1]!)])).map((r) => r.status)).toEqual(['done', 'done']);
  });
});
