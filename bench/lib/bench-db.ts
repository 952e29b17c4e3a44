import pg from 'pg';

/**
 * The PostgreSQL server the benchmark uses: DATABASE_URL when set (its server; the bench makes its own database
 * there and never writes into the named one), else the local server at 127.0.0.1:5432.
 */
export const adminUrl = (): string => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(database: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${database}`;
  return u.toString();
}

async function withAdmin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl() });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** A fresh database named after the moment (or the given one, created when missing). Answers whether it was new. */
export async function ensureBenchDatabase(name?: string): Promise<{ name: string; url: string; created: boolean }> {
  const database = name ?? `zf_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`bench database names are lower-case letters, digits and _: ${database}`);
  const created = await withAdmin(async (c) => {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount) return false;
    await c.query(`CREATE DATABASE ${database}`);
    return true;
  });
  return { name: database, url: urlFor(database), created };
}

export async function dropBenchDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The server's version string and the settings that decide write throughput, for the results' _meta. */
export async function serverFacts(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const facts: Record<string, string> = { version: (await c.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v };
    for (const name of ['shared_buffers', 'synchronous_commit', 'max_parallel_workers_per_gather', 'work_mem']) {
      facts[name] = (await c.query<{ v: string }>(`SELECT current_setting('${name}') AS v`)).rows[0]!.v;
    }
    return facts;
  } finally {
    await c.end();
  }
}
