import { z } from 'zod';
import { dateSchema, idSchema, intSchema, queryId, queryInt, queryPage, queryPageSize } from '../input.ts';

/*
 * Equipment beside the resource and bill engines (API.md "Equipment"): a machine's card (its record with names, plans
 * and the history of its maintenance and repair bills), the machines to pick a card from, maintenance cost per month
 * and downtime per machine; a machine's documents and photos (drive files); the fixture ledger. Quantities and
 * amounts are decimal strings.
 */
const decimal = z.string();

export const EquipmentIdParamsSchema = z.object({ id: idSchema() });
const HistoryRow = z.object({
  id: z.number(), type: z.string(), bill_sn: z.string(), bill_date: z.string(), audit_status: z.number(), downtime_hours: decimal, labour_cost: decimal,
  spare_cost: decimal, fault: z.string(), work_done: z.string(),
});
export type EquipmentHistoryRow = z.infer<typeof HistoryRow>;
/** `GET /equipment-cards/:id`. */
export const EquipmentCardSchema = z.object({
  equipment: z.object({
    id: z.number(), code: z.string(), name: z.string(), model: z.string(), category: z.string(), department_name: z.string(), location: z.string(),
    supplier_name: z.string(), purchase_date: z.string().nullable(), value: decimal, status: z.number(), asset_id: z.number(), asset_code: z.string(),
    running_hours: decimal, img_urls: z.string(), documents: z.string(), remark: z.string(),
  }),
  plans: z.array(z.object({ id: z.number(), name: z.string(), project_name: z.string(), cycle_kind: z.number(), cycle_value: z.number(), next_date: z.string().nullable(), responsible_name: z.string(), status: z.number() })),
  history: z.array(HistoryRow),
  totals: z.object({ downtime_hours: decimal, labour_cost: decimal, spare_cost: decimal, total_cost: decimal }),
});
export type EquipmentCard = z.infer<typeof EquipmentCardSchema>;
export type EquipmentPlanRow = EquipmentCard['plans'][number];
/** `GET /equipment-cards`: the machines to pick a card from. */
export const EquipmentCardListQuerySchema = z.object({ keyword: z.string().trim().max(60).optional(), page: queryPage(), page_size: queryPageSize(200, 50) });
export const EquipmentCardListSchema = z.object({
  list: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), model: z.string(), status: z.number() })), total: z.number(), page: z.number(), page_size: z.number(),
});
export type EquipmentCardList = z.infer<typeof EquipmentCardListSchema>;
/** `GET /equipment-costs`: per month, with the sums. */
export const EquipmentCostQuerySchema = z.object({ date_from: dateSchema().optional(), date_to: dateSchema().optional(), equipment_id: queryId().optional() });
const CostRow = z.object({ month: z.string(), bills: z.number(), repairs: z.number(), downtime_hours: decimal, labour_cost: decimal, spare_cost: decimal, total_cost: decimal });
export const EquipmentCostsSchema = z.object({ list: z.array(CostRow), total: CostRow.omit({ month: true }) });
export type EquipmentCosts = z.infer<typeof EquipmentCostsSchema>;
export type EquipmentCostRow = z.infer<typeof CostRow>;
/** `GET /equipment-downtime`: hours per machine, most first. */
export const EquipmentDowntimeQuerySchema = z.object({ date_from: dateSchema().optional(), date_to: dateSchema().optional() });
export const EquipmentDowntimeSchema = z.object({
  list: z.array(z.object({ equipment_id: z.number(), code: z.string(), name: z.string(), bills: z.number(), repairs: z.number(), downtime_hours: decimal })),
});
export type EquipmentDowntimeRow = z.infer<typeof EquipmentDowntimeSchema>['list'][number];

/**
 * A machine's document or photo (`GET/POST /equipment/:id/files`; `:id` of `/equipment-files/:id…` is the link):
 * the upload is multipart, its answer the new row; the download answers the bytes.
 */
export const EquipmentFileSchema = z.object({
  id: z.number().describe('the link (equipment_file) id'), file_id: z.number().describe('the drive file'), kind: z.number().describe('1 photo, 2 document'),
  name: z.string(), size: z.number(), uploader: z.string(), create_time: z.number(),
});
export type EquipmentFile = z.infer<typeof EquipmentFileSchema>;
export const EquipmentFileListSchema = z.object({ list: z.array(EquipmentFileSchema) });

/** The fixture ledger (工装台账): a fixture with its uses so far, its life in uses and what is left. */
export const FixtureLedgerRowSchema = z.object({
  id: z.number(), code: z.string(), name: z.string(), spec: z.string(), quantity: z.string(), status: z.number(), location: z.string(),
  usage_count: z.number(), life_count: z.number(),
  /** Uses left before the life is reached (null: no life set). */
  remaining: z.number().nullable(),
});
export type FixtureLedgerRow = z.infer<typeof FixtureLedgerRowSchema>;
export const FixtureLedgerQuerySchema = z.object({ keyword: z.string().trim().max(60).optional(), worn: queryInt(0, 1).optional(), page: queryPage(), page_size: queryPageSize(500, 20) });
export const FixtureLedgerListSchema = z.object({ list: z.array(FixtureLedgerRowSchema), total: z.number(), page: z.number(), page_size: z.number() });
export type FixtureLedgerList = z.infer<typeof FixtureLedgerListSchema>;
export const FixtureUsageBodySchema = z.object({ count: intSchema(1, 1_000_000) });
export const FixtureLifeBodySchema = z.object({ life_count: intSchema(0, 100_000_000) });
