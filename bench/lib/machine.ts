import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from './node-process.ts';

/** The `_meta` of results/latest.json: which machine, which code, which sizes. */
export function machineFacts(): Record<string, unknown> {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  return {
    date: new Date().toISOString(),
    git_sha: git('rev-parse', 'HEAD'),
    git_dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpus: os.cpus().length,
    cpu_model: os.cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    load_average_at_start: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}
