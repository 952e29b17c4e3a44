import { amount } from '@zf/shared';
import { dec, unitCostOf } from './cost-state.ts';

/** One movement of a product in the month being costed, any warehouse, as the monthly average sees it. */
export interface MonthMove {
  id: string;
  direction: 'in' | 'out';
  qty: string;
  /** The movement's current (provisional or fixed) amount. */
  amount: string;
  /**
   * Priced by the run: issues the method costs, both sides of transfers, and reversals of such movements. Any other
   * movement states its own cost (receipts, returns at their original cost) and feeds the month's pool.
   */
  priced: boolean;
}

export interface MonthPricing {
  /** The month's average unit cost, 6 dp; null when the pool holds no positive quantity (nothing to average). */
  unitCost: string | null;
  /** New amount of every priced movement, 2 dp. */
  amounts: Map<string, string>;
}

/**
 * Monthly weighted average (月末一次加权平均) over all warehouses of one product:
 *   unit cost = (opening value + Σ fixed receipts − Σ fixed issues) / (opening qty + the same quantities),
 * and every priced movement moves qty × that cost (rounded to the cent from the exact fraction, so equal quantities
 * always get equal amounts and a reversal cancels its original exactly). Transfers are priced on both sides at the
 * same cost, so they neither add to nor take from the pool: goods moved between warehouses keep their value.
 */
export function priceMonth(opening: { qty: string; value: string }, moves: MonthMove[]): MonthPricing {
  let poolQty = dec(opening.qty);
  let poolValue = dec(opening.value);
  for (const m of moves) {
    if (m.priced) continue;
    const sign = m.direction === 'in' ? 1 : -1;
    poolQty = poolQty.add(dec(m.qty).mul(sign));
    poolValue = poolValue.add(dec(m.amount).mul(sign));
  }
  const amounts = new Map<string, string>();
  if (!poolQty.gt(0)) return { unitCost: null, amounts };
  for (const m of moves) if (m.priced) amounts.set(m.id, amount(dec(m.qty).mul(poolValue).div(poolQty)));
  return { unitCost: unitCostOf(poolValue.toString(), poolQty.toString()), amounts };
}
