import type { ApiClient } from '../lib/api-client.ts';
import { inParallel } from './enterprise.ts';
import type { PlannedBill } from './trading-plan.ts';

/**
 * Posts documents the way a busy back office does in bulk: creates them (POST /bills/:type), then approves them with
 * the batch review (POST /bills/:type/batch-audit, 50 a request), which posts each one through the posting engine in
 * its own transaction. Fewer round trips than one audit call per bill, same ledger code. Throws on any refusal.
 * Answers the number of stock movements posted (one per line).
 */
export async function postBills(admin: ApiClient, bills: readonly PlannedBill[], concurrency = 4): Promise<number> {
  const created = await inParallel(bills, concurrency, async (bill) => ({ type: bill.type, id: (await admin.must<{ id: number }>('POST', `/bills/${bill.type}`, bill.body)).id }));
  const batches: Array<{ type: string; ids: number[] }> = [];
  for (const type of new Set(created.map((c) => c.type))) {
    const ids = created.filter((c) => c.type === type).map((c) => c.id);
    for (let i = 0; i < ids.length; i += 50) batches.push({ type, ids: ids.slice(i, i + 50) });
  }
  await inParallel(batches, concurrency, async ({ type, ids }) => {
    const { results } = await admin.must<{ results: Array<{ id: number; code: number; msg?: string }> }>('POST', `/bills/${type}/batch-audit`, { ids, action: 'audit' });
    const refused = results.find((r) => r.code !== 2000);
    if (refused) throw new Error(`audit of ${type} ${refused.id} refused: ${refused.code} ${refused.msg}`);
  });
  return bills.reduce((n, b) => n + b.body.lines.length, 0);
}
