import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from './testing/test-db.ts';

/** `npm start`'s server process on the embedded database: the data-dir lock and a clean Ctrl-C. */
const mainFile = path.join(import.meta.dirname, 'main.ts');
let dataDir = '';
const started: ChildProcess[] = [];

function startServer(port: number): { proc: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ZF_DATA_DIR: dataDir, ZF_MODE: 'development', LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

async function healthy(port: number, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

afterAll(async () => {
  for (const p of started) if (p.exitCode === null) p.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDbKind !== 'pglite')('the server on the embedded database', () => {
  it('holds the data dir: a second server refuses to start and says why; Ctrl-C stops cleanly and data survives', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zf-main-'));
    const first = startServer(18231);
    await healthy(18231);
    expect(first.output()).toContain('13800000000');

    const second = startServer(18232);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Zhangfang server is already using the data directory');

    first.proc.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const third = startServer(18233);
    await healthy(18233);
    expect(third.output()).not.toContain('demo data was just created');
    third.proc.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
