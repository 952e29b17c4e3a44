import { z } from 'zod';
import { idSchema, queryPage, queryPageSize } from '../input.ts';
import { pageQuery } from './common.contract.ts';

/*
 * The message centre (API.md "Messages": count, list, read) and the approvals (SPEC §2 "Approval and printing": the
 * audit flow setup per bill type and the bill approval list of the check centre).
 */

/** GET /messages/count. */
export const MessageCountSchema = z.object({ message_count: z.number() });
export type MessageCount = z.infer<typeof MessageCountSchema>;
/** GET /messages: one message (a page of them). */
export const MessageItemSchema = z.object({
  id: z.number(),
  enterprise_id: z.number(),
  title: z.string(),
  content: z.string(),
  kind: z.string(),
  is_read: z.number(),
  create_time: z.number(),
});
export type MessageItem = z.infer<typeof MessageItemSchema>;
export const MessageListQuerySchema = pageQuery.extend({
  is_read: z.enum(['0', '1']).transform((v) => (v === '1' ? 1 : 0) as 0 | 1).optional(),
});
/** POST /messages/read. */
export const MessageIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1, 'field.required').max(500) });
/** POST /messages/read-all. */
export const MessageReadAllSchema = z.object({ updated: z.number() });
export type MessageReadAll = z.infer<typeof MessageReadAllSchema>;

/** GET and PUT /audit-flows/:type. */
export const AuditFlowParamsSchema = z.object({ type: z.string() });
const idList = z.array(idSchema()).max(100).default([]);
const StepBody = z.object({ employee_ids: idList, group_ids: idList });
/** PUT /audit-flows/:type: up to ten steps, each naming staff and permission groups. */
export const AuditFlowBodySchema = z.object({ steps: z.array(StepBody).max(10) });
/** GET /bill-approvals. */
export const BillApprovalQuerySchema = z.object({ page: queryPage(), page_size: queryPageSize(500, 20), type: z.string().optional() });

const named = z.object({ id: z.number(), name: z.string() });
const FlowStepView = z.object({
  step: z.number(), employee_ids: z.array(z.number()), group_ids: z.array(z.number()), employees: z.array(named), groups: z.array(named),
});

/** GET /audit-flows: every bill type with its steps. */
export const AuditFlowListSchema = z.object({
  list: z.array(z.object({ bill_type: z.string(), name: z.string(), page: z.string(), steps: z.array(FlowStepView), update_time: z.number() })),
});
export type AuditFlowList = z.infer<typeof AuditFlowListSchema>;

/** GET /audit-flows/:type. */
export const AuditFlowSchema = z.object({ bill_type: z.string(), name: z.string(), steps: z.array(FlowStepView) });
export type AuditFlow = z.infer<typeof AuditFlowSchema>;

/** GET /bill-approvals: the pending bills whose current step names the caller. */
export const WaitingBillListSchema = z.object({
  list: z.array(z.object({
    id: z.number(), type: z.string(), type_name: z.string(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(),
    partner_name: z.string().nullable(), total_amount: z.string(), audit_step: z.number(), maker_id: z.number(), remark: z.string(),
    step: z.number().describe('the step waiting, from 1'), steps: z.number().describe("steps of the type's flow"),
  })),
  total: z.number(), page: z.number(), page_size: z.number(),
});
export type WaitingBillList = z.infer<typeof WaitingBillListSchema>;
