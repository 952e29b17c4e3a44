import { Decimal, type PeriodEndSettings } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';

/** 结转损益 options of an enterprise (period_end_setting), with the defaults of a row not written yet. */
export async function periodEndSettings(db: Kysely<DB>, enterpriseId: number): Promise<PeriodEndSettings> {
  const row = await db.selectFrom('period_end_setting').select(['carry_down_split', 'carry_down_auto_post', 'surplus_reserve_rate']).where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  return {
    carry_down_split: row?.carry_down_split ?? false, carry_down_auto_post: row?.carry_down_auto_post ?? false,
    surplus_reserve_rate: new Decimal(row?.surplus_reserve_rate ?? '10').toFixed(2),
  };
}

export async function savePeriodEndSettings(db: Kysely<DB>, enterpriseId: number, values: Partial<PeriodEndSettings>): Promise<void> {
  const now = nowSeconds();
  await db.insertInto('period_end_setting').values({ enterprise_id: enterpriseId, ...values, update_time: now })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet({ ...values, update_time: now }))
    .execute();
}
