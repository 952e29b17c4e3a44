import type { ResourceHooks } from '../engines/resource/index.ts';
import { dynamicDb } from '../platform/db/dynamic-db.ts';
import { invalidFields } from '../platform/http/app-error.ts';

/**
 * A rule for resources that hold one row per pair of refs (a customer's agreement price per product, a product's
 * place on a shelf): a second row for the same pair is refused on `reportOn` with 4220 'field.duplicate' — in the form
 * and in an import row alike — before the table's unique index would answer with a bare conflict. An update is
 * judged by the pair it leaves behind. The table and columns are arguments, so the query goes through the dynamic
 * door (platform/db/dynamic-db.ts).
 */
export function uniquePair(table: string, [first, second]: [string, string], reportOn: string): Required<Pick<ResourceHooks, 'beforeWrite'>> {
  return {
    async beforeWrite(tx, enterpriseId, values, before) {
      let same = dynamicDb(tx).selectFrom(table).select('id').where('enterprise_id', '=', enterpriseId)
        .where(first, '=', Number(values[first] ?? before?.[first]))
        .where(second, '=', Number(values[second] ?? before?.[second]));
      if (before) same = same.where('id', '!=', Number(before.id));
      if (await same.limit(1).executeTakeFirst()) throw invalidFields({ [reportOn]: 'field.duplicate' });
    },
  };
}
