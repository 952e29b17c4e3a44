import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * CPU time actually spent, read from /proc (Linux; undefined elsewhere): what a request costs the app server and the
 * database, whatever else the machine is doing. Wall-clock figures on a shared machine move with its load; these do
 * much less, so they show where the time goes.
 */
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux

export function processCpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  } catch {
    return undefined;
  }
}

/** Total CPU of the PostgreSQL backends connected to the database (when the server runs on this machine). */
export async function databaseCpuMs(databaseUrl: string): Promise<Map<number, number> | undefined> {
  const host = new URL(databaseUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1', ''].includes(host)) return undefined;
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const cpu = new Map<number, number>();
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== undefined) cpu.set(pid, ms);
    }
    return cpu;
  } finally {
    await c.end();
  }
}

/** Measures the app server's and the database's CPU over `work` (backends that ended meanwhile are not counted). */
export async function cpuOf<T>(serverPid: number, databaseUrl: string, work: () => Promise<T>): Promise<{ result: T; serverMs?: number; databaseMs?: number }> {
  const server0 = processCpuMs(serverPid);
  const db0 = await databaseCpuMs(databaseUrl);
  const result = await work();
  const server1 = processCpuMs(serverPid);
  const db1 = await databaseCpuMs(databaseUrl);
  let databaseMs: number | undefined;
  if (db0 && db1) {
    databaseMs = 0;
    for (const [pid, ms] of db1) databaseMs += ms - (db0.get(pid) ?? 0);
  }
  return { result, serverMs: server0 !== undefined && server1 !== undefined ? server1 - server0 : undefined, databaseMs };
}
