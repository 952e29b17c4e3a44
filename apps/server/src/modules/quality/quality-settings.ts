import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { QualitySettingsBodySchema } from '@zf/shared';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';

/** The enterprise's quality switches (enterprise_setting `quality`): the contract's body, its defaults filling what is not stored. */
export const QualitySettings = QualitySettingsBodySchema;
export type QualitySettings = z.infer<typeof QualitySettings>;
const key = 'quality';

export async function qualitySettings(db: Kysely<DB>, enterpriseId: number): Promise<QualitySettings> {
  const row = await db.selectFrom('enterprise_setting').select('value').where('enterprise_id', '=', enterpriseId).where('key', '=', key).executeTakeFirst();
  const parsed = QualitySettings.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : QualitySettings.parse({});
}

/** Saves the switches; the warehouses named must be the enterprise's. */
export async function saveQualitySettings(db: Kysely<DB>, enterpriseId: number, settings: QualitySettings): Promise<QualitySettings> {
  const ids = [settings.inspection_warehouse_id, settings.reject_warehouse_id].filter(Boolean);
  const found = ids.length ? await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute() : [];
  const have = new Set(found.map((w) => w.id));
  const fields: Record<string, 'quality.warehouseMissing'> = {};
  if (settings.inspection_warehouse_id && !have.has(settings.inspection_warehouse_id)) fields.inspection_warehouse_id = 'quality.warehouseMissing';
  if (settings.reject_warehouse_id && !have.has(settings.reject_warehouse_id)) fields.reject_warehouse_id = 'quality.warehouseMissing';
  if (Object.keys(fields).length) throw invalidFields(fields);
  await db.insertInto('enterprise_setting').values({ enterprise_id: enterpriseId, key, value: JSON.stringify(settings) })
    .onConflict((c) => c.columns(['enterprise_id', 'key']).doUpdateSet({ value: JSON.stringify(settings) })).execute();
  return settings;
}
