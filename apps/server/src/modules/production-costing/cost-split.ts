import { Decimal, amount, productionCostMethods } from '@zf/shared';

/**
 * How an order's costs of a period (opening WIP + this period's material, labour and overhead) split between the
 * goods received in the period and the work still in process (PRODUCTION.md §2 "Completed vs WIP"). Pure, so the
 * property test can throw any figures at it.
 */
export type CollectionMethod = 'order' | 'material' | 'equivalent';
export const collectionMethods = productionCostMethods;

/** Cost items of an order (PRODUCTION.md §2): 直接材料, 直接人工, 制造费用 and 委外加工费 (outsourced operations). */
export interface CostItems { material: Decimal; labour: Decimal; overhead: Decimal; outsourcing: Decimal }
export const costItemKeys = ['material', 'labour', 'overhead', 'outsourcing'] as const;
export const zeroItems = (): CostItems => ({ material: new Decimal(0), labour: new Decimal(0), overhead: new Decimal(0), outsourcing: new Decimal(0) });
export const itemsTotal = (i: CostItems) => i.material.add(i.labour).add(i.overhead).add(i.outsourcing);
export const subItems = (a: CostItems, b: CostItems): CostItems =>
  ({ material: a.material.sub(b.material), labour: a.labour.sub(b.labour), overhead: a.overhead.sub(b.overhead), outsourcing: a.outsourcing.sub(b.outsourcing) });
export const addItems = (a: CostItems, b: CostItems): CostItems =>
  ({ material: a.material.add(b.material), labour: a.labour.add(b.labour), overhead: a.overhead.add(b.overhead), outsourcing: a.outsourcing.add(b.outsourcing) });

export interface SplitInput {
  method: CollectionMethod;
  /** Opening WIP + the period's costs, per cost item. */
  total: CostItems;
  /** Quantity received in the period, and the material value the receipts already carry (their provisional cost). */
  received: Decimal;
  provisional: Decimal;
  /** Quantity still in process at the period's end (0 once the order is finished or closed). */
  wipQty: Decimal;
  /** Completion % of that WIP (equivalent units). */
  completion: Decimal;
}
export interface Split { completed: CostItems; wip: CostItems; equivalentUnits: Decimal }

const share = (value: Decimal, part: Decimal, whole: Decimal) => (whole.lte(0) ? new Decimal(0) : new Decimal(amount(value.mul(part).div(whole))));

/**
 * - Nothing received in the period: everything stays in process.
 * - Nothing left in process (finished or closed order, or all received): the receipts take everything (order costing ⑤).
 * - `order`: an open order is work in process; its receipts keep their provisional (material) cost.
 * - `material` (在产品按所耗直接材料成本计价): WIP keeps material only; labour, overhead and outsourcing go to the receipts.
 * - `equivalent` (约当产量法): material, issued at the start, by received ÷ (received + WIP qty); labour, overhead and
 *   outsourced operations (conversion costs) by received ÷ (received + WIP qty × completion %).
 */
export function splitCosts(input: SplitInput): Split {
  const { total, received, wipQty } = input;
  const equivalentUnits = new Decimal(wipQty.mul(input.completion).div(100).toFixed(4));
  const done = (completed: CostItems): Split => ({ completed, wip: subItems(total, completed), equivalentUnits });
  if (received.lte(0)) return done(zeroItems());
  if (wipQty.lte(0)) return done(total);
  const material = Decimal.min(input.provisional, total.material);
  switch (input.method) {
    case 'order':
      return done({ material, labour: new Decimal(0), overhead: new Decimal(0), outsourcing: new Decimal(0) });
    case 'material':
      return done({ material, labour: total.labour, overhead: total.overhead, outsourcing: total.outsourcing });
    case 'equivalent': {
      const units = received.add(equivalentUnits);
      return done({
        material: share(total.material, received, received.add(wipQty)),
        labour: share(total.labour, received, units),
        overhead: share(total.overhead, received, units),
        outsourcing: share(total.outsourcing, received, units),
      });
    }
  }
}

/**
 * Splits `total` over weights to the cent: each part rounded (never beyond what is left), the last weighted part takes
 * the remainder, so the parts always add up to the total (an allocation leaves its pool at exactly zero) and none has
 * the other sign.
 */
export function allocate(total: Decimal, weights: Decimal[]): Decimal[] {
  const sum = weights.reduce((s, w) => s.add(w), new Decimal(0));
  if (sum.lte(0)) return weights.map(() => new Decimal(0));
  const last = weights.reduce((at, w, i) => (w.gt(0) ? i : at), -1);
  let left = total;
  return weights.map((w, i) => {
    if (i === last) return left;
    // Rounding up several parts could leave the last one negative (0.03 by 0.2/0.2/0.5/0.1): no part exceeds what is left.
    let part = new Decimal(amount(total.mul(w).div(sum)));
    if (part.abs().gt(left.abs())) part = left;
    left = left.sub(part);
    return part;
  });
}

/**
 * Direct labour per order (PRODUCTION.md §2): its piece wages, charged straight to it, plus its share of the rest of
 * the period's labour pool (pool − Σ piece wages) spread by `weights`. The orders' labour adds up to the pool whenever
 * some weight is positive (or nothing is left to spread).
 */
export function labourShares(pool: Decimal, piece: Decimal[], weights: Decimal[]): { allocated: Decimal[]; rest: Decimal } {
  const rest = pool.sub(piece.reduce((s, w) => s.add(w), new Decimal(0)));
  return { allocated: allocate(rest, weights), rest };
}
