import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';

/** Callbacks waiting for their transaction's commit, keyed by the transaction object the work was handed. */
const waiting = new WeakMap<object, Array<() => void>>();

/**
 * A transaction whose work can ask for something to happen once it has committed (`afterCommit`): waking the
 * background repost, for one, which would find the ledger still locked — and skip it — if woken inside. Nothing runs
 * after a rollback. A callback's error is the caller's business no more: it is swallowed, the commit stands.
 */
export async function transactionWithHooks<T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  const hooks: Array<() => void> = [];
  const result = await db.transaction().execute((tx) => {
    waiting.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) {
    try {
      hook();
    } catch {
      // A post-commit nicety (a wake-up) must not turn a committed request into an error.
    }
  }
  return result;
}

/**
 * Runs `hook` after `tx` commits. In a transaction not opened by `transactionWithHooks` there is no commit to wait
 * for here, so the hook is dropped: use it only for what something else also does eventually (the job runner's poll).
 */
export function afterCommit(tx: Kysely<DB>, hook: () => void): void {
  waiting.get(tx)?.push(hook);
}
