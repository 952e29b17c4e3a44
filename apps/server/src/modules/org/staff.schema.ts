import { phoneField, idSchema, refIdSchema, intSchema, queryFlag, queryRefId } from '@zf/shared';
import { z } from 'zod';
import { VersionField } from '../../engines/resource/index.ts';
import { pageQuery } from '../../platform/http/envelope.ts';

/** employee.sex: SPEC §4 sex code 1 male, any other non-empty code female; stored 0 not given, 1 male, 2 female. */
export const Sex = { unknown: 0, male: 1, female: 2 } as const;
export const normalizeSex = (code: number) => (code === 0 ? Sex.unknown : code === 1 ? Sex.male : Sex.female);

const name = z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(50, 'field.tooLong');
const refId = refIdSchema();
const sex = intSchema(0, 9);
const groupId = z.number({ error: 'field.invalid' }).int('field.invalid').positive('field.invalid').nullable();
const remark = z.string().trim().max(200, 'field.tooLong');

export const StaffQuery = pageQuery.extend({
  keyword: z.string().trim().max(50).optional().describe('name or phone'),
  department_id: queryRefId().optional(),
  position_id: queryRefId().optional(),
  permission_group_id: queryRefId().optional(),
  status: queryFlag().optional().describe('1 enabled, 0 disabled; both when absent'),
});
export type StaffFilter = z.infer<typeof StaffQuery>;

export const StaffRow = z.object({
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

export const StaffUpdateBody = z.object({
  name: name.optional(),
  sex: sex.optional(),
  department_id: refId.optional(),
  position_id: refId.optional(),
  account_type: z.union([z.literal(1), z.literal(2)], { error: 'field.invalid' }).optional(),
  permission_group_id: groupId.optional(),
  remark: remark.optional(),
  version: VersionField,
});
export type StaffUpdate = z.infer<typeof StaffUpdateBody>;

export const StaffStatusBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(1000),
  status: z.union([z.literal(0), z.literal(1)], { error: 'field.invalid' }),
});

export const InviteBody = z.object({
  phone: phoneField,
  name,
  sex: sex.default(0),
  department_id: refId.default(0),
  position_id: refId.default(0),
  permission_group_id: groupId.optional().describe('the staff group when absent'),
  remark: remark.default(''),
});
export type InviteInput = z.infer<typeof InviteBody>;

export const InviteResult = z.object({
  joined: z.boolean().describe('true: the phone had an account and is staff now; false: an invitation waits for it to register'),
  employee_id: z.number().optional(),
  invitation_id: z.number().optional(),
});

export const InvitationRow = z.object({
  id: z.number(),
  phone: z.string(),
  name: z.string(),
  department_id: z.number(),
  position_id: z.number(),
  permission_group_id: z.number().nullable(),
  invited_by_name: z.string(),
  create_time: z.number(),
});

export const IdParams = z.object({ id: idSchema() });
