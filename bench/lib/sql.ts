import { performance } from 'node:perf_hooks';
import pg from 'pg';

/** A plain node-postgres connection for baselines and checks (not the app's pool). */
export async function connect(url: string): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

/** Seconds one query takes, its rows fetched by the client. */
export async function timed(c: pg.Client, text: string, values: unknown[] = []): Promise<{ seconds: number; rows: number }> {
  const t0 = performance.now();
  const r = await c.query(text, values);
  return { seconds: (performance.now() - t0) / 1000, rows: r.rowCount ?? r.rows.length };
}
