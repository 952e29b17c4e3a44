import { Decimal, amount, unitPrice } from '@zf/shared';
import { allocateCost } from './cost-allocation.ts';

/** A source movement of a link as its value is computed: quantity and current amount, both positive, and its direction. */
export interface LinkSource {
  direction: 'in' | 'out';
  qty: string;
  amount: string;
}

/** A link as stored (stock_cost_link): the kind, the source movements, and for conversions the weights and this part. */
export interface CostLink {
  kind: CostLinkKindName;
  sourceIds: string[];
  weights: string[];
  part: number;
}

/**
 * How one kind of link values its target from its sources' current amounts. Pure: the same function values the
 * target when it is posted and every time a repost re-costs a source, so a target never drifts from its sources.
 */
export interface CostLinkKind {
  value(sources: LinkSource[], target: { qty: string }, link: Pick<CostLink, 'weights' | 'part'>): string;
}

const total = (sources: LinkSource[]) => sources.reduce((s, m) => s.add(m.direction === 'out' ? m.amount : new Decimal(m.amount).neg()), new Decimal(0));

/**
 * The link kinds. A later production receipt ← material issues is one more entry here (issues minus material
 * returns, split over the receipts like a conversion), plus the posting that names its sources.
 */
export const costLinkKinds = {
  /** A transfer's stock-in takes exactly what its stock-out cost. */
  transfer: { value: (sources) => amount(total(sources)) },
  /**
   * Assemblies and splits: the products share exactly what the outgoing rows cost, by the document's weights
   * (largest remainder to the cent, allocateCost); the parts always add up to the sources.
   */
  conversion: { value: (sources, _target, link) => allocateCost(amount(total(sources)), link.weights)[link.part] ?? '0.00' },
  /**
   * A return goes back at the unit cost its source line stands at in the ledger (6 dp) × the returned quantity:
   * a sales return comes in at what the sale went out at, a purchase return leaves at what the receipt came in at.
   */
  return: {
    value: (sources, target) => {
      const quantity = sources.reduce((s, m) => s.add(m.qty), new Decimal(0));
      if (quantity.isZero()) return '0.00';
      const value = sources.reduce((s, m) => s.add(m.amount), new Decimal(0));
      return amount(new Decimal(unitPrice(value.div(quantity))).mul(target.qty));
    },
  },
} satisfies Record<string, CostLinkKind>;

export type CostLinkKindName = keyof typeof costLinkKinds;

export const isCostLinkKind = (kind: string): kind is CostLinkKindName => Object.hasOwn(costLinkKinds, kind);

/** The target's value under its link, from its sources' current amounts. */
export function linkValue(link: Pick<CostLink, 'kind' | 'weights' | 'part'>, sources: LinkSource[], target: { qty: string }): string {
  const kind: CostLinkKind = costLinkKinds[link.kind];
  return kind.value(sources, target, link);
}
