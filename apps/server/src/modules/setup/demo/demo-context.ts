import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';

/** What each area's demo seeder is given: the two demo enterprises and the demo user. */
export interface DemoContext {
  db: Kysely<DB>;
  userId: number;
  /** The trading company (auto parts, moving weighted average). */
  tradingId: number;
  /** The small manufacturer (raw materials and finished goods). */
  manufacturerId: number;
}
