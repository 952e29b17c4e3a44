import {
  chinaToday, Code, CostRunItemListSchema as CostRunItemList, CostRunListSchema as CostRunList, CostRunMonthBodySchema as MonthBody,
  CostRunParamsSchema as RunParams, CostRunStartedSchema as CostRunStarted, CostRunUndoStartedSchema as UndoStarted, RepostListSchema as RepostList,
} from '@zf/shared';
import { sql } from 'kysely';
import { assertOpen, costedThrough, executeCostRun, onRepostWanted, repostStep, startCostRun, undoCostRun } from '../../engines/posting/index.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { unixTime } from '../../platform/db/types.ts';

/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */

const need = (ctx: RequestContext, fun: string) => {
  if (!ctx.tenant!.permissions.can(fun)) throw forbidden();
};
const owner = (ctx: RequestContext) => ({ enterpriseId: ctx.tenant!.enterpriseId, userId: ctx.user!.userId, employeeId: ctx.tenant!.employeeId });

/**
 * Outbound cost accounting (出库成本核算) for monthly weighted average enterprises: run a month (a background task,
 * product by product), undo the latest month, and see each run's unit costs per product.
 */
export async function costRunRoutes(api: App, services: ModuleServices): Promise<void> {
  const { db, jobs } = services;
  /** Runs a cost run or its undo may take: the first and two retries after 10 s and 20 s. */
const costRunAttempts = 3;
const tags = ['stock'];
  const monthlyOnly = async (enterpriseId: number) => {
    const e = await db.selectFrom('enterprise').select('stock_accounting_method').where('id', '=', enterpriseId).executeTakeFirstOrThrow();
    if (e.stock_accounting_method !== 2) throw new AppError(Code.conflict, 'costing.notMonthly');
  };

  jobs.sweep('stock-repost', () => repostStep(db));
  const stopWaking = onRepostWanted(() => jobs.wake());
  api.addHook('onClose', async () => {
    stopWaking();
  });
  jobs.handle('cost-run', async (job, tools) => ({ result: await executeCostRun(db, job.enterpriseId, Number(job.payload.run_id), tools.progress) }));
  jobs.handle('cost-run-undo', async (job, tools) => ({ result: await undoCostRun(db, job.enterpriseId, String(job.payload.month), tools.progress) }));

  api.get('/stock/cost-runs', { schema: { tags, response: { 200: envelope(CostRunList) } } }, async (req) => {
    if (!req.ctx.tenant!.permissions.canOpen('outboundCostAccounting')) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const list = await db.selectFrom('cost_run').select(['id', 'month', 'status', 'products', 'employee_id', 'create_time', 'update_time'])
      .where('enterprise_id', '=', e).orderBy('month', 'desc').orderBy('id', 'desc').limit(120).execute();
    return ok({
      list: list.map((r) => ({ ...r, create_time: unixTime(r.create_time), update_time: unixTime(r.update_time) })),
      costed_through: (await costedThrough(db, e)) ?? null,
    });
  });

  // Ledgers whose costs a background repost has not finished: the stock screens show them as "recalculating".
  api.get('/stock/reposts', { schema: { tags, response: { 200: envelope(RepostList) } } }, async (req) => {
    const p = req.ctx.tenant!.permissions;
    if (!p.canOpen('inventoryList') && !p.canOpen('inventoryLedger')) throw forbidden();
    const e = req.ctx.tenant!.enterpriseId;
    const { rows: list } = await sql<{ product_id: number; warehouse_id: number; from_date: string; remaining: string }>`
      SELECT b.product_id, b.warehouse_id, b.repost_from_date AS from_date,
        (SELECT count(*) FROM stock_move m WHERE m.enterprise_id = b.enterprise_id AND m.product_id = b.product_id AND m.warehouse_id = b.warehouse_id
           AND (m.move_date, m.seq) >= (b.repost_from_date, b.repost_from_seq)) AS remaining
      FROM stock_balance b WHERE b.enterprise_id = ${e} AND b.repost_from_date IS NOT NULL ORDER BY b.product_id, b.warehouse_id`.execute(db);
    return ok({ list: list.map((r) => ({ ...r, remaining: Number(r.remaining) })) });
  });

  api.get('/stock/cost-runs/:id/items', { config: { columns: { pages: ['inventoryLedger'], fields: { unit_cost: ['unit_cost'], amount: ['issued_amount'] } } }, schema: { tags, params: RunParams, response: { 200: envelope(CostRunItemList) } } }, async (req) => {
    if (!req.ctx.tenant!.permissions.canOpen('outboundCostAccounting')) throw forbidden();
    const { rows: list } = await sql<{ product_id: number; code: string; name: string; unit_cost: string | null; issued_qty: string; issued_amount: string }>`
      SELECT i.product_id, p.code, p.name, i.unit_cost, i.issued_qty, i.issued_amount
      FROM cost_run_item i JOIN product p ON p.enterprise_id = i.enterprise_id AND p.id = i.product_id
      WHERE i.enterprise_id = ${req.ctx.tenant!.enterpriseId} AND i.run_id = ${req.params.id} ORDER BY p.code`.execute(db);
    return ok({ list });
  });

  api.post('/stock/cost-runs', { schema: { tags, body: MonthBody, response: { 200: envelope(CostRunStarted) } } }, async (req) => {
    need(req.ctx, 'outbound_cost_run');
    const e = req.ctx.tenant!.enterpriseId;
    await monthlyOnly(e);
    const runId = await startCostRun(db, e, req.body.month, req.ctx.tenant!.employeeId, chinaToday());
    const title = `${translate(req.ctx.language, 'costing.taskTitle')} ${req.body.month}`;
    // Re-pricing a month is safe to repeat: a run that failed on a lost connection or a deadlock runs again.
    const taskId = await enqueueJob(db, owner(req.ctx), 'cost-run', title, { run_id: runId }, costRunAttempts);
    jobs.wake();
    return ok({ run_id: runId, task_id: taskId });
  });

  api.post('/stock/cost-runs/undo', { schema: { tags, body: MonthBody, response: { 200: envelope(UndoStarted) } } }, async (req) => {
    need(req.ctx, 'outbound_cost_undo');
    const e = req.ctx.tenant!.enterpriseId;
    await monthlyOnly(e);
    const latest = await db.selectFrom('cost_run').select('month').where('enterprise_id', '=', e).where('status', '=', 'done').orderBy('month', 'desc').executeTakeFirst();
    if (latest?.month !== req.body.month) throw new AppError(Code.conflict, 'costing.notLatest', null, { month: latest?.month ?? '-' });
    await db.transaction().execute((tx) => assertOpen(tx, e, `${req.body.month}-01`));
    const title = `${translate(req.ctx.language, 'costing.undoTaskTitle')} ${req.body.month}`;
    const taskId = await enqueueJob(db, owner(req.ctx), 'cost-run-undo', title, { month: req.body.month }, costRunAttempts);
    jobs.wake();
    return ok({ task_id: taskId });
  });
}
