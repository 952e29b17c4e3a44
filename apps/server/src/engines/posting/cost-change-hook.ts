import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/**
 * Who follows when re-costing changed the amounts of posted stock movements (a back-dated posting's repost, the
 * background repost, the cost-link repost, the monthly cost run): the general ledger registers here to voucher the
 * cost differences of the affected bills in the same transaction. The posting engine cannot import the ledger
 * engine (that one imports the period gate from here), so the ledger registers itself on load.
 */
export type CostChangeListener = (tx: Kysely<DB>, enterpriseId: number, moveIds: readonly string[]) => Promise<void>;

const listeners = new Set<CostChangeListener>();

export function onCostsChanged(listener: CostChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function costsChanged(tx: Kysely<DB>, enterpriseId: number, moveIds: readonly string[]): Promise<void> {
  if (!moveIds.length) return;
  for (const listener of listeners) await listener(tx, enterpriseId, moveIds);
}
