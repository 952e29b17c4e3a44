import { queryId } from '@zf/shared';
import { z } from 'zod';
import { pageQuery } from '../../platform/http/envelope.ts';

/** A calendar day YYYY-MM-DD that exists (2024-02-30 does not). */
const isDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};
const day = z.string().refine(isDay, 'dateRange.format');

/** GET /enterprise-logs filters: which resource and record, who, and a date range of at most a year (SPEC §5). */
export const EnterpriseLogQuery = pageQuery.extend({
  resource: z.string().trim().max(50).optional(),
  record_id: queryId().optional(),
  employee_id: queryId().optional(),
  action: z.enum(['create', 'update', 'delete', 'restore', 'import']).optional(),
  date_from: day.optional(),
  date_to: day.optional(),
});
export type EnterpriseLogFilter = z.infer<typeof EnterpriseLogQuery>;

export const EnterpriseLogEntry = z.object({
  id: z.number(),
  resource: z.string().describe('the resource name, e.g. partners'),
  resource_name: z.string().describe('the resource label in the request language'),
  record_id: z.number().describe('0 for a whole import'),
  action: z.string().describe('create, update, delete, restore or import'),
  employee_id: z.number().describe('0 when no employee acted'),
  employee_name: z.string(),
  summary: z.string().describe("the record's name (or the number of imported rows)"),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).describe('field → [before, after] of an update'),
  create_time: z.number(),
});
