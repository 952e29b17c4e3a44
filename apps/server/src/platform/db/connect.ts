import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { prepareStatements } from './prepared-statements.ts';
import { installTypeParsers } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export type PGliteInstance = import('@electric-sql/pglite').PGlite;

/** The embedded database engine, loaded only when used (real PostgreSQL deployments never load its WASM). */
export async function openPglite(dir: string): Promise<PGliteInstance> {
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create(dir);
}

export interface Database {
  kind: DatabaseKind;
  db: Kysely<DB>;
  close(): Promise<void>;
}

/**
 * Opens the database: real PostgreSQL when a URL is given, else embedded PGlite in `dataDir` (or in memory when
 * dataDir is 'memory://'). Same Kysely dialect and type parsing for both; PGlite has exactly one connection.
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string; poolSize?: number; pglite?: PGliteInstance }): Promise<Database> {
  installTypeParsers();
  if (opts.url) {
    // JIT off: PostgreSQL compiles a query with LLVM whenever its estimated cost passes jit_above_cost, and our
    // heavy-looking reads (a report's live edge, estimated at 1.5 M, run in 0.3 s) paid 0.4-0.9 s of compiling for
    // nothing (bench report_sale_by_product at 10 M movements: 1.6 s → 0.75 s; docs/decisions.md "JIT off").
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 20, options: '-c jit=off' });
    prepareStatements(pool);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    await db.selectNoFrom((eb) => eb.val(1).as('ok')).execute();
    return { kind: 'postgres', db, close: () => db.destroy() };
  }
  const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
  // A given instance (the test harness keeps one per worker process) stays open when this database closes.
  const pglite = opts.pglite ?? (await openPglite(opts.pgliteDir ?? 'memory://'));
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'pglite',
    db,
    close: async () => {
      await db.destroy();
      if (!opts.pglite) await pglite.close();
    },
  };
}
