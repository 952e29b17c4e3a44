import { z } from 'zod';
import { phoneField, smsCodeField } from '../auth.schema.ts';
import { idSchema, intSchema, queryFlag, queryInt, queryPageSize, queryRefId, refIdSchema } from '../input.ts';
import { statusDictionaryNames } from '../status.ts';
import { listOf, pageQuery, VersionField } from './common.contract.ts';

/*
 * The enterprise and its people (API.md "Auth and user", `employees`): creating, joining and selecting an
 * enterprise (GET /user/enterprises answers session.contract.ts's MyEnterprisesSchema), its information, the admin
 * transfer, the employee's own record, staff management, the employee picker and the shell's status dictionary.
 */
const enterpriseName = z.string().trim().min(1, 'enterprise.nameRequired').max(100);
const optionalName = z.string().trim().max(100).optional();

/** POST /enterprises. */
export const CreateEnterpriseBodySchema = z.object({
  name: enterpriseName,
  type: z.union([z.literal(1), z.literal(2)]),
  org_name: optionalName,
  alias_name: optionalName,
  /** Stock costing: 1 moving weighted average (default), 2 monthly weighted average, 3 FIFO. Chosen when the books open. */
  stock_accounting_method: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
});
/** PUT /enterprise/info. */
export const UpdateEnterpriseBodySchema = z.object({ name: enterpriseName.optional(), org_name: optionalName, alias_name: optionalName, version: VersionField });
/** POST /enterprises/select, and the answer of it and of POST /enterprises. */
export const EnterpriseIdBodySchema = z.object({ enterprise_id: z.number().int().positive() });
export type EnterpriseIdBody = z.infer<typeof EnterpriseIdBodySchema>;
/** GET /enterprises/by-code?code=, POST /enterprises/join. */
export const EnterpriseCodeSchema = z.object({ code: z.string().trim().min(1, 'enterprise.codeRequired').max(20) });
export const TransferAdminBodySchema = z.object({ employee_id: z.number().int().positive(), code: smsCodeField });
/** `:id` of a join request, an employee or an invitation. */
export const OrgIdParamsSchema = z.object({ id: idSchema() });

/** GET and PUT /enterprise/info. */
export const EnterpriseInfoSchema = z.object({
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
export type EnterpriseInfo = z.infer<typeof EnterpriseInfoSchema>;
export const EnterpriseRefSchema = z.object({ enterprise_id: z.number(), name: z.string() });
/** GET /enterprise/employees: whom the admin may hand the enterprise to. */
export const TransferCandidatesSchema = z.object({ list: z.array(z.object({ employee_id: z.number(), name: z.string(), phone: z.string() })) });
export type TransferCandidates = z.infer<typeof TransferCandidatesSchema>;
export type TransferCandidate = TransferCandidates['list'][number];
export const JoinRequestSchema = z.object({ id: z.number(), user_id: z.number(), name: z.string(), phone: z.string(), code: z.string(), create_time: z.number() });
export type JoinRequest = z.infer<typeof JoinRequestSchema>;
/** GET /enterprise/join-requests. */
export const JoinRequestListSchema = listOf(JoinRequestSchema);
export type JoinRequestList = z.infer<typeof JoinRequestListSchema>;
/** GET /employee/info. */
export const EmployeeInfoSchema = z.object({
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
export type EmployeeInfo = z.infer<typeof EmployeeInfoSchema>;
/** GET /employee/basic. */
export const EmployeeBasicSchema = z.object({ name: z.string(), code: z.string(), is_login: z.number(), partner_group: z.number() });

/* Staff management (GET/PUT /employees…, invitations). */
const name = z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(50, 'field.tooLong');
const refId = refIdSchema();
const sex = intSchema(0, 9);
const groupId = z.number({ error: 'field.invalid' }).int('field.invalid').positive('field.invalid').nullable();
const remark = z.string().trim().max(200, 'field.tooLong');

export const StaffQuerySchema = pageQuery.extend({
  keyword: z.string().trim().max(50).optional().describe('name or phone'),
  department_id: queryRefId().optional(),
  position_id: queryRefId().optional(),
  permission_group_id: queryRefId().optional(),
  status: queryFlag().optional().describe('1 enabled, 0 disabled; both when absent'),
});
export type StaffQuery = z.infer<typeof StaffQuerySchema>;

/** A staff row: every field but `id` may be missing, the page's hidden columns stripped. */
export const StaffRowSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  name: z.string(),
  phone: z.string(),
  sex: z.number().describe('0 not given, 1 male, 2 female'),
  department_id: z.number(),
  department_name: z.string(),
  position_id: z.number(),
  job_name: z.string().describe("the position's name (column key of the staff page)"),
  account_type: z.number().describe('1 master, 2 sub account'),
  status: z.number().describe('1 enabled, 0 disabled'),
  is_admin: z.boolean(),
  permission_group_id: z.number().nullable(),
  permission_group_name: z.string(),
  remark: z.string(),
  create_time: z.number(),
  version: z.number().describe('record version: send it back with PUT; a stale one answers 4090'),
}).partial().required({ id: true });
export type StaffRow = z.infer<typeof StaffRowSchema>;
/** GET /employees. */
export const StaffListSchema = listOf(StaffRowSchema);
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffUpdateBodySchema = z.object({
  name: name.optional(),
  sex: sex.optional(),
  department_id: refId.optional(),
  position_id: refId.optional(),
  account_type: z.union([z.literal(1), z.literal(2)], { error: 'field.invalid' }).optional(),
  permission_group_id: groupId.optional(),
  remark: remark.optional(),
  version: VersionField,
});
export type StaffUpdate = z.infer<typeof StaffUpdateBodySchema>;

export const StaffStatusBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
  status: z.union([z.literal(0), z.literal(1)], { error: 'field.invalid' }),
});

/** POST /employees/invite. */
export const StaffInviteBodySchema = z.object({
  phone: phoneField,
  name,
  sex: sex.default(0),
  department_id: refId.default(0),
  position_id: refId.default(0),
  permission_group_id: groupId.optional().describe('the staff group when absent'),
  remark: remark.default(''),
});
export type StaffInvite = z.infer<typeof StaffInviteBodySchema>;

export const StaffInviteResultSchema = z.object({
  joined: z.boolean().describe('true: the phone had an account and is staff now; false: an invitation waits for it to register'),
  employee_id: z.number().optional(),
  invitation_id: z.number().optional(),
});
export type StaffInviteResult = z.infer<typeof StaffInviteResultSchema>;

const InvitationRow = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  department_id: z.number(),
  position_id: z.number(),
  permission_group_id: z.number().nullable(),
  invited_by_name: z.string(),
  create_time: z.number(),
});
/** GET /employees/invitations. */
export const StaffInvitationListSchema = z.object({ list: z.array(InvitationRow) });
export type StaffInvitationList = z.infer<typeof StaffInvitationListSchema>;
export type StaffInvitation = StaffInvitationList['list'][number];

/** GET /employees/options: the enabled employees a document may name (resource-list shape). */
export const EmployeeOptionsQuerySchema = z.object({
  keyword: z.string().trim().max(60).optional(),
  page: queryInt(1, 10000).default(1),
  page_size: queryPageSize(100, 50),
});
const EmployeeOption = z.object({ id: z.number(), name: z.string(), department_id: z.number(), department_name: z.string() });
export const EmployeeOptionListSchema = z.object({ list: z.array(EmployeeOption), total: z.number() });
export type EmployeeOptionList = z.infer<typeof EmployeeOptionListSchema>;

/** GET /common/all-status: each status dictionary of status.ts as id/name pairs. */
const StatusList = z.array(z.object({ id: z.number(), name: z.string() }));
export const AllStatusSchema = z.object(Object.fromEntries(statusDictionaryNames.map((k) => [k, StatusList])) as Record<(typeof statusDictionaryNames)[number], typeof StatusList>);
