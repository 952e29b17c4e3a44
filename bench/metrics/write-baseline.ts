import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedLoop } from '../lib/load.ts';

/**
 * The database's own write capacity, pgbench-style: a transaction that updates one balance row and inserts one
 * history row, `clients` at a time. Debian's pgbench runs it when installed (C, no client cost worth mentioning);
 * otherwise node-postgres clients do the same four statements.
 */
export class WriteBaseline {
  private readonly script: string;

  private constructor(private readonly databaseUrl: string) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'zf-bench-pgbench-'));
    this.script = path.join(dir, 'balance-and-history.sql');
    writeFileSync(this.script, [
      '\\set aid random(1, 100000)',
      '\\set delta random(-5000, 5000)',
      'BEGIN;',
      'UPDATE bench.account SET balance = balance + :delta WHERE id = :aid;',
      'INSERT INTO bench.history (account_id, delta, mtime) VALUES (:aid, :delta, CURRENT_TIMESTAMP);',
      'END;',
    ].join('\n'));
  }

  static async create(databaseUrl: string): Promise<WriteBaseline> {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      await c.query('CREATE SCHEMA IF NOT EXISTS bench');
      await c.query('DROP TABLE IF EXISTS bench.account, bench.history');
      await c.query('CREATE TABLE bench.account (id INTEGER PRIMARY KEY, balance BIGINT NOT NULL DEFAULT 0, filler CHAR(84) NOT NULL DEFAULT \'\')');
      await c.query('INSERT INTO bench.account (id) SELECT generate_series(1, 100000)');
      await c.query('CREATE TABLE bench.history (id BIGINT GENERATED ALWAYS AS IDENTITY, account_id INTEGER NOT NULL, delta INTEGER NOT NULL, mtime TIMESTAMP NOT NULL)');
      await c.query('VACUUM ANALYZE bench.account');
    } finally {
      await c.end();
    }
    return new WriteBaseline(databaseUrl);
  }

  readonly tool = pgbenchAvailable() ? 'pgbench' : 'node-postgres';

  /** Transactions per second over `seconds` (pgbench counts whole seconds). */
  async run(clients: number, seconds: number): Promise<number> {
    return this.tool === 'pgbench' ? this.pgbench(clients, seconds) : this.nodeClients(clients, seconds);
  }

  private pgbench(clients: number, seconds: number): number {
    const r = spawnSync('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(Math.max(1, Math.round(seconds))), '-f', this.script, this.databaseUrl], { encoding: 'utf8' });
    const m = /tps = ([\d.]+)/.exec(r.stdout ?? '');
    if (r.status !== 0 || !m) throw new Error(`pgbench failed: ${r.stderr || r.stdout}`);
    return Number(m[1]);
  }

  private async nodeClients(clients: number, seconds: number): Promise<number> {
    const conns = await Promise.all(Array.from({ length: clients }, async () => {
      const c = new pg.Client({ connectionString: this.databaseUrl });
      await c.connect();
      return c;
    }));
    try {
      const result = await closedLoop(clients, seconds, async (i) => {
        const c = conns[i]!;
        const aid = 1 + Math.floor(Math.random() * 100_000);
        const delta = Math.floor(Math.random() * 10_001) - 5_000;
        await c.query('BEGIN');
        await c.query('UPDATE bench.account SET balance = balance + $1 WHERE id = $2', [delta, aid]);
        await c.query('INSERT INTO bench.history (account_id, delta, mtime) VALUES ($1, $2, CURRENT_TIMESTAMP)', [aid, delta]);
        await c.query('COMMIT');
      });
      return result.perSecond;
    } finally {
      await Promise.all(conns.map((c) => c.end()));
    }
  }
}

function pgbenchAvailable(): boolean {
  return spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;
}
