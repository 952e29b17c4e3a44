import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Who holds the data-directory lock, in terms that survive pid reuse: the host, the kernel's boot id, the pid and
 * the process's start time (clock ticks since boot, /proc/<pid>/stat field 22). A pid alone is not enough: after a
 * kill -9 and a restart (a container's pid 1, a busy machine) the same pid can belong to another process.
 */
export interface LockOwner {
  pid: number;
  host: string;
  /** /proc/sys/kernel/random/boot_id; '' where there is no /proc (then only the pid is checked). */
  boot: string;
  /** /proc/<pid>/stat start time; '' where unknown. */
  start: string;
}

const readText = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

export const bootId = (): string => readText('/proc/sys/kernel/random/boot_id').trim();

/** The start time of a process (field 22 of /proc/<pid>/stat, counted after the command name, which may hold spaces). */
export function processStart(pid: number): string {
  const stat = readText(`/proc/${pid}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? '';
}

export const currentOwner = (): LockOwner => ({ pid: process.pid, host: os.hostname(), boot: bootId(), start: processStart(process.pid) });

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but belongs to another user.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * 'gone' when the owner certainly no longer runs: same host and either another boot, no such pid, or the pid now
 * belongs to a process started at another time. 'unknown' for an owner on another host (a shared network
 * directory): only the lock's heartbeat can tell then.
 */
export function ownerState(owner: LockOwner, self: LockOwner = currentOwner()): 'alive' | 'gone' | 'unknown' {
  if (owner.host !== self.host) return 'unknown';
  if (owner.boot && self.boot && owner.boot !== self.boot) return 'gone';
  if (!pidExists(owner.pid)) return 'gone';
  const start = owner.pid === self.pid ? self.start : processStart(owner.pid);
  if (owner.start && start && start !== owner.start) return 'gone';
  return 'alive';
}

export function parseOwner(text: string): LockOwner | undefined {
  try {
    const o = JSON.parse(text) as Partial<LockOwner>;
    if (typeof o.pid === 'number' && typeof o.host === 'string' && typeof o.boot === 'string' && typeof o.start === 'string') return o as LockOwner;
  } catch {
    // A torn or foreign file: no owner.
  }
  return undefined;
}
