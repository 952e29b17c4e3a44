import { Decimal, amount, settlementSide, type DecimalInput, type OpenItemList } from '@zf/shared';

/** A document that can still be cleared, as GET /receivables/open-items lists it (the shared contract's row). */
export type OpenItem = OpenItemList['list'][number];

/** Clears the oldest documents first, each up to its open amount, until `budget` is used up. */
export function allocateOldestFirst(items: OpenItem[], budget: DecimalInput): Record<number, string> {
  let left = new Decimal(budget);
  const out: Record<number, string> = {};
  for (const item of [...items].sort((a, b) => a.bill_date.localeCompare(b.bill_date) || a.id - b.id)) {
    if (left.lte(0)) break;
    const take = Decimal.min(left, item.open_amount);
    if (take.gt(0)) out[item.id] = amount(take);
    left = left.sub(take);
  }
  return out;
}

/**
 * 自动核销: a receipt or payment clears the oldest open documents with its own amount; a verification bill clears as
 * much as both sides have open (the smaller side entirely), oldest first on each side.
 */
export function autoAllocate(items: OpenItem[], moneyTotal: DecimalInput | null): Record<number, string> {
  if (moneyTotal !== null) return allocateOldestFirst(items, moneyTotal);
  const receivable = items.filter((i) => settlementSide(i.type) === 'receivable');
  const payable = items.filter((i) => settlementSide(i.type) === 'payable');
  const open = (list: OpenItem[]) => list.reduce((s, i) => s.add(i.open_amount), new Decimal(0));
  const both = Decimal.min(open(receivable), open(payable));
  return { ...allocateOldestFirst(receivable, both), ...allocateOldestFirst(payable, both) };
}

/** Σ of the amounts cleared on one side (or on all rows when no side is given). */
export function clearedOn(items: OpenItem[], cleared: Record<number, string>, side?: 'receivable' | 'payable'): Decimal {
  return items
    .filter((i) => !side || settlementSide(i.type) === side)
    .reduce((s, i) => s.add(cleared[i.id] && !Number.isNaN(Number(cleared[i.id])) ? cleared[i.id]! : 0), new Decimal(0));
}
