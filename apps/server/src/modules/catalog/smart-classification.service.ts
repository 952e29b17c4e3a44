import { AbcClass, checkTotals100, Decimal, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { logChange, madeValues } from '../../engines/resource/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { invalidFields } from '../../platform/http/app-error.ts';
import { translate } from '../../platform/i18n/server-messages.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { classifyAbc, defaultAbcPercentages, type AbcLetter, type AbcPercentages } from './abc-classification.ts';
import { catalogDb, platformDb } from './catalog.schema.ts';

/**
 * Smart classification (SPEC §2 Product; §5: the ABC percentages must total 100 %). Sales do not exist yet, so
 * products are ranked by their stock value at the planned maximum, purchase_price × max_stock (docs/decisions.md);
 * the class is stored on the product (abc_class 1 A, 2 B, 3 C) for lists, filters and reorder rules.
 */
const settingKey = 'abc_classification';
interface Stored extends AbcPercentages { last_run_time: number; counts: Record<AbcLetter, number> }

async function stored(db: Kysely<DB>, enterpriseId: number): Promise<Stored> {
  const row = await db.selectFrom('enterprise_setting').select('value').where('enterprise_id', '=', enterpriseId).where('key', '=', settingKey).executeTakeFirst();
  return { ...defaultAbcPercentages, last_run_time: 0, counts: { A: 0, B: 0, C: 0 }, ...(row?.value as Partial<Stored> | undefined) };
}

async function store(db: Kysely<DB>, enterpriseId: number, value: Stored): Promise<void> {
  await db.insertInto('enterprise_setting').values({ enterprise_id: enterpriseId, key: settingKey, value: JSON.stringify(value) })
    .onConflict((oc) => oc.columns(['enterprise_id', 'key']).doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}

export async function abcState(db: Kysely<DB>, enterpriseId: number, language: Language) {
  return { ...(await stored(db, enterpriseId)), basis: translate(language, 'catalog.abcBasis') };
}

const twoPlaces = (v: string) => new Decimal(v).toFixed(2);

/** Saves the percentages; 4220 on all three when they do not total 100. */
export async function saveAbcPercentages(db: Kysely<DB>, enterpriseId: number, p: AbcPercentages): Promise<void> {
  const key = checkTotals100([p.a_percent, p.b_percent, p.c_percent], 'abcPercent');
  if (key) throw invalidFields({ a_percent: key, b_percent: key, c_percent: key });
  const current = await stored(db, enterpriseId);
  await store(db, enterpriseId, { ...current, a_percent: twoPlaces(p.a_percent), b_percent: twoPlaces(p.b_percent), c_percent: twoPlaces(p.c_percent) });
}

const letterValue: Record<AbcLetter, number> = { A: AbcClass.A, B: AbcClass.B, C: AbcClass.C };
const chunk = 5000;

/** Classifies every live, published product and records the class on it; returns the counts per class. */
export async function runAbcClassification(database: Kysely<DB>, tenant: Pick<TenantContext, 'enterpriseId' | 'employeeId'>): Promise<Record<AbcLetter, number>> {
  const db = catalogDb(database);
  const { enterpriseId } = tenant;
  return db.transaction().execute(async (tx) => {
    const settings = await stored(platformDb(tx), enterpriseId);
    const products = await tx.selectFrom('product')
      .select(['id', sql<string>`purchase_price * max_stock`.as('value')])
      .where('enterprise_id', '=', enterpriseId).where('deleted_time', 'is', null).where('is_draft', '=', 0)
      .execute();
    const classes = classifyAbc(products, settings);
    const counts: Record<AbcLetter, number> = { A: 0, B: 0, C: 0 };
    for (const letter of ['A', 'B', 'C'] as const) {
      const ids = products.filter((p) => classes.get(p.id) === letter).map((p) => p.id);
      counts[letter] = ids.length;
      for (let i = 0; i < ids.length; i += chunk) {
        await tx.updateTable('product').set({ abc_class: letterValue[letter] })
          .where('enterprise_id', '=', enterpriseId).where('id', 'in', ids.slice(i, i + chunk)).execute();
      }
    }
    await store(platformDb(tx), enterpriseId, { ...settings, last_run_time: nowSeconds(), counts });
    await logChange(platformDb(tx), { enterpriseId, employeeId: tenant.employeeId, resource: 'smart-classification', recordId: 0, action: 'update', changes: madeValues({ counts }), summary: `A ${counts.A} / B ${counts.B} / C ${counts.C}` });
    return counts;
  });
}
