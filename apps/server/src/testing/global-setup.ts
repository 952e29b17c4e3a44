import pg from 'pg';
import { openDatabase, migrate } from '../platform/db/index.ts';

/**
 * For ZF_TEST_DB=postgres: builds one migrated template database per run; every test file then gets its own
 * database cloned from it (CREATE DATABASE … TEMPLATE), so files never share rows and the run starts clean.
 * For PGlite nothing is shared: each file opens its own in-memory instance.
 */
export const adminUrl = process.env.ZF_TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup({ provide }: { provide: (key: string, value: unknown) => void }) {
  if (process.env.ZF_TEST_DB !== 'postgres') return;
  const template = `zf_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ url: urlFor(template), poolSize: 1 });
  await migrate(database.db);
  await database.close();
  provide('pgTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`zf_t_${process.pid}_%`]);
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  };
}

export function urlFor(database: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}
