import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AccountType, EmployeeStatus, LockedAccount, monthOf, seedEnterpriseDefaults } from '../org/index.ts';

/** SPEC §2: the system maintenance tools belong to enterprise 91, the platform operator (ordinary ids start at 100). */
export const operatorEnterpriseId = 91;

/**
 * Development only (docs/decisions.md "Operator screens in the browser"): makes a user an operator of enterprise 91 —
 * its administrator, or a member of the administrators' group once it has one — creating the enterprise first when
 * this database has none (its defaults, books initialized this month, no expiry). No demo user becomes an operator,
 * so the demo's enterprise switcher stays as it is; a browser test makes a fresh user the operator and opens 系统维护.
 * Idempotent: a second call for the same user changes nothing.
 */
export async function joinOperatorEnterprise(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const now = nowSeconds();
    const month = monthOf();
    const made = await tx.insertInto('enterprise').values({
      id: operatorEnterpriseId, code: 'E000091', name: '账房运营', org_name: '账房运营', alias_name: '', type: 1, version_name: '运营版', expired_time: 0,
      locked_account: LockedAccount.initialized, business_period: month, finance_period: month, create_time: now, update_time: now,
    }).onConflict((c) => c.column('id').doNothing()).returning('id').executeTakeFirst();
    const adminGroup = made
      ? (await seedEnterpriseDefaults(tx, operatorEnterpriseId)).adminGroupId
      : (await tx.selectFrom('permission_group').select('id').where('enterprise_id', '=', operatorEnterpriseId).where('grants_all', '=', true).orderBy('id').executeTakeFirst())?.id ?? 0;
    const user = await tx.selectFrom('app_user').select(['name', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
    // An enterprise has one administrator: the first operator is it, later ones join the administrators' group.
    const hasAdmin = await tx.selectFrom('employee').select('id').where('enterprise_id', '=', operatorEnterpriseId).where('is_admin', '=', true).executeTakeFirst();
    await tx.insertInto('employee').values({
      enterprise_id: operatorEnterpriseId, user_id: userId, name: user.name, phone: user.phone, is_admin: !hasAdmin, account_type: hasAdmin ? AccountType.sub : AccountType.master,
      status: EmployeeStatus.active, permission_group_id: adminGroup, create_time: now, update_time: now,
    }).onConflict((c) => c.columns(['enterprise_id', 'user_id']).doNothing()).execute();
  });
}
