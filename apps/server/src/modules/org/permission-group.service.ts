import { allPages, type PageGrantInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import { assertVersion, partVersion, savePartVersion } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, invalidFields, notFound } from '../../platform/http/app-error.ts';
import { checkGrants, fromRow, toRow } from './permission-grants.ts';

/**
 * Permission groups of one enterprise (SPEC §6): named sets of pages, function codes and visible columns that
 * the admin assigns to staff. Every query is scoped by the caller's enterprise, so another enterprise's group id
 * is simply not found (4004).
 */

const pgCode = (err: unknown) => (err as { code?: string } | null)?.code;
const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

async function requireGroup(db: Kysely<DB>, enterpriseId: number, id: number) {
  const group = await db
    .selectFrom('permission_group')
    .selectAll()
    .where('enterprise_id', '=', enterpriseId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!group) throw notFound('permissionGroup.notFound');
  return group;
}

export async function listGroups(db: Kysely<DB>, enterpriseId: number, { page, page_size }: { page: number; page_size: number }) {
  const base = db.selectFrom('permission_group as g').where('g.enterprise_id', '=', enterpriseId);
  const [rows, total] = await Promise.all([
    base
      .select((eb) => [
        'g.id', 'g.name', 'g.remark', 'g.is_system', 'g.grants_all', 'g.create_time', 'g.update_time', 'g.version',
        eb.selectFrom('employee as e').select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('e.enterprise_id', '=', 'g.enterprise_id').whereRef('e.permission_group_id', '=', 'g.id').as('employee_count'),
      ])
      .orderBy('g.id')
      .limit(page_size)
      .offset((page - 1) * page_size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id, name: r.name, remark: r.remark, is_system: r.is_system ? 1 : 0, grants_all: r.grants_all ? 1 : 0, employee_count: Number(r.employee_count ?? 0),
      create_time: Number(r.create_time), update_time: Number(r.update_time), version: r.version,
    })),
    total: Number(total?.n ?? 0),
    page,
    page_size,
  };
}

export async function createGroup(db: Kysely<DB>, enterpriseId: number, input: { name: string; remark: string }): Promise<number> {
  const now = nowSeconds();
  try {
    const { id } = await db
      .insertInto('permission_group')
      .values({ enterprise_id: enterpriseId, name: input.name, remark: input.remark, create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (err) {
    if (pgCode(err) === uniqueViolation) throw invalidFields({ name: 'permissionGroup.nameTaken' });
    throw err;
  }
}

export async function updateGroup(db: Kysely<DB>, enterpriseId: number, id: number, input: { name: string; remark: string; version?: number }): Promise<void> {
  try {
    await db.transaction().execute(async (tx) => {
      const group = await lockGroup(tx, enterpriseId, id);
      await assertVersion(tx, { enterpriseId, resource: 'permission-groups', recordId: id, version: group.version, updateTime: group.update_time }, input.version);
      await tx
        .updateTable('permission_group')
        .set({ name: input.name, remark: input.remark, update_time: nowSeconds() })
        .where('enterprise_id', '=', enterpriseId)
        .where('id', '=', id)
        .execute();
    });
  } catch (err) {
    if (pgCode(err) === uniqueViolation) throw invalidFields({ name: 'permissionGroup.nameTaken' });
    throw err;
  }
}

/** Refused while staff are in the group (4090) and for the built-in groups every enterprise relies on. */
export async function deleteGroup(db: Kysely<DB>, enterpriseId: number, id: number): Promise<void> {
  const group = await requireGroup(db, enterpriseId, id);
  if (group.is_system) throw conflict('permissionGroup.system');
  const members = await db
    .selectFrom('employee')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('enterprise_id', '=', enterpriseId)
    .where('permission_group_id', '=', id)
    .executeTakeFirst();
  const employeeCount = Number(members?.n ?? 0);
  if (employeeCount > 0) throw conflict('permissionGroup.inUse', { employee_count: employeeCount });
  try {
    // The page rows go with the group (ON DELETE CASCADE).
    await db.deleteFrom('permission_group').where('enterprise_id', '=', enterpriseId).where('id', '=', id).execute();
  } catch (err) {
    // Someone was assigned between the count and the delete: the foreign key keeps the group.
    if (pgCode(err) === foreignKeyViolation) throw conflict('permissionGroup.inUse');
    throw err;
  }
}

/** The group's row locked for a save (savers of one group queue here), or 4004. */
async function lockGroup(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const group = await tx.selectFrom('permission_group').select(['version', 'update_time']).where('enterprise_id', '=', enterpriseId).where('id', '=', id)
    .forUpdate().executeTakeFirst();
  if (!group) throw notFound('permissionGroup.notFound');
  return group;
}

/** The pages a group grants, in menu-tree order, and their version (sent back with the save). */
export async function groupPages(db: Kysely<DB>, enterpriseId: number, id: number): Promise<{ pages: PageGrantInput[]; version: number }> {
  await requireGroup(db, enterpriseId, id);
  const rows = await db
    .selectFrom('permission_group_page')
    .select(['page', 'funs', 'cols'])
    .where('enterprise_id', '=', enterpriseId)
    .where('group_id', '=', id)
    .execute();
  const order = new Map(allPages().map((p, i) => [p.name, i]));
  const position = (page: string) => order.get(page) ?? Number.MAX_SAFE_INTEGER;
  return { pages: rows.map(fromRow).sort((a, b) => position(a.page) - position(b.page)), version: await partVersion(db, enterpriseId, 'permission-group-pages', id) };
}

/** Replaces everything a group grants with the given pages, after checking them against the menu tree (4220). */
export async function setGroupPages(
  db: Kysely<DB>,
  who: { enterpriseId: number; employeeId: number },
  id: number,
  pages: readonly PageGrantInput[],
  version?: number,
): Promise<void> {
  const problems = checkGrants(pages);
  if (problems) throw invalidFields(problems);
  const { enterpriseId } = who;
  await db.transaction().execute(async (tx) => {
    await lockGroup(tx, enterpriseId, id);
    await savePartVersion(tx, who, 'permission-group-pages', id, version);
    await tx.deleteFrom('permission_group_page').where('enterprise_id', '=', enterpriseId).where('group_id', '=', id).execute();
    if (pages.length > 0) {
      await tx
        .insertInto('permission_group_page')
        .values(pages.map((g) => ({ enterprise_id: enterpriseId, group_id: id, ...toRow(g) })))
        .execute();
    }
  });
}

export async function groupEmployees(db: Kysely<DB>, enterpriseId: number, id: number) {
  await requireGroup(db, enterpriseId, id);
  const list = await db
    .selectFrom('employee')
    .select(['id', 'name', 'phone', 'is_admin', 'status'])
    .where('enterprise_id', '=', enterpriseId)
    .where('permission_group_id', '=', id)
    .orderBy('id')
    .execute();
  return { list };
}

/** Puts staff into a group (each employee is in at most one). Unknown ids, or another enterprise's, answer 4004. */
export async function assignEmployees(db: Kysely<DB>, enterpriseId: number, id: number, employeeIds: readonly number[]): Promise<void> {
  await requireGroup(db, enterpriseId, id);
  const ids = [...new Set(employeeIds)];
  await db.transaction().execute(async (tx) => {
    const updated = await tx
      .updateTable('employee')
      .set({ permission_group_id: id, update_time: nowSeconds() })
      .where('enterprise_id', '=', enterpriseId)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    // All or nothing: a typo in one id must not leave half the list moved.
    if (updated.length !== ids.length) throw notFound('enterprise.employeeNotFound');
  });
}

/** Takes staff out of a group; they keep only what every employee may open until assigned again. */
export async function removeEmployees(db: Kysely<DB>, enterpriseId: number, id: number, employeeIds: readonly number[]): Promise<void> {
  await requireGroup(db, enterpriseId, id);
  await db
    .updateTable('employee')
    .set({ permission_group_id: null, update_time: nowSeconds() })
    .where('enterprise_id', '=', enterpriseId)
    .where('permission_group_id', '=', id)
    .where('id', 'in', [...new Set(employeeIds)])
    .execute();
}
