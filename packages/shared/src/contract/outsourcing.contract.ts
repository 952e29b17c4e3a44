import { z } from 'zod';
import { dateSchema, idSchema, intSchema, queryId } from '../input.ts';
import { checkDecimal } from '../validators.ts';

/*
 * Outsourcing beside the bill engine (API.md "Production" §3): an order's materials from the BOM, the next document's
 * draft, the outsourcing plan, order progress, the 暂估 of processing fees and the outsourcing bill query; and
 * production planning (MRP: the plan, 一键转单, planning parameters per product). Quantities and amounts are decimal
 * strings; column rights may take the estimates' money away.
 */

/** A decimal string with at most `places` decimals, ≥ 0 (`positive`: > 0). */
export const outsourcingDecimal = (places: 2 | 4 | 6, positive = false) =>
  z.union([z.string(), z.number()]).transform(String)
    .refine((v) => checkDecimal(v, places) === null, 'decimal.format')
    .refine((v) => (positive ? Number(v) > 0 : Number(v) >= 0), positive ? 'bill.numberPositive' : 'decimal.negative');
const decimal = outsourcingDecimal;

/** The documents that follow an outsourcing order (each names it in `ext.order_id`). */
export const outsourcingFollowTypes = ['outsourcing-picks', 'outsourcing-supplements', 'outsourcing-returns', 'outsourcing-ins', 'outsourcing-fees'] as const;

export const OutsourcingIdParamsSchema = z.object({ id: idSchema() });
/** `POST /outsourcing/bom-lines`: the materials for a quantity of a product, from its BOM. */
export const OutsourcingBomLinesBodySchema = z.object({ product_id: idSchema(), quantity: decimal(4, true) });
/** `warehouse_id` on a pick's or supplement's row: where that material leaves from (absent: the header's 调出仓库). */
const DraftLine = z.object({ product_id: z.number(), number: z.string(), price: z.string().optional(), tax_rate: z.string().optional(), direction: z.number().optional(), warehouse_id: z.number().optional() });
const NamedLine = DraftLine.extend({ product_name: z.string() });
export const OutsourcingBomLinesSchema = z.object({ lines: z.array(NamedLine) });
export type OutsourcingBomLines = z.infer<typeof OutsourcingBomLinesSchema>;
/** `POST /outsourcing/orders/:id/{kind}/draft`: the next document of an order with the open quantities filled in. */
export const OutsourcingDraftSchema = z.object({
  bill_date: z.string(), partner_id: z.number(), store_id: z.number().optional(), out_store_id: z.number().optional(), in_store_id: z.number().optional(),
  ext: z.record(z.string(), z.unknown()), lines: z.array(DraftLine),
});
export type OutsourcingDraft = z.infer<typeof OutsourcingDraftSchema>;
export type OutsourcingDraftLine = z.infer<typeof DraftLine>;
/** `POST /outsourcing/plan` (委外计划): each line becomes an order with its BOM's materials. */
export const OutsourcingPlanBodySchema = z.object({
  lines: z.array(z.object({
    product_id: idSchema(), number: decimal(4, true), need_date: dateSchema(), partner_id: idSchema(), store_id: idSchema(),
    fee_price: decimal(6).optional(), bill_date: dateSchema().optional(),
  })).min(1).max(200),
});
export const OutsourcingPlanMadeSchema = z.object({ list: z.array(z.object({ id: z.number(), bill_sn: z.string() })) });
export type OutsourcingPlanMade = z.infer<typeof OutsourcingPlanMadeSchema>;
/** `GET /outsourcing/progress`. */
export const OutsourcingProgressQuerySchema = z.object({ order_id: queryId().optional() });
const MaterialAnswer = z.object({ product_id: z.number(), product_name: z.string(), ordered: z.string(), picked: z.string(), supplemented: z.string(), returned: z.string(), consumed: z.string(), at_supplier: z.string() });
export const OutsourcingProgressSchema = z.object({
  list: z.array(z.object({
    order_id: z.number(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(), partner_name: z.string(), product_id: z.number(), product_name: z.string(),
    audit_status: z.number(), quantity: z.string(), received: z.string(), billed_number: z.string(), due_date: z.string(),
    sent_value: z.string(), consumed_value: z.string(), fee_carried: z.string(), fee_billed: z.string(), fee_estimated: z.string(), fee_adjusted: z.string(),
    open_value: z.string(), materials: z.array(MaterialAnswer),
  })),
});
export type OutsourcingProgress = z.infer<typeof OutsourcingProgressSchema>;
export type OutsourcingOrderProgress = OutsourcingProgress['list'][number];
/** `GET /outsourcing/estimates`: receipts' 暂估 of the processing fee. */
export const OutsourcingEstimatesQuerySchema = z.object({ receipt_id: queryId().optional(), order_id: queryId().optional(), open: z.enum(['0', '1']).optional() });
export const OutsourcingEstimatesSchema = z.object({
  list: z.array(z.object({
    receipt_id: z.number(), bill_sn: z.string(), bill_date: z.string(), order_id: z.number(), order_sn: z.string(), partner_name: z.string(), product_name: z.string(),
    received: z.string(), fee_price: z.string(), fee_carried: z.string(), estimated: z.string(), reversed: z.string(), open: z.string(),
    state: z.enum(['estimated', 'partly', 'reversed', 'billed', 'no_fee']),
  })),
});
export type OutsourcingEstimate = z.infer<typeof OutsourcingEstimatesSchema>['list'][number];
/** `GET /outsourcing/bills`: the order and its following documents. */
export const OutsourcingBillsQuerySchema = z.object({ type: z.enum(['outsourcing-orders', ...outsourcingFollowTypes]).optional(), partner_id: queryId().optional(), order_id: queryId().optional(), date_from: dateSchema().optional(), date_to: dateSchema().optional() });
export const OutsourcingBillsSchema = z.object({
  list: z.array(z.object({
    id: z.number(), type: z.string(), bill_sn: z.string(), bill_date: z.string(), partner_name: z.string(), order_id: z.number(), order_sn: z.string(),
    total_number: z.string(), total_amount: z.string(), tax_amount: z.string(), audit_status: z.number(),
  })),
});
export type OutsourcingBill = z.infer<typeof OutsourcingBillsSchema>['list'][number];

// Production planning (issue 16 item 2): POST /production/plan, /production/plan/convert, /production/planning-params.
const quantity = (positive: boolean) => z.union([z.string(), z.number()]).transform(String)
  .refine((v) => checkDecimal(v, 4) === null, 'decimal.format')
  .refine((v) => !positive || Number(v) > 0, 'bill.numberPositive');
/** What a plan row says to do: make it, buy it or have it made. */
export const planActions = ['produce', 'purchase', 'outsource'] as const;
export const ProductionPlanBodySchema = z.object({
  lines: z.array(z.object({ product_id: idSchema(), number: quantity(true), need_date: dateSchema() })).max(500).optional(),
  sale_order_ids: z.array(idSchema()).max(200).optional(),
});
const PlanRowAnswer = z.object({
  product_id: z.number(), product_code: z.string(), product_name: z.string(), unit_name: z.string(), level: z.number(),
  gross: z.string(), available: z.string(), on_order: z.string(), safety_stock: z.string(), net: z.string(), planned: z.string(),
  action: z.enum(planActions), need_date: z.string(), start_date: z.string(),
});
export const ProductionPlanSchema = z.object({ list: z.array(PlanRowAnswer) });
export type ProductionPlanRow = z.infer<typeof PlanRowAnswer>;
export const ProductionPlanConvertBodySchema = z.object({
  lines: z.array(z.object({ product_id: idSchema(), number: quantity(true), action: z.enum(planActions), need_date: dateSchema(), start_date: dateSchema().optional() })).min(1, 'planning.noDemand').max(500),
});
const Made = z.object({ id: z.number(), bill_sn: z.string() });
export const ProductionPlanConvertedSchema = z.object({ production_orders: z.array(Made), purchase_requisition: Made.nullable() });
export type ProductionPlanConverted = z.infer<typeof ProductionPlanConvertedSchema>;
export const PlanningParamsBodySchema = z.object({
  product_id: idSchema(), source: z.enum(['auto', ...planActions]).default('auto'), lead_days: intSchema(0, 3650).default(0),
  moq: quantity(false).default('0'), lot_size: quantity(false).default('0'), safety_stock: quantity(false).nullable().default(null),
});
export const PlanningParamsListSchema = z.object({
  list: z.array(z.object({
    product_id: z.number(), product_code: z.string(), product_name: z.string(), source: z.enum(['auto', ...planActions]), lead_days: z.number(),
    moq: z.string(), lot_size: z.string(), safety_stock: z.string().nullable().describe('null: the product\'s minimum stock'),
  })),
});
export type PlanningParams = z.infer<typeof PlanningParamsListSchema>['list'][number];
