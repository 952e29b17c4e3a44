import { randomInt } from 'node:crypto';
import type { Language } from '@zf/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { SessionUser } from '../../platform/tenancy/context.ts';
import { AccountType, EmployeeStatus } from './employee-status.ts';
import { enterpriseDisplayName, versionNameIn } from './enterprise-display.ts';
import { seedEnterpriseDefaults } from './enterprise-defaults.ts';
import { assertVersion, logChange } from '../../engines/resource/index.ts';

export interface NewEnterprise {
  name: string;
  type: number;
  alias_name?: string;
  org_name?: string;
  stock_accounting_method?: number;
  version_name?: string;
  expired_time?: number;
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** An enterprise code people can type to ask to join: 'E' + 6 digits, unique. */
async function newEnterpriseCode(tx: Transaction<DB>): Promise<string> {
  for (;;) {
    const code = `E${randomInt(100_000, 1_000_000)}`;
    if (!(await tx.selectFrom('enterprise').select('id').where('code', '=', code).executeTakeFirst())) return code;
  }
}

/**
 * Creates an enterprise with its defaults; the creator becomes its admin (master account). Two creations that
 * draw the same code at the same moment: the unique key refuses one, which simply tries again.
 */
export async function createEnterprise(db: Kysely<DB>, userId: number, input: NewEnterprise): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((tx) => insertEnterprise(tx, userId, input));
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 5) throw e;
    }
  }
}

async function insertEnterprise(tx: Transaction<DB>, userId: number, input: NewEnterprise): Promise<number> {
  const now = nowSeconds();
  const user = await tx.selectFrom('app_user').select(['name', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
  const { id } = await tx
    .insertInto('enterprise')
    .values({
      code: await newEnterpriseCode(tx),
      name: input.name,
      type: input.type,
      alias_name: input.alias_name ?? '',
      org_name: input.org_name ?? '',
      stock_accounting_method: input.stock_accounting_method ?? 1,
      version_name: input.version_name ?? '标准版',
      expired_time: input.expired_time ?? now + 365 * 86_400,
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { adminGroupId } = await seedEnterpriseDefaults(tx, id);
  await tx
    .insertInto('employee')
    .values({
      enterprise_id: id, user_id: userId, name: user.name, phone: user.phone, is_admin: true, account_type: AccountType.master,
      status: EmployeeStatus.active, permission_group_id: adminGroupId, create_time: now, update_time: now,
    })
    .execute();
  return id;
}

/** A user's enterprises (active memberships) and the join requests still waiting for an answer. */
export async function myEnterprises(db: Kysely<DB>, user: SessionUser) {
  const rows = await db
    .selectFrom('employee as e')
    .innerJoin('enterprise as x', 'x.id', 'e.enterprise_id')
    .select(['x.id', 'x.name', 'x.type', 'x.org_name', 'x.alias_name', 'e.is_admin', 'e.status'])
    .where('e.user_id', '=', user.userId)
    .where('e.status', 'in', [EmployeeStatus.active, EmployeeStatus.pending])
    .orderBy('x.id')
    .execute();
  const active = rows.filter((r) => r.status === EmployeeStatus.active);
  return {
    list: active.map((r) => ({
      enterprise_id: r.id, name: r.name, display_name: enterpriseDisplayName(r), is_admin: r.is_admin, is_current: r.id === user.currentEnterpriseId,
    })),
    pending: rows.filter((r) => r.status === EmployeeStatus.pending).map((r) => ({ enterprise_id: r.id, name: enterpriseDisplayName(r) })),
  };
}

/**
 * Makes an enterprise the session's current one (later calls act in it) and remembers it for the next login.
 * Only an enterprise where the user is an active employee; anything else is "not found" (4004), whether it
 * exists or not.
 */
export async function selectEnterprise(db: Kysely<DB>, user: SessionUser, enterpriseId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const member = await tx
      .selectFrom('employee')
      .select('id')
      .where('enterprise_id', '=', enterpriseId)
      .where('user_id', '=', user.userId)
      .where('status', '=', EmployeeStatus.active)
      .executeTakeFirst();
    if (!member) throw notFound('enterprise.notFound');
    await tx.updateTable('user_session').set({ enterprise_id: enterpriseId }).where('id', '=', user.sessionId).execute();
    await tx.updateTable('app_user').set({ last_enterprise_id: enterpriseId, update_time: nowSeconds() }).where('id', '=', user.userId).execute();
  });
}

/** Enterprise info of API.md, with the name to show (SPEC §3) and the enterprise code others join with. */
export async function enterpriseInfo(db: Kysely<DB>, enterpriseId: number, language: Language = 'zh-CN') {
  const e = await db.selectFrom('enterprise').selectAll().where('id', '=', enterpriseId).executeTakeFirst();
  if (!e) throw notFound('enterprise.notFound');
  return {
    enterprise_id: e.id,
    code: e.code,
    type: e.type,
    name: e.name,
    org_name: e.org_name,
    alias_name: e.alias_name,
    display_name: enterpriseDisplayName(e),
    version_info: { name: versionNameIn(e.version_name, language), expired_time: Number(e.expired_time) },
    stock_accounting_method: e.stock_accounting_method,
    locked_account: e.locked_account,
    version: e.version,
  };
}

/** Renames the enterprise; the enterprise log keeps who changed which name from what. */
export async function updateEnterpriseInfo(
  db: Kysely<DB>,
  who: { enterpriseId: number; employeeId: number },
  { version, ...input }: { name?: string; org_name?: string; alias_name?: string; version?: number },
): Promise<void> {
  const { enterpriseId } = who;
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Record<'name' | 'org_name' | 'alias_name', string>;
  await db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('enterprise').select(['name', 'org_name', 'alias_name', 'version', 'update_time']).where('id', '=', enterpriseId).forUpdate().executeTakeFirstOrThrow();
    await assertVersion(tx, { enterpriseId, resource: 'enterprise', recordId: enterpriseId, version: before.version, updateTime: before.update_time }, version);
    await tx.updateTable('enterprise').set({ ...set, update_time: nowSeconds() }).where('id', '=', enterpriseId).execute();
    const changes = Object.fromEntries(Object.entries(set).filter(([k, v]) => before[k as keyof typeof before] !== v).map(([k, v]) => [k, [before[k as keyof typeof before], v] as const]));
    if (Object.keys(changes).length) {
      await logChange(tx, { enterpriseId, employeeId: who.employeeId, resource: 'enterprise', recordId: enterpriseId, action: 'update', changes, summary: set.name ?? before.name });
    }
  });
}
