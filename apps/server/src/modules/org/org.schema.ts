import { MyEnterprisesSchema, smsCodeField, idSchema } from '@zf/shared';
import { z } from 'zod';
import { VersionField } from '../../engines/resource/index.ts';

/** Request and response shapes of the enterprise and employee endpoints (API.md "Auth and user"). */
const enterpriseName = z.string().trim().min(1, 'enterprise.nameRequired').max(100);
const optionalName = z.string().trim().max(100).optional();

export const CreateEnterpriseBody = z.object({
  name: enterpriseName,
  type: z.union([z.literal(1), z.literal(2)]),
  org_name: optionalName,
  alias_name: optionalName,
  /** Stock costing: 1 moving weighted average (default), 2 monthly weighted average, 3 FIFO. Chosen when the books open. */
  stock_accounting_method: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
export const UpdateEnterpriseBody = z.object({ name: enterpriseName.optional(), org_name: optionalName, alias_name: optionalName, version: VersionField });
export const EnterpriseIdBody = z.object({ enterprise_id: z.number().int().positive() });
export const EnterpriseCode = z.object({ code: z.string().trim().min(1, 'enterprise.codeRequired').max(20) });
export const TransferAdminBody = z.object({ employee_id: z.number().int().positive(), code: smsCodeField });
export const IdParams = z.object({ id: idSchema() });

export const EnterpriseInfo = z.object({
  enterprise_id: z.number(),
  code: z.string(),
  type: z.number(),
  name: z.string(),
  org_name: z.string(),
  alias_name: z.string(),
  display_name: z.string(),
  version_info: z.object({ name: z.string(), expired_time: z.number() }),
  stock_accounting_method: z.number(),
  locked_account: z.number(),
  version: z.number().describe('record version: send it back with PUT; a stale one answers 4090'),
});
/** GET /user/enterprises, as the web reads it too (packages/shared contract/session.contract.ts). */
export const MyEnterprises = MyEnterprisesSchema;
export const EnterpriseRef = z.object({ enterprise_id: z.number(), name: z.string() });
export const TransferCandidates = z.object({ list: z.array(z.object({ employee_id: z.number(), name: z.string(), phone: z.string() })) });
export const JoinRequest = z.object({ id: z.number(), user_id: z.number(), name: z.string(), phone: z.string(), code: z.string(), create_time: z.number() });
export const EmployeeInfo = z.object({
  employee_id: z.number(),
  enterprise_id: z.number(),
  user_id: z.number(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  head_img: z.string(),
  is_admin: z.boolean(),
  account_type: z.number(),
  status: z.number(),
  permission_group_id: z.number().nullable(),
  permission_group_name: z.string(),
  partner_group: z.number(),
});
export const EmployeeBasic = z.object({ name: z.string(), code: z.string(), is_login: z.number(), partner_group: z.number() });
