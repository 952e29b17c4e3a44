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

/** The accounts of the given codes (missing codes are absent from the map). */
export async function subjectsByCode(tx: Kysely<DB>, enterpriseId: number, codes: readonly string[]): Promise<Map<string, SubjectFacts>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  const rows = await tx
    .selectFrom('account_subject as s')
    .select(['s.id', 's.code', 's.name', 's.direction', 's.status', 's.aux_types'])
    .select((eb) => eb.not(eb.exists(eb.selectFrom('account_subject as c').select('c.id').whereRef('c.enterprise_id', '=', 's.enterprise_id').whereRef('c.parent_code', '=', 's.code'))).as('leaf'))
    .where('s.enterprise_id', '=', enterpriseId)
    .where('s.code', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.code, { ...r, leaf: Boolean(r.leaf) }]));
}
