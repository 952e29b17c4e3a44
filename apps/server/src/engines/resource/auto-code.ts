import { codeRuleKey, type CodeRule, type Resource } from '@zf/shared';
import { sql } from 'kysely';
import type { DynamicDb } from '../../platform/db/dynamic-db.ts';

/** Where an enterprise keeps its own numbering rules (rule key → {prefix, digits}); the definitions hold the defaults. */
export const codeRulesSetting = 'code_rules';

/** The enterprise's rules for every auto-numbered resource: its own where set, else the definition's default. */
export async function codeRules(db: DynamicDb, enterpriseId: number, resources: readonly Resource[]): Promise<Record<string, CodeRule>> {
  const row = await db.selectFrom('enterprise_setting').select('value').where('enterprise_id', '=', enterpriseId).where('key', '=', codeRulesSetting).executeTakeFirst();
  const own = (row?.value ?? {}) as Record<string, CodeRule>;
  const defaults = Object.assign({}, ...resources.map((r) => r.autoCode?.rules ?? {})) as Record<string, CodeRule>;
  return Object.fromEntries(Object.entries(defaults).map(([key, rule]) => [key, own[key] ?? rule]));
}

/**
 * Numbers the code of records created without one (form or import): the rule's prefix and the next number after the
 * highest code of that shape the enterprise has used — in the recycle bin too, so a restored record never meets its
 * own code again. One transaction-scoped lock per enterprise and rule makes concurrent creates take turns; the
 * unique index stays the last word. `values` are the rows about to be written, changed in place.
 */
export async function fillAutoCodes(tx: DynamicDb, enterpriseId: number, resource: Resource, values: Array<Record<string, unknown>>): Promise<void> {
  const auto = resource.autoCode;
  if (!auto) return;
  const empty = values.filter((v) => v[auto.field] === undefined || v[auto.field] === null || v[auto.field] === '');
  if (!empty.length) return;
  const rules = await codeRules(tx, enterpriseId, [resource]);
  const byKey = new Map<string, Array<Record<string, unknown>>>();
  for (const v of empty) {
    const key = codeRuleKey(resource.name, auto, v);
    if (rules[key]) byKey.set(key, [...(byKey.get(key) ?? []), v]);
  }
  for (const [key, rows] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const { prefix, digits } = rules[key]!;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${enterpriseId}:${key}`}))`.execute(tx);
    const pattern = `^${prefix}[0-9]+$`;
    const { rows: [top] } = await sql<{ n: string | null }>`
      SELECT max(substr(${sql.ref(auto.field)}, ${prefix.length + 1})::numeric)::text AS n
      FROM ${sql.table(resource.table)}
      WHERE enterprise_id = ${enterpriseId} AND ${sql.ref(auto.field)} ~ ${pattern}`.execute(tx);
    let next = BigInt(top?.n ?? '0');
    for (const v of rows) {
      next += 1n;
      v[auto.field] = `${prefix}${String(next).padStart(digits, '0')}`;
    }
  }
}
