import { z } from 'zod';

/** Answer shapes of the outbound cost accounting screens (cost-run.routes.ts). */
export const CostRunList = z.object({
  list: z.array(z.object({
    id: z.number(), month: z.string(), status: z.enum(['running', 'done', 'undone']), products: z.number(), employee_id: z.number(),
    create_time: z.number(), update_time: z.number(),
  })),
  costed_through: z.string().nullable().describe('the last day whose outbound costs a run settled'),
});

export const RepostList = z.object({
  list: z.array(z.object({ product_id: z.number(), warehouse_id: z.number(), from_date: z.string(), remaining: z.number().describe('movements still to re-cost') })),
});

export const CostRunItemList = z.object({
  list: z.array(z.object({
    product_id: z.number(), code: z.string(), name: z.string(), unit_cost: z.string().nullable(), issued_qty: z.string(), issued_amount: z.string(),
  })),
});
