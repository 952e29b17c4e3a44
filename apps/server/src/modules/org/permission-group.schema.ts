import { idSchema } from '@zf/shared';
import { z } from 'zod';
import { VersionField } from '../../engines/resource/index.ts';

/** Request and response shapes of the permission-group endpoints (field names as API.md: snake_case). */
export const GroupIdParams = z.object({ id: idSchema() });

export const GroupBody = z.object({
  name: z.string({ error: 'permissionGroup.nameRequired' }).trim().min(1, 'permissionGroup.nameRequired').max(50),
  remark: z.string().trim().max(200).default(''),
});

export const PermissionGroupRow = z.object({
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

/** One page a group may open: its function codes, and its visible columns (null = every column). */
export const PageGrantSchema = z.object({
  page: z.string().min(1).describe('route name from the menu tree'),
  funs: z.array(z.string()).default([]),
  cols: z.array(z.string()).nullable().default(null),
});
export type PageGrantInput = z.infer<typeof PageGrantSchema>;

export const GroupPages = z.object({ pages: z.array(PageGrantSchema).max(2000) });
/** The page rights have their own version (record-part-version.ts): renaming the group does not make them stale. */
export const GroupPagesBody = GroupPages.extend({ version: VersionField });
export const GroupPagesAnswer = GroupPages.extend({ version: z.number().describe('version of the page rights: send it back with PUT') });
export const GroupUpdateBody = GroupBody.extend({ version: VersionField });

export const EmployeeIdsBody = z.object({ employee_ids: z.array(z.number().int().positive()).min(1).max(1000) });

export const GroupEmployee = z.object({ id: z.number(), name: z.string(), phone: z.string(), is_admin: z.boolean(), status: z.number() });
