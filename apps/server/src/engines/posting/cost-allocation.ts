import { Decimal, amount } from '@zf/shared';
import { linkValue, type CostLinkKindName, type LinkSource } from './cost-links.ts';
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

/** A link a posting is valued by: sources are indexes of earlier postings of the same call, or movement ids. */
export interface PostingLink {
  kind: CostLinkKindName;
  sourceIndexes: number[];
  sourceIds: string[];
  weights: string[];
  part: number;
}

/** Earlier movements a posting follows (`costFollows`): a return's source line's live movements, with their dates. */
export type FollowedMoves = Map<number, Array<LinkSource & { id: string; date: string }>>;

/**
 * A posting whose value the ledger only knows once other movements are costed: `costOf` (a transfer's stock-in takes
 * its stock-out's cost), `costShare` (an assembly's product takes its share of what the components cost) or
 * `costFollows` (a return takes its source line's unit cost). Returns the posting with its amount filled in by the
 * link kind's own function (cost-links.ts), and the link to record so that reposts keep it so. A return dated before
 * a movement of its source keeps the amount it was given and no link (links only point forward in posting order).
 */
export function resolveCost(p: StockPosting, index: number, posted: Array<LinkSource | undefined>, followed: FollowedMoves = new Map()): { posting: StockPosting; link?: PostingLink } {
  const source = (i: number) => posted[i] ?? refuse(index, i);
  if (p.costOf !== undefined) {
    const link: PostingLink = { kind: 'transfer', sourceIndexes: [p.costOf], sourceIds: [], weights: [], part: 0 };
    return { posting: { ...p, amount: linkValue(link, [source(p.costOf)], p) }, link };
  }
  if (p.costShare) {
    const link: PostingLink = { kind: 'conversion', sourceIndexes: p.costShare.sources, sourceIds: [], weights: p.costShare.weights, part: p.costShare.part };
    return { posting: { ...p, amount: linkValue(link, p.costShare.sources.map(source), p) }, link };
  }
  if (p.costFollows) {
    const moves = followed.get(p.costFollows.lineId) ?? [];
    if (!moves.length || moves.some((m) => m.date > p.date)) return { posting: p };
    const link: PostingLink = { kind: p.costFollows.kind, sourceIndexes: [], sourceIds: moves.map((m) => m.id), weights: [], part: 0 };
    return { posting: { ...p, amount: linkValue(link, moves, p) }, link };
  }
  return { posting: p };
}
function refuse(index: number, source: number): never {
  throw new Error(`posting ${index} takes its cost from posting ${source}, which must come before it`);
}
