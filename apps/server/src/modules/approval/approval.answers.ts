import { z } from 'zod';

/** Answer shapes of the audit flow setup and the approval centre (approval.routes.ts). */
const named = z.object({ id: z.number(), name: z.string() });
const FlowStepView = z.object({
  step: z.number(), employee_ids: z.array(z.number()), group_ids: z.array(z.number()), employees: z.array(named), groups: z.array(named),
});

export const AuditFlowList = z.object({
  list: z.array(z.object({ bill_type: z.string(), name: z.string(), page: z.string(), steps: z.array(FlowStepView), update_time: z.number() })),
});

export const AuditFlow = z.object({ bill_type: z.string(), name: z.string(), steps: z.array(FlowStepView) });

export const WaitingBillList = z.object({
  list: z.array(z.object({
    id: z.number(), type: z.string(), type_name: z.string(), bill_sn: z.string(), bill_date: z.string(), partner_id: z.number(),
    partner_name: z.string().nullable(), total_amount: z.string(), audit_step: z.number(), maker_id: z.number(), remark: z.string(),
    step: z.number().describe('the step waiting, from 1'), steps: z.number().describe("steps of the type's flow"),
  })),
  total: z.number(), page: z.number(), page_size: z.number(),
});
