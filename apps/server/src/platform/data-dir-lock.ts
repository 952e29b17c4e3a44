import { mkdir } from 'node:fs/promises';
import lockfile from 'proper-lockfile';

/**
 * Exclusive lock on the data directory: PGlite is a single-process database, so a second server on the same
 * directory must refuse to start instead of corrupting it. The lock is refreshed while we run and goes stale
 * (and is taken over) if this process dies without releasing it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 15_000, update: 5_000, retries: 0 });
  } catch (e) {
    if ((e as { code?: string }).code === 'ELOCKED') {
      throw new Error(`Another Zhangfang server is already using the data directory ${dataDir}. Stop it first, or set ZF_DATA_DIR to another directory.`);
    }
    throw e;
  }
}
