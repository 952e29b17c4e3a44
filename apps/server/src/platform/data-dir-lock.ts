import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { currentOwner, ownerState, parseOwner, type LockOwner } from './lock-owner.ts';

/**
 * Exclusive lock on the data directory: PGlite is a single-process database, so a second server on the same
 * directory must refuse to start instead of corrupting it (API.md, ZF_DATA_DIR).
 *
 * The lock is the directory `<dataDir>/.lock` (mkdir is atomic) holding `owner.json` (lock-owner.ts). A starting
 * server that finds it asks whether the owner still runs: a live one is refused at once; one that is gone (kill -9,
 * power loss) is taken over at once, not after a timeout. Only an owner on another host (a shared network directory)
 * is judged by the heartbeat: the directory's mtime, touched every `heartbeatMs`, older than `staleMs`.
 *
 * Taking over is safe against two starters at once: the taker first creates `.lock/takeover` (mkdir again: one
 * winner per lock directory), then checks that `.lock` is still the directory it judged (same inode), and only then
 * moves it aside. A loser either finds the marker or finds a new directory, and looks again.
 */
export interface LockOptions {
  staleMs?: number;
  heartbeatMs?: number;
}

const lockDirOf = (dataDir: string) => path.join(dataDir, '.lock');
const ownerFile = (lockDir: string) => path.join(lockDir, 'owner.json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const code = (e: unknown) => (e as NodeJS.ErrnoException).code;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, owner?: LockOwner) {
    const who = owner ? ` (process ${owner.pid} on ${owner.host})` : '';
    super(`Another Zhangfang server is already using the data directory ${dataDir}${who}. Stop it first, or set ZF_DATA_DIR to another directory.`);
    this.name = 'DataDirLockedError';
  }
}

export async function lockDataDir(dataDir: string, opts: LockOptions = {}): Promise<() => Promise<void>> {
  const staleMs = opts.staleMs ?? 15_000;
  const heartbeatMs = opts.heartbeatMs ?? 5_000;
  await mkdir(dataDir, { recursive: true });
  const lockDir = lockDirOf(dataDir);
  const self = currentOwner();
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await mkdir(lockDir);
    } catch (e) {
      if (code(e) !== 'EEXIST') throw e;
      const found = await inspect(lockDir, staleMs, self);
      if (found.state === 'alive') throw new DataDirLockedError(dataDir, found.owner);
      if (found.state === 'gone') await takeOver(lockDir, found.ino, staleMs);
      continue;
    }
    await writeOwner(lockDir, self);
    return holdLock(lockDir, self, heartbeatMs);
  }
  throw new DataDirLockedError(dataDir);
}

type Inspection = { state: 'alive'; owner?: LockOwner } | { state: 'gone'; ino: number } | { state: 'vanished' };

/** What holds the lock directory now. An owner file not written yet is a starter in mid-lock: alive while fresh. */
async function inspect(lockDir: string, staleMs: number, self: LockOwner): Promise<Inspection> {
  const [dirStat, text] = await Promise.all([stat(lockDir).catch(() => undefined), readFile(ownerFile(lockDir), 'utf8').catch(() => '')]);
  if (!dirStat) return { state: 'vanished' };
  const owner = parseOwner(text);
  const heartbeatStale = Date.now() - dirStat.mtimeMs > staleMs;
  const state = owner ? ownerState(owner, self) : 'unknown';
  if (state === 'gone' || (state === 'unknown' && heartbeatStale)) return { state: 'gone', ino: dirStat.ino };
  return { state: 'alive', owner };
}

/** Moves a dead owner's lock directory aside and deletes it; returns without doing so when another starter is at it. */
async function takeOver(lockDir: string, ino: number, staleMs: number): Promise<void> {
  const marker = path.join(lockDir, 'takeover');
  try {
    await mkdir(marker);
  } catch (e) {
    if (code(e) === 'ENOENT') return; // moved aside meanwhile
    if (code(e) !== 'EEXIST') throw e;
    const age = await stat(marker).then((s) => Date.now() - s.mtimeMs, () => 0);
    // A taker that died in the middle leaves its marker: clear it once it is old; otherwise let the other finish.
    if (age > staleMs) await rmdir(marker).catch(() => undefined);
    else await sleep(50);
    return;
  }
  const now = await stat(lockDir).catch(() => undefined);
  if (now?.ino !== ino) {
    // Another starter replaced the dead lock with its own between our look and our marker: leave it be.
    await rmdir(marker).catch(() => undefined);
    return;
  }
  const aside = `${lockDir}.dead-${process.pid}-${Date.now()}`;
  await rename(lockDir, aside);
  await rm(aside, { recursive: true, force: true });
}

async function writeOwner(lockDir: string, self: LockOwner): Promise<void> {
  // Written beside and renamed: a reader never sees half a file.
  const tmp = path.join(lockDir, `owner.${process.pid}.tmp`);
  await writeFile(tmp, JSON.stringify(self));
  await rename(tmp, ownerFile(lockDir));
}

/** Keeps the heartbeat going and answers the release; the lock also goes when the process exits normally. */
function holdLock(lockDir: string, self: LockOwner, heartbeatMs: number): () => Promise<void> {
  const beat = setInterval(() => {
    const now = new Date();
    void utimes(lockDir, now, now).catch(() => undefined);
  }, heartbeatMs);
  beat.unref();
  let released = false;
  const mine = () => {
    try {
      return JSON.stringify(parseOwner(readFileSync(ownerFile(lockDir), 'utf8'))) === JSON.stringify(self);
    } catch {
      return false;
    }
  };
  const releaseSync = () => {
    if (released) return;
    released = true;
    clearInterval(beat);
    if (mine()) rmSync(lockDir, { recursive: true, force: true });
  };
  process.once('exit', releaseSync);
  return async () => {
    process.removeListener('exit', releaseSync);
    releaseSync();
  };
}
