import { z } from 'zod';
import { idSchema } from '../input.ts';

/*
 * Outbound cost accounting (出库成本核算, API.md "Stock"): the runs of a monthly weighted average enterprise, each
 * run's unit costs, starting and undoing a month (background tasks), and the ledgers a repost is still re-costing.
 */

/** `GET /stock/cost-runs`. */
export const CostRunListSchema = z.object({
  list: z.array(z.object({
    id: z.number(), month: z.string(), status: z.enum(['running', 'done', 'undone']), products: z.number(), employee_id: z.number(),
    create_time: z.number(), update_time: z.number(),
  })),
  costed_through: z.string().nullable().describe('the last day whose outbound costs a run settled'),
});
export type CostRunList = z.infer<typeof CostRunListSchema>;
export type CostRun = CostRunList['list'][number];

/** `GET /stock/reposts`. */
export const RepostListSchema = z.object({
  list: z.array(z.object({ product_id: z.number(), warehouse_id: z.number(), from_date: z.string(), remaining: z.number().describe('movements still to re-cost') })),
});
export type RepostList = z.infer<typeof RepostListSchema>;

/** `GET /stock/cost-runs/:id/items`. */
export const CostRunParamsSchema = z.object({ id: idSchema() });
export const CostRunItemListSchema = z.object({
  list: z.array(z.object({
    product_id: z.number(), code: z.string(), name: z.string(), unit_cost: z.string().nullable(), issued_qty: z.string(), issued_amount: z.string(),
  })),
});
export type CostRunItemList = z.infer<typeof CostRunItemListSchema>;
export type CostRunItem = CostRunItemList['list'][number];

/** `POST /stock/cost-runs` and `/stock/cost-runs/undo`: the month. */
export const CostRunMonthBodySchema = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'dateRange.format') });
/** `POST /stock/cost-runs`: the run and the task that executes it. */
export const CostRunStartedSchema = z.object({ run_id: z.number(), task_id: z.number() });
export type CostRunStarted = z.infer<typeof CostRunStartedSchema>;
/** `POST /stock/cost-runs/undo`: the task that undoes the month. */
export const CostRunUndoStartedSchema = z.object({ task_id: z.number() });
export type CostRunUndoStarted = z.infer<typeof CostRunUndoStartedSchema>;
