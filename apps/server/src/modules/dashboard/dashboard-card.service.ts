import { dashboardCards as allCards } from '@zf/shared';
import type { ColumnType, Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/** Table of migration 0405, declared beside its only user. */
export interface DashboardCardTable {
  enterprise_id: number;
  employee_id: number;
  cards: ColumnType<string[], string[], string[]>;
  update_time: ColumnType<string | number, number, number>;
}
declare module '../../platform/db/schema.ts' {
  interface DB {
    dashboard_card: DashboardCardTable;
  }
}

/** Every card (trade tab, then report tab): the contract's list. */
export { allCards };

/** The cards this employee shows, in their order: every card until they chose. */
export async function listCards(db: Kysely<DB>, tenant: TenantContext): Promise<string[]> {
  const row = await db.selectFrom('dashboard_card').select('cards')
    .where('enterprise_id', '=', tenant.enterpriseId).where('employee_id', '=', tenant.employeeId).executeTakeFirst();
  return row ? row.cards.filter((c) => allCards.includes(c)) : [...allCards];
}

/** Replaces the employee's choice (repeats dropped). One unknown card answers 4220 and keeps the old choice. */
export async function saveCards(db: Kysely<DB>, tenant: TenantContext, cards: string[]): Promise<string[]> {
  const unique = [...new Set(cards)];
  if (!unique.every((c) => allCards.includes(c))) throw invalidFields({ cards: 'dashboard.unknownCard' });
  const row = { enterprise_id: tenant.enterpriseId, employee_id: tenant.employeeId, cards: unique, update_time: nowSeconds() };
  await db.insertInto('dashboard_card').values(row)
    .onConflict((oc) => oc.columns(['enterprise_id', 'employee_id']).doUpdateSet({ cards: unique, update_time: row.update_time }))
    .execute();
  return unique;
}
