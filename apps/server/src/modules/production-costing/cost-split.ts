import { Decimal, amount } from '@zf/shared';

/**
 * How an order's costs of a period (opening WIP + this period's material, labour and overhead) split between the
 * goods received in the period and the work still in process (PRODUCTION.md §2 "Completed vs WIP"). Pure, so the
 * property test can throw any figures at it.
 */
export type CollectionMethod = 'order' | 'material' | 'equivalent';
export const collectionMethods = ['order', 'material', 'equivalent'] as const;

export interface CostItems { material: Decimal; labour: Decimal; overhead: Decimal }
export const zeroItems = (): CostItems => ({ material: new Decimal(0), labour: new Decimal(0), overhead: new Decimal(0) });
export const itemsTotal = (i: CostItems) => i.material.add(i.labour).add(i.overhead);
export const subItems = (a: CostItems, b: CostItems): CostItems => ({ material: a.material.sub(b.material), labour: a.labour.sub(b.labour), overhead: a.overhead.sub(b.overhead) });
export const addItems = (a: CostItems, b: CostItems): CostItems => ({ material: a.material.add(b.material), labour: a.labour.add(b.labour), overhead: a.overhead.add(b.overhead) });

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
 * - `material` (在产品按所耗直接材料成本计价): WIP keeps material only; labour and overhead go to the receipts.
 * - `equivalent` (约当产量法): material, issued at the start, by received ÷ (received + WIP qty); labour and overhead by
 *   received ÷ (received + WIP qty × completion %).
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
      return done({ material, labour: new Decimal(0), overhead: new Decimal(0) });
    case 'material':
      return done({ material, labour: total.labour, overhead: total.overhead });
    case 'equivalent': {
      const units = received.add(equivalentUnits);
      return done({
        material: share(total.material, received, received.add(wipQty)),
        labour: share(total.labour, received, units),
        overhead: share(total.overhead, received, units),
      });
    }
  }
}

/**
 * Splits `total` over weights to the cent: each part rounded, the last weighted part takes the remainder, so the parts
 * always add up to the total (an allocation leaves its pool at exactly zero).
 */
export function allocate(total: Decimal, weights: Decimal[]): Decimal[] {
  const sum = weights.reduce((s, w) => s.add(w), new Decimal(0));
  if (sum.lte(0)) return weights.map(() => new Decimal(0));
  const last = weights.reduce((at, w, i) => (w.gt(0) ? i : at), -1);
  let left = total;
  return weights.map((w, i) => {
    if (i === last) return left;
    const part = new Decimal(amount(total.mul(w).div(sum)));
    left = left.sub(part);
    return part;
  });
}
