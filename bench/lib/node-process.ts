import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Where its stdout and stderr go. */
  log: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * Starts a TypeScript server script in its own Node process (so that load generator and server do not share an
 * event loop), on a free port passed as PORT, and waits until `readyPath` answers 200.
 */
export async function startNodeServer(script: string, env: Record<string, string>, readyPath: string, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const log = path.join(os.tmpdir(), `zf-bench-${path.basename(script, '.ts')}-${port}.log`);
  const out = createWriteStream(log);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: repoRoot, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  await waitReady(child, `${url}${readyPath}`, log);
  return { url, pid: child.pid!, log, stop: () => stopChild(child) };
}

async function waitReady(child: ChildProcess, url: string, log: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready; see ${log}`);
    const ok = await new Promise<boolean>((resolve) => {
      http.get(url, (res) => { res.resume(); resolve(res.statusCode === 200); }).on('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready within 120 s; see ${log}`);
}

/** SIGTERM (the server shuts down cleanly), SIGKILL after 15 s. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => { clearTimeout(force); resolve(); });
    child.kill('SIGTERM');
  });
}
