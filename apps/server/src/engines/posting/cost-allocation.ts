import { Decimal, amount } from '@zf/shared';
import type { StockPosting } from './stock-posting.ts';

/**
 * Splits a value (2 dp) into parts in proportion to the weights, to the cent, so the parts add up to the value
 * exactly (largest remainder: every part is first rounded towards zero, the cents left over go to the parts that lost
 * the most). All-zero weights split equally. Used by assemblies and splits: the products together take exactly what
 * the components cost.
 */
export function allocateCost(total: string, weights: string[]): string[] {
  if (!weights.length) return [];
  const positive = weights.map((w) => Decimal.max(new Decimal(w), 0));
  const sumW = positive.reduce((s, w) => s.add(w), new Decimal(0));
  const shares = sumW.isZero() ? positive.map(() => new Decimal(1)) : positive;
  const sumShares = shares.reduce((s, w) => s.add(w), new Decimal(0));
  const cents = new Decimal(total).mul(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const sign = cents.isNegative() ? -1 : 1;
  const absCents = cents.abs();
  const exact = shares.map((w) => absCents.mul(w).div(sumShares));
  const floors = exact.map((e) => e.floor());
  let left = absCents.sub(floors.reduce((s, f) => s.add(f), new Decimal(0))).toNumber();
  const order = exact.map((e, i) => ({ i, r: e.sub(floors[i]!) })).sort((a, b) => b.r.comparedTo(a.r) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = floors[i]!.add(1);
    left -= 1;
  }
  return floors.map((f) => amount(f.mul(sign).div(100)));
}

/**
 * A posting whose value the ledger only knows once earlier postings of the same call are costed: `costOf` (a
 * transfer's stock-in takes its stock-out's cost) or `costShare` (an assembly's product takes its share of what the
 * components cost). Returns the posting with its amount filled in.
 */
export function resolveCost(p: StockPosting, index: number, posted: Array<{ amount: string } | undefined>): StockPosting {
  const costOf = (i: number) => posted[i]?.amount ?? refuse(index, i);
  if (p.costOf !== undefined) return { ...p, amount: costOf(p.costOf) };
  if (p.costShare) {
    const total = p.costShare.sources.reduce((s, i) => s.add(costOf(i)), new Decimal(0));
    return { ...p, amount: allocateCost(amount(total), p.costShare.weights)[p.costShare.part] ?? '0.00' };
  }
  return p;
}

function refuse(index: number, source: number): never {
  throw new Error(`posting ${index} takes its cost from posting ${source}, which must come before it`);
}
