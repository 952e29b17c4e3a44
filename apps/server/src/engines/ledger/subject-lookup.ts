import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** What the voucher checks need of an account: id, whether it is a leaf, enabled, and its auxiliary kinds. */
export interface SubjectFacts {
  id: number;
  code: string;
  name: string;
  direction: number;
  status: number;
  leaf: boolean;
  aux_types: string[];
}

/**
 * Accounts found earlier in the same transaction, by enterprise and code: the voucher a bill makes on approval is
 * checked twice (built, then stored), and accounts do not change under a running posting. Codes not found are asked
 * again, since the same transaction may create them.
 */
const known = new WeakMap<object, Map<string, SubjectFacts>>();

/** The accounts of the given codes (missing codes are absent from the map). */
export async function subjectsByCode(tx: Kysely<DB>, enterpriseId: number, codes: readonly string[]): Promise<Map<string, SubjectFacts>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  let seen = tx.isTransaction ? known.get(tx) : undefined;
  if (tx.isTransaction && !seen) known.set(tx, (seen = new Map()));
  const key = (code: string) => `${enterpriseId}:${code}`;
  const found = new Map<string, SubjectFacts>();
  for (const code of unique) {
    const facts = seen?.get(key(code));
    if (facts) found.set(code, facts);
  }
  const missing = unique.filter((code) => !found.has(code));
  if (!missing.length) return found;
  const rows = await tx
    .selectFrom('account_subject as s')
    .select(['s.id', 's.code', 's.name', 's.direction', 's.status', 's.aux_types'])
    .select((eb) => eb.not(eb.exists(eb.selectFrom('account_subject as c').select('c.id').whereRef('c.enterprise_id', '=', 's.enterprise_id').whereRef('c.parent_code', '=', 's.code'))).as('leaf'))
    .where('s.enterprise_id', '=', enterpriseId)
    .where('s.code', 'in', missing)
    .execute();
  for (const r of rows) {
    const facts = { ...r, leaf: Boolean(r.leaf) };
    found.set(r.code, facts);
    seen?.set(key(r.code), facts);
  }
  return found;
}
