import { Decimal, amount, qty } from '@zf/shared';

export interface StockPosition {
  min_stock: string;
  max_stock: string;
  purchase_price: string;
  /** On hand now. */
  stock_qty: string;
  /** Ordered from suppliers (approved purchase orders) and not yet received. */
  on_order: string;
}

/**
 * What to buy for one product (purchase requirement plan): it needs buying when on hand plus on order is below its
 * minimum stock; the suggestion fills up to the maximum stock (or to the minimum when no maximum above it is set).
 */
export function requirementOf(p: StockPosition) {
  const expected = new Decimal(p.stock_qty).add(p.on_order);
  const min = new Decimal(p.min_stock);
  const max = new Decimal(p.max_stock);
  const target = max.gt(min) ? max : min;
  const belowMin = min.gt(0) && expected.lt(min);
  const suggested = belowMin ? target.sub(expected) : new Decimal(0);
  return {
    min_stock: qty(min), max_stock: qty(max), stock_qty: qty(p.stock_qty), on_order: qty(p.on_order), expected_qty: qty(expected),
    below_min: belowMin, suggested_qty: qty(suggested), suggested_amount: amount(suggested.mul(p.purchase_price)),
  };
}
