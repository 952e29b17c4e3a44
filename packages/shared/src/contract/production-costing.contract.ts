import { z } from 'zod';
import { chinaMonth } from '../china-date.ts';
import { idSchema, queryId } from '../input.ts';
import { monthSchema } from './common.contract.ts';

/*
 * Production costing (API.md "Production"): allocation of labour and overhead, completed / WIP collection, the cost
 * tables (per order and per product) with their Excel exports, and product cost accounting. Amounts are 2-dp decimal
 * strings; column rights (the production order page's cost column) may take every figure away. The web keeps
 * zod-free copies of the two value lists (costing-api.ts); its unit test asserts they equal these.
 */

/** How labour and overhead are spread over the period's orders. */
export const productionCostBases = ['hours', 'quantity', 'standard'] as const;
/** How an order's costs split between completed goods and WIP (PRODUCTION.md §2). */
export const productionCostMethods = ['order', 'material', 'equivalent'] as const;

const Period = monthSchema();
const money = z.string();
/** Reads default to the current month (China time) when no period is named. */
const ReadPeriod = Period.default(() => chinaMonth());

export const CostingPeriodQuerySchema = z.object({ period: ReadPeriod });
export const CostAllocationQuerySchema = z.object({ period: ReadPeriod, basis: z.enum(productionCostBases).default('hours') });
export const CostAllocationBodySchema = z.object({ period: Period, basis: z.enum(productionCostBases) });
export const CostingPeriodBodySchema = z.object({ period: Period });
/** `GET/POST /production/cost-allocation` and its undo. */
export const CostAllocationSchema = z.object({
  period: z.string(), basis: z.enum(productionCostBases), allocated: z.boolean(), voucher_id: z.number().nullable(), voucher_no: z.string(),
  labour_pool: money, piece_wages: money, allocated_labour: money, overhead_pool: money, base_total: money,
  list: z.array(z.object({ order_id: z.number(), bill_sn: z.string(), product_name: z.string(), base: money, piece_wage: money, labour: money, overhead: money })),
});
export type CostAllocation = z.infer<typeof CostAllocationSchema>;
export type CostAllocationRow = CostAllocation['list'][number];

export const CostCollectionQuerySchema = z.object({ period: ReadPeriod, method: z.enum(productionCostMethods).default('order'), order_id: queryId().optional() });
const Items = z.object({ material: money, labour: money, overhead: money, outsourcing: money, total: money });
const CostRow = z.object({
  order_id: z.number(), bill_sn: z.string(), product_id: z.number(), product_name: z.string(), product_code: z.string(), quantity: money, status: z.number(),
  received: money, wip_qty: money, completion: money, equivalent_units: money,
  opening: Items, current: Items, completed: Items, wip: Items, provisional: money, difference: money, costed: z.boolean(), unit_cost: money,
});
/** `GET /production/cost-collection`: each order's costs of the period, split into completed and WIP. */
export const CostCollectionSchema = z.object({ period: z.string(), method: z.enum(productionCostMethods), costed: z.boolean(), list: z.array(CostRow), totals: z.object({ opening: Items, current: Items, completed: Items, wip: Items, difference: money }) });
export type CostCollection = z.infer<typeof CostCollectionSchema>;
export type CostCollectionRow = z.infer<typeof CostRow>;

export const CostTableQuerySchema = z.object({ period: ReadPeriod, order_id: queryId().optional() });
const Figures = { opening_wip: money, material: money, labour: money, overhead: money, outsourcing: money, completed_value: money, wip_value: money };
/** `GET /production/cost-table`: per order. */
export const CostTableSchema = z.object({
  period: z.string(),
  list: z.array(z.object({
    order_id: z.number(), bill_sn: z.string(), product_name: z.string(), quantity: money, status: z.number(), received: money, ...Figures, unit_cost: money, costed: z.boolean(),
  })),
  total: z.object(Figures),
});
export type CostTable = z.infer<typeof CostTableSchema>;
export type CostTableRow = CostTable['list'][number];
/** The money columns of both cost tables, and their totals row. */
export type CostTableFigures = CostTable['total'];
/** 品种法: per product, all its orders of the period summed. */
export const ProductCostTableSchema = z.object({
  period: z.string(),
  list: z.array(z.object({ product_id: z.number(), product_code: z.string(), product_name: z.string(), orders: z.number(), received: money, ...Figures, unit_cost: money })),
  total: z.object(Figures),
});
export type ProductCostTable = z.infer<typeof ProductCostTableSchema>;
export type ProductCostTableRow = ProductCostTable['list'][number];

/** `PUT /production/wip-completion`: the completion % of orders' WIP. */
export const WipCompletionBodySchema = z.object({
  period: Period,
  lines: z.array(z.object({
    order_id: idSchema(),
    completion: z.union([z.string(), z.number()]).transform(String).refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100, 'productionCosting.completion'),
  })).min(1).max(500),
});
export const WipCompletionSavedSchema = z.object({ saved: z.number() });
/** `GET/POST /production/product-costing` and its undo. */
export const ProductCostingSchema = z.object({
  period: z.string(), costed: z.boolean(), method: z.enum(productionCostMethods), difference: money, voucher_id: z.number().nullable(), voucher_no: z.string(), allocated: z.boolean(),
});
export type ProductCosting = z.infer<typeof ProductCostingSchema>;
export const ProductCostingBodySchema = z.object({ period: Period, method: z.enum(productionCostMethods).default('order') });
