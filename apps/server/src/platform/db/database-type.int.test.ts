import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../testing/test-db.ts';
import type { ColumnKind, ColumnSpec } from './column-spec.ts';
import type { Database } from './connect.ts';
import { tableColumns } from './table-columns.ts';

/**
 * The central DB type against the migrated schema (issue 13 item 4): tsc holds schema*.ts and table-columns.ts
 * together; this holds table-columns.ts and the migrations together. Every table and column, its nullability and its
 * type family. A migration that adds a table or a column nobody typed fails here, naming it.
 */
let database: Database;
beforeAll(async () => { database = await freshDatabase(); });
afterAll(async () => { await database?.close(); });

/** The kind word of a column as information_schema describes it (see column-spec.ts). */
function kindOf(dataType: string, udtName: string): ColumnKind {
  if (dataType === 'ARRAY') return 'array';
  switch (udtName) {
    case 'int2': case 'int4': return 'int';
    case 'int8': return 'int8';
    case 'numeric': return 'numeric';
    case 'text': case 'varchar': case 'bpchar': return 'text';
    case 'date': return 'date';
    case 'bool': return 'bool';
    case 'json': case 'jsonb': return 'json';
    default: return 'other';
  }
}

async function migratedColumns(): Promise<Record<string, Record<string, ColumnSpec>>> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>`
    SELECT c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = current_schema()
    ORDER BY c.table_name, c.ordinal_position`.execute(database.db);
  const tables: Record<string, Record<string, ColumnSpec>> = {};
  for (const r of rows) {
    const kind = kindOf(r.data_type, r.udt_name);
    (tables[r.table_name] ??= {})[r.column_name] = r.is_nullable === 'YES' ? `${kind}?` : kind;
  }
  return tables;
}

/** Every difference between the migrated schema and the description, one line each. */
function drift(migrated: Record<string, Record<string, ColumnSpec>>): string[] {
  const typed: Record<string, Record<string, string>> = tableColumns;
  const found: string[] = [];
  for (const table of Object.keys(migrated)) if (!typed[table]) found.push(`${table}: migrated, not in the DB type`);
  for (const table of Object.keys(typed)) if (!migrated[table]) found.push(`${table}: in the DB type, no such table`);
  for (const [table, columns] of Object.entries(migrated)) {
    const described = typed[table];
    if (!described) continue;
    for (const [column, spec] of Object.entries(columns)) {
      if (!(column in described)) found.push(`${table}.${column}: migrated (${spec}), not typed`);
      else if (described[column] !== spec) found.push(`${table}.${column}: migrated ${spec}, typed ${described[column]}`);
    }
    for (const column of Object.keys(described)) if (!(column in columns)) found.push(`${table}.${column}: typed, no such column`);
  }
  return found;
}

describe('the central database type', () => {
  it('describes every migrated table, column, nullability and type family, and nothing else', async () => {
    const migrated = await migratedColumns();
    expect(drift(migrated)).toEqual([]);
    expect(Object.keys(migrated)).toContain('schema_migration');
    expect(Object.keys(migrated).length).toBe(Object.keys(tableColumns).length);
  });

  it('names a column or table a migration adds that nobody typed, and a column whose type changed', async () => {
    await sql`ALTER TABLE bill ADD COLUMN untyped_probe TEXT`.execute(database.db);
    await sql`ALTER TABLE bill_line ALTER COLUMN line_no TYPE BIGINT`.execute(database.db);
    await sql`CREATE TABLE untyped_table (id INTEGER NOT NULL)`.execute(database.db);
    try {
      expect(drift(await migratedColumns())).toEqual([
        'untyped_table: migrated, not in the DB type',
        'bill.untyped_probe: migrated (text?), not typed',
        'bill_line.line_no: migrated int8, typed int',
      ]);
    } finally {
      await sql`DROP TABLE untyped_table`.execute(database.db);
      await sql`ALTER TABLE bill_line ALTER COLUMN line_no TYPE INTEGER`.execute(database.db);
      await sql`ALTER TABLE bill DROP COLUMN untyped_probe`.execute(database.db);
    }
  });
});
