import { billMetaOf, type Language, type ReportDimension } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Master-data tables whose `name` labels a group key, by dimension (ids of the enterprise's own rows). */
const named: Partial<Record<ReportDimension, string>> = {
  product: 'product', category: 'product_category', brand: 'brand', partner: 'partner', salesperson: 'employee',
  department: 'department', warehouse: 'warehouse', account: 'settlement_account', money_category: 'expense_category',
};

const ageLabels: Record<string, Record<Language, string>> = {
  age_0_30: { 'zh-CN': '0-30 天', 'en-US': '0-30 days' },
  age_31_90: { 'zh-CN': '31-90 天', 'en-US': '31-90 days' },
  age_91_180: { 'zh-CN': '91-180 天', 'en-US': '91-180 days' },
  age_181_365: { 'zh-CN': '181-365 天', 'en-US': '181-365 days' },
  age_over_365: { 'zh-CN': '365 天以上', 'en-US': 'Over 365 days' },
};
const none: Record<Language, string> = { 'zh-CN': '（无）', 'en-US': '(none)' };

/**
 * What a group key is called on screen: the name of the product (with its code), partner, employee … of the
 * enterprise; a bill type's title; a time key or a document as it is. Key '0' (no department, no brand …) reads
 * "(none)". One query per dimension for the keys of one page.
 */
export async function groupLabels(db: Kysely<DB>, enterpriseId: number, language: Language, dim: ReportDimension, keys: readonly string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (keys.includes('0')) labels.set('0', none[language]);
  const table = named[dim];
  if (table) {
    const ids = keys.filter((k) => k !== '0').map(Number).filter((n) => Number.isInteger(n) && n > 0);
    if (ids.length) {
      const label = dim === 'product' ? sql`CASE WHEN code = '' THEN name ELSE code || ' ' || name END` : sql`name`;
      const { rows } = await sql<{ id: number; label: string }>`SELECT id, ${label} AS label FROM ${sql.table(table)}
        WHERE enterprise_id = ${enterpriseId} AND id = ANY(${ids}::integer[])`.execute(db);
      for (const r of rows) labels.set(String(r.id), r.label);
    }
  } else if (dim === 'bill_type') {
    for (const k of keys) { const meta = billMetaOf(k); if (meta) labels.set(k, meta.label[language]); }
  } else if (dim === 'age') {
    for (const k of keys) if (ageLabels[k]) labels.set(k, ageLabels[k][language]);
  }
  for (const k of keys) if (!labels.has(k)) labels.set(k, k);
  return labels;
}
