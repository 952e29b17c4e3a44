import { queryId, queryInt } from '@zf/shared';
import { z } from 'zod';

/** Query shapes of the books. Periods are YYYY-MM; include_unposted 1 (default) or 0 = posted vouchers only. */
const period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'book.periodFormat');
const flag = z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]).default('1').transform((v) => String(v) === '1');
const id = queryId().optional();
const range = { period_from: period, period_to: period, include_unposted: flag };
const code = z.string().trim().min(1).max(40);

export const SubjectBalanceQuery = z.object({ ...range, level: queryInt(1, 9).optional() });
export const GeneralLedgerQuery = z.object({ ...range, subject_code: code.optional() });
export const DetailLedgerQuery = z.object({
  ...range, subject_code: code, partner_id: id, department_id: id, employee_id: id, project_id: id, product_id: id,
});
export const AuxBalanceQuery = z.object({ ...range, subject_code: code, aux: z.enum(['partner', 'department', 'employee', 'project', 'product']) });
