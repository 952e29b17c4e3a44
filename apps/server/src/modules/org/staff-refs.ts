import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/**
 * What a staff form may point at: a department, a job and a permission group of the same enterprise (4220
 * field.refMissing otherwise). A group that grants everything (the built-in administrators) is handed out by the
 * administrator only, so whoever edits staff cannot give themselves or others every right.
 */
export async function checkStaffRefs(
  db: Kysely<DB>,
  tenant: TenantContext,
  refs: { department_id?: number; position_id?: number; permission_group_id?: number | null },
): Promise<void> {
  const e = tenant.enterpriseId;
  const fields: Record<string, 'field.refMissing'> = {};
  if (refs.department_id && !(await db.selectFrom('department').select('id').where('enterprise_id', '=', e).where('id', '=', refs.department_id).executeTakeFirst())) {
    fields.department_id = 'field.refMissing';
  }
  if (refs.position_id && !(await db.selectFrom('job_position').select('id').where('enterprise_id', '=', e).where('id', '=', refs.position_id).executeTakeFirst())) {
    fields.position_id = 'field.refMissing';
  }
  if (refs.permission_group_id) {
    const group = await db.selectFrom('permission_group').select('grants_all').where('enterprise_id', '=', e).where('id', '=', refs.permission_group_id).executeTakeFirst();
    if (!group) fields.permission_group_id = 'field.refMissing';
    else if (group.grants_all && !tenant.isAdmin) throw forbidden('enterprise.notAdmin');
  }
  if (Object.keys(fields).length) throw invalidFields(fields);
}
