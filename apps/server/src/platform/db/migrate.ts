import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema.ts';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/**
 * Applies every `NNNN_name.sql` file of src/migrations not yet recorded, in name order, each in its own
 * transaction. An advisory lock makes concurrent starts of several app servers safe.
 */
export async function migrate(db: Kysely<DB>): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(727274)`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migration (name TEXT PRIMARY KEY, applied_time BIGINT NOT NULL)`.execute(conn);
      const done = new Set(
        (await sql<{ name: string }>`SELECT name FROM schema_migration`.execute(conn)).rows.map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const text = await readFile(path.join(migrationsDir, file), 'utf8');
        await conn.transaction().execute(async (tx) => {
          await sql.raw(text).execute(tx);
          await sql`INSERT INTO schema_migration (name, applied_time) VALUES (${file}, ${Math.floor(Date.now() / 1000)})`.execute(tx);
        });
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(727274)`.execute(conn);
    }
  });
  return applied;
}
