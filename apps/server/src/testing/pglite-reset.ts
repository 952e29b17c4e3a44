import type { PGliteInstance } from '../platform/db/connect.ts';

/**
 * What a freshly migrated PGlite looks like, so the next test file can get the same database back by emptying the
 * tables instead of dropping the schema and running every migration again (≈2-3 s a file on a busy machine; the
 * reset takes a fraction). `fingerprint` covers the schema and the rows migrations seed: when a file changed either
 * (a DDL test, say), the next file gets the slow, certain path.
 */
export interface MigratedSnapshot {
  fingerprint: string;
  /** Tables the reset empties: every table except the ones migrations fill. */
  emptied: string[];
  /** Every sequence's state right after the migrations. */
  sequences: { name: string; value: string; called: boolean }[];
}

/** Tables whose rows come from the migrations themselves; the fingerprint checks they are untouched. */
const seededTables = ['schema_migration', 'account_subject_template'];

const fingerprintSql = `
  SELECT md5(string_agg(x, '|' ORDER BY x)) AS f FROM (
    SELECT 'c:' || c.relname || ':' || c.relkind::text AS x FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public'
    UNION ALL SELECT 'a:' || c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT 'p:' || p.proname || ':' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
    UNION ALL SELECT 't:' || t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public'
    UNION ALL SELECT 'k:' || co.conname || ':' || md5(pg_get_constraintdef(co.oid)) FROM pg_constraint co
      JOIN pg_namespace n ON n.oid = co.connamespace WHERE n.nspname = 'public'
    UNION ALL SELECT 's:' || (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM schema_migration t)
    UNION ALL SELECT 'd:' || (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM account_subject_template t)
  ) parts`;

async function fingerprint(pglite: PGliteInstance): Promise<string> {
  return (await pglite.query<{ f: string }>(fingerprintSql)).rows[0]!.f;
}

/** Reads the snapshot of a database the migrations have just built. */
export async function takeSnapshot(pglite: PGliteInstance): Promise<MigratedSnapshot> {
  const tables = await pglite.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  const sequences = await pglite.query<{ name: string; value: string; called: boolean }>(
    `SELECT sequencename AS name, COALESCE(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
     FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return {
    fingerprint: await fingerprint(pglite),
    emptied: tables.rows.map((t) => t.name).filter((t) => !seededTables.includes(t)),
    sequences: sequences.rows,
  };
}

/**
 * Brings the database back to the snapshot: empties every table and puts every sequence where the migrations left
 * it. Answers false (and changes nothing) when the schema or the seeded rows differ from the snapshot.
 */
export async function resetToSnapshot(pglite: PGliteInstance, snapshot: MigratedSnapshot): Promise<boolean> {
  if ((await fingerprint(pglite)) !== snapshot.fingerprint) return false;
  const quoted = snapshot.emptied.map((t) => `"${t}"`).join(', ');
  const sequences = snapshot.sequences
    .map((s) => `setval('"${s.name}"', ${s.value}, ${s.called})`)
    .join(', ');
  await pglite.exec(`TRUNCATE ${quoted} RESTART IDENTITY CASCADE; SELECT ${sequences};`);
  return true;
}
