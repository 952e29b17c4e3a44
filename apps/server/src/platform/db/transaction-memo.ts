import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/**
 * What a transaction has already read and will not see change before it ends: the ledger settings, the accounts a
 * voucher checks. A bill saved, approved and vouchered in one request asks for them two or three times (save, approval,
 * voucher); each ask was a round trip (docs/performance.md, "Where the time went"). Kept per transaction object, so it
 * is gone with the transaction; outside a transaction nothing is kept, because another request may change the rows
 * between two reads. A writer of such rows in a transaction calls `forgetInTransaction` for its key.
 */
const memos = new WeakMap<object, Map<string, Promise<unknown>>>();

export function memoInTransaction<T>(tx: Kysely<DB>, key: string, load: () => Promise<T>): Promise<T> {
  if (!tx.isTransaction) return load();
  let byKey = memos.get(tx);
  if (!byKey) memos.set(tx, (byKey = new Map()));
  const known = byKey.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  byKey.set(key, loading);
  // A failed read is not remembered: the next ask tries again (and most likely fails the same way, as it should).
  loading.catch(() => byKey.delete(key));
  return loading;
}

export function forgetInTransaction(tx: Kysely<DB>, key: string): void {
  memos.get(tx)?.delete(key);
}
