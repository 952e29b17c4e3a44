import { shippedPrintTemplates } from '@zf/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { seedFinanceDefaults } from '../finance/index.ts';
import { SystemGroup } from './employee-status.ts';

/** Base units every enterprise starts with (auto-parts and general trading). */
export const defaultUnits = ['个', '件', '套', '台', '箱', '盒', '瓶', '升', '千克', '米', '对', '只'];

/** Settings a new enterprise starts with; later features read them with these defaults. */
export const defaultSettings: Record<string, unknown> = {
  allow_negative_stock: false,
  acceptance_days: 15, // SPEC §9: auto sign-off acceptance default 15 days
  amount_decimals: 2,
  quantity_decimals: 4,
  price_decimals: 6,
};

export interface SeededDefaults {
  adminGroupId: number;
  staffGroupId: number;
  warehouseId: number;
}

/**
 * Seeds what a new enterprise needs on day one: permission groups, base units, a default warehouse, settings, and
 * the finance basics (base currency, chart of accounts), the shipped print templates.
 * Runs inside the enterprise-creation transaction.
 */
export async function seedEnterpriseDefaults(tx: Transaction<DB>, enterpriseId: number): Promise<SeededDefaults> {
  const now = nowSeconds();
  const groups = await tx
    .insertInto('permission_group')
    .values([
      { enterprise_id: enterpriseId, name: SystemGroup.admin, remark: 'Administrators: every page and function', is_system: true, grants_all: true, create_time: now, update_time: now },
      { enterprise_id: enterpriseId, name: SystemGroup.staff, remark: 'Staff: home and personal centre until granted more', is_system: true, create_time: now, update_time: now },
    ])
    .returning(['id', 'name'])
    .execute();
  await tx
    .insertInto('unit')
    .values(defaultUnits.map((name, i) => ({ enterprise_id: enterpriseId, name, sort: i + 1, create_time: now, update_time: now })))
    .execute();
  const warehouse = await tx
    .insertInto('warehouse')
    .values({ enterprise_id: enterpriseId, name: '默认仓库', code: 'CK001', is_default: 1, create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('enterprise_setting')
    .values(Object.entries(defaultSettings).map(([key, value]) => ({ enterprise_id: enterpriseId, key, value: JSON.stringify(value) })))
    .execute();
  await seedFinanceDefaults(tx, enterpriseId);
  // The shipped print templates (送货单(无价格)): rows of the enterprise's own, never a kind's default.
  await tx.insertInto('print_template').values(shippedPrintTemplates.map((p) => ({
    enterprise_id: enterpriseId, kind: p.kind, name: p.name, is_default: false, paper: JSON.stringify(p.paper), layout: JSON.stringify(p.layout), create_time: now, update_time: now,
  }))).execute();
  return {
    adminGroupId: groups.find((g) => g.name === SystemGroup.admin)!.id,
    staffGroupId: groups.find((g) => g.name === SystemGroup.staff)!.id,
    warehouseId: warehouse.id,
  };
}

/** The id of a system group of an enterprise (null if it is gone). */
export async function systemGroupId(tx: Transaction<DB>, enterpriseId: number, name: string): Promise<number | null> {
  const g = await tx
    .selectFrom('permission_group')
    .select('id')
    .where('enterprise_id', '=', enterpriseId)
    .where('name', '=', name)
    .where('is_system', '=', true)
    .executeTakeFirst();
  return g?.id ?? null;
}
