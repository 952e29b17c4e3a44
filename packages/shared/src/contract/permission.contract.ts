import { z } from 'zod';
import { idSchema } from '../input.ts';
import { listOf, VersionField } from './common.contract.ts';

/*
 * Permission groups (API.md "permission-groups"): the groups, the pages, functions and columns each grants, and the
 * staff assigned to one. Field names as API.md: snake_case.
 */
export const PermissionGroupIdParamsSchema = z.object({ id: idSchema() });

/** POST /permission-groups. */
export const PermissionGroupBodySchema = z.object({
  name: z.string({ error: 'permissionGroup.nameRequired' }).trim().min(1, 'permissionGroup.nameRequired').max(50),
  remark: z.string().trim().max(200).default(''),
});
export const PermissionGroupCreatedSchema = z.object({ id: z.number() });
export type PermissionGroupCreated = z.infer<typeof PermissionGroupCreatedSchema>;

export const PermissionGroupRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  remark: z.string(),
  is_system: z.number().describe('1 for the built-in administrators and staff groups'),
  grants_all: z.number().describe('1 when the group grants every page and function (the administrators)'),
  employee_count: z.number(),
  create_time: z.number(),
  update_time: z.number(),
  version: z.number().describe('record version of the name and remark: send it back with PUT; a stale one answers 4090'),
});
export type PermissionGroupRow = z.infer<typeof PermissionGroupRowSchema>;
/** GET /permission-groups. */
export const PermissionGroupListSchema = listOf(PermissionGroupRowSchema);
export type PermissionGroupList = z.infer<typeof PermissionGroupListSchema>;

/** One page a group may open: its function codes, and its visible columns (null = every column). */
export const PageGrantSchema = z.object({
  page: z.string().min(1).describe('route name from the menu tree'),
  funs: z.array(z.string()).default([]),
  cols: z.array(z.string()).nullable().default(null),
});
export type PageGrantInput = z.infer<typeof PageGrantSchema>;

const GroupPages = z.object({ pages: z.array(PageGrantSchema).max(2000) });
/** PUT /permission-groups/:id/pages. The page rights have their own version: renaming the group does not make them stale. */
export const PermissionGroupPagesBodySchema = GroupPages.extend({ version: VersionField });
/** GET /permission-groups/:id/pages. */
export const PermissionGroupPagesSchema = GroupPages.extend({ version: z.number().describe('version of the page rights: send it back with PUT') });
export type PermissionGroupPages = z.infer<typeof PermissionGroupPagesSchema>;
/** PUT /permission-groups/:id. */
export const PermissionGroupUpdateBodySchema = PermissionGroupBodySchema.extend({ version: VersionField });

/** POST and DELETE /permission-groups/:id/employees. */
export const PermissionGroupEmployeeIdsBodySchema = z.object({ employee_ids: z.array(z.number().int().positive()).min(1).max(1000) });

const GroupEmployee = z.object({ id: z.number(), name: z.string(), phone: z.string(), is_admin: z.boolean(), status: z.number() });
/** GET /permission-groups/:id/employees. */
export const PermissionGroupEmployeeListSchema = z.object({ list: z.array(GroupEmployee) });
export type PermissionGroupEmployeeList = z.infer<typeof PermissionGroupEmployeeListSchema>;
export type PermissionGroupEmployee = PermissionGroupEmployeeList['list'][number];
