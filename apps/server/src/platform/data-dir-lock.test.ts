import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';
import { currentOwner, ownerState, processStart, type LockOwner } from './lock-owner.ts';

/** The data-dir lock (issue 11 item 5): a dead owner's lock is taken over at once, a live owner's never. */
const dirs: string[] = [];
const releases: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const release of releases.splice(0)) await release();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const dataDir = async () => {
  const d = await mkdtemp(path.join(os.tmpdir(), 'zf-lock-'));
  dirs.push(d);
  return d;
};
const lock = async (dir: string) => {
  const release = await lockDataDir(dir, { heartbeatMs: 60_000 });
  releases.push(release);
  return release;
};
/** A lock left behind by an owner as given (what a kill -9 leaves), its heartbeat `ageMs` old. */
async function leftLock(dir: string, owner: LockOwner | undefined, ageMs = 0) {
  const lockDir = path.join(dir, '.lock');
  await mkdir(lockDir);
  if (owner) await writeFile(path.join(lockDir, 'owner.json'), JSON.stringify(owner));
  const then = new Date(Date.now() - ageMs);
  await utimes(lockDir, then, then);
}
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;
const timed = async (fn: () => Promise<unknown>) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};

describe('the owner of a lock', () => {
  it('is alive while its process runs, gone when the pid has exited, was reused, or the machine rebooted; unknown on another host', () => {
    const self = currentOwner();
    expect(self.start).toMatch(/^\d+$/);
    expect(processStart(process.pid)).toBe(self.start);
    expect(ownerState(self)).toBe('alive');
    expect(ownerState({ ...self, pid: deadPid() })).toBe('gone');
    expect(ownerState({ ...self, start: String(Number(self.start) + 1) })).toBe('gone');
    expect(ownerState({ ...self, boot: 'another-boot' })).toBe('gone');
    expect(ownerState({ ...self, host: 'another-host' })).toBe('unknown');
  });
});

describe('locking the data directory', () => {
  it('refuses a second lock while the first is held, and allows one after release', async () => {
    const dir = await dataDir();
    const release = await lock(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`Another Zhangfang server is already using the data directory ${dir} (process ${process.pid} on ${os.hostname()})`);
    await release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
    await lock(dir);
  });

  it('takes over at once the fresh lock of a process that is gone (kill -9), of a reused pid and of another boot', async () => {
    const self = currentOwner();
    for (const owner of [{ ...self, pid: deadPid() }, { ...self, start: '1' }, { ...self, boot: 'before-reboot' }]) {
      const dir = await dataDir();
      await leftLock(dir, owner);
      const ms = await timed(() => lock(dir));
      expect(ms).toBeLessThan(1000);
    }
  });

  it('judges an owner on another host, or a lock without an owner, by its heartbeat: refused while fresh, taken over when stale', async () => {
    const foreign = { ...currentOwner(), host: 'other-host', pid: 4242 };
    const fresh = await dataDir();
    await leftLock(fresh, foreign, 1000);
    await expect(lockDataDir(fresh)).rejects.toThrow('(process 4242 on other-host)');
    const stale = await dataDir();
    await leftLock(stale, foreign, 20_000);
    await lock(stale);
    const ownerless = await dataDir();
    await leftLock(ownerless, undefined, 1000);
    await expect(lockDataDir(ownerless)).rejects.toThrow('Another Zhangfang server');
    const ownerlessStale = await dataDir();
    await leftLock(ownerlessStale, undefined, 20_000);
    await lock(ownerlessStale);
  });

  it('lets exactly one of several starters take over a dead lock at the same moment', async () => {
    const dir = await dataDir();
    await leftLock(dir, { ...currentOwner(), pid: deadPid() });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dir, { heartbeatMs: 60_000 })));
    const won = results.filter((r) => r.status === 'fulfilled');
    for (const r of won) releases.push((r as PromiseFulfilledResult<() => Promise<void>>).value);
    expect(won.length).toBe(1);
    expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason.message).slice(0, 26))).toEqual(Array(7).fill('Another Zhangfang server i'));
  });
});
