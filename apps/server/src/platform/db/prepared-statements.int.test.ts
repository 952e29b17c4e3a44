import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './connect.ts';
import { freshDatabase, testDbKind } from '../../testing/test-db.ts';

// PGlite has no pool of connections to prepare on; the production pool is PostgreSQL's.
const onPostgres = it.skipIf(testDbKind !== 'postgres');

let database: Database;
beforeAll(async () => { database = await freshDatabase(); });
afterAll(async () => { await database?.close(); });

onPostgres('prepares a parameterised query once per connection and runs it again by name', async () => {
  const prepared = await database.db.connection().execute(async (db) => {
    for (let n = 0; n < 3; n++) await sql`SELECT ${n}::int + 1 AS next /* prepared once */`.execute(db);
    // Parameterless text goes by the simple protocol (multi-statement scripts need it) and is not prepared.
    await sql`SELECT 2 AS two /* not prepared */`.execute(db);
    const { rows } = await sql<{ statement: string; runs: number }>`
      SELECT statement, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE statement LIKE ${'%/*%prepared%*/'}`.execute(db);
    return rows;
  });
  expect(prepared).toEqual([{ statement: 'SELECT $1::int + 1 AS next /* prepared once */', runs: 3 }]);
});

onPostgres('a statement prepared before its table changed shape fails once, then is prepared again', async () => {
  await sql`CREATE TABLE shape_change (id int PRIMARY KEY)`.execute(database.db);
  await sql`INSERT INTO shape_change VALUES (1)`.execute(database.db);
  const select = sql<Record<string, number>>`SELECT * FROM shape_change WHERE id = ${1}`;
  const outcomes = await database.db.connection().execute(async (db) => {
    const seen: unknown[] = [(await select.execute(db)).rows[0]];
    await sql`ALTER TABLE shape_change ADD COLUMN qty int NOT NULL DEFAULT 5`.execute(db);
    for (let n = 0; n < 2; n++) seen.push(await select.execute(db).then((r) => r.rows[0], (e: Error) => e.message));
    return seen;
  });
  expect(outcomes).toEqual([{ id: 1 }, 'cached plan must not change result type', { id: 1, qty: 5 }]);
});
