import { sql, type Kysely } from 'kysely';
import type { DB } from './db/schema.ts';
import { nowSeconds } from './db/types.ts';

/**
 * Fixed-window counter in the database, shared by every server process. `hit` counts one attempt and says
 * whether the caller is still within `limit` for the current window.
 */
export async function hit(db: Kysely<DB>, key: string, windowSeconds: number, limit: number): Promise<boolean> {
  const windowStart = Math.floor(nowSeconds() / windowSeconds) * windowSeconds;
  const row = await db
    .insertInto('rate_limit')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  return row.count <= limit;
}

/** Counts without adding: used to refuse a login before checking the password once failures reached the limit. */
export async function count(db: Kysely<DB>, key: string, windowSeconds: number): Promise<number> {
  const windowStart = Math.floor(nowSeconds() / windowSeconds) * windowSeconds;
  const row = await db
    .selectFrom('rate_limit')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '=', windowStart)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function pruneRateLimits(db: Kysely<DB>, olderThanSeconds = 86_400): Promise<void> {
  await db.deleteFrom('rate_limit').where('window_start', '<', nowSeconds() - olderThanSeconds).execute();
}
