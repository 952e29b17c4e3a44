import { Decimal, amount, type BillMeta } from '@zf/shared';

/**
 * What a bill's lines show as done, by what is made from it: an order counts what its receipts or deliveries took
 * (done_number: "received", "shipped"); a purchase or sales bill counts only what was returned of it
 * (returned_number) — a sales bill IS the shipment, so it never shows "not shipped" nor "done 0".
 */
export function doneColumn(meta: BillMeta, metas: BillMeta[]): { field: 'done_number' | 'returned_number'; label: 'received' | 'shipped' | 'returned' } | undefined {
  const made = metas.filter((m) => m.source?.type === meta.type).map((m) => m.source!.tracks);
  if (made.includes('instore')) return { field: 'done_number', label: 'received' };
  if (made.includes('outstore')) return { field: 'done_number', label: 'shipped' };
  if (made.includes('return')) return { field: 'returned_number', label: 'returned' };
  return undefined;
}

export interface StockMove { id: string; bill_line_id: number | null; direction: 1 | -1; qty: string; unit_cost: string; amount: string }
export interface StockMoves { list: StockMove[]; totals: { in_amount: string; out_amount: string } }

/**
 * The ledger's cost of each line of a stock document (GET /bills/:type/:id/stock-moves): a transfer line moved out
 * of one warehouse and into another at the same cost, so its cost is the move out; other lines have one move.
 * A line the ledger did not move (a stocktake line that matched the books) has no cost.
 */
export function lineCosts(moves: StockMove[], transfer: boolean): Map<number, { unit_cost: string; amount: string; direction: 1 | -1 }> {
  const byLine = new Map<number, { unit_cost: string; amount: string; direction: 1 | -1 }>();
  for (const m of moves) {
    if (m.bill_line_id === null || (transfer && m.direction === 1)) continue;
    const seen = byLine.get(m.bill_line_id);
    byLine.set(m.bill_line_id, seen
      ? { ...seen, amount: amount(new Decimal(seen.amount).add(m.amount)) }
      : { unit_cost: m.unit_cost, amount: amount(m.amount), direction: m.direction });
  }
  return byLine;
}

/** The cost totals a stock document's header shows, by what the document does. */
export function costTotals(meta: BillMeta, totals: StockMoves['totals']): Array<{ key: string; value: string }> {
  if (meta.store === 'transfer') return [{ key: 'transferCost', value: totals.out_amount }];
  if (meta.fields?.includes('allocation')) return [{ key: 'consumedCost', value: totals.out_amount }, { key: 'madeCost', value: totals.in_amount }];
  return [{ key: 'gainCost', value: totals.in_amount }, { key: 'lossCost', value: totals.out_amount }];
}
