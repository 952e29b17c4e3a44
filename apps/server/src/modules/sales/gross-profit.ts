import { Decimal, amount, type BillTypeCode } from '@zf/shared';

/**
 * Gross profit of a sales document: revenue (the bill's amount before tax) less the cost its stock movements carry
 * in the ledger now (after any repost or monthly costing run). A return counts negative on both sides.
 * Margin in percent, 2 decimals; null when there is no revenue.
 */
export function grossProfit(type: BillTypeCode, revenue: string, cost: string) {
  const sign = type === 'sale-returns' ? -1 : 1;
  const r = new Decimal(revenue).mul(sign);
  const c = new Decimal(cost).mul(sign);
  const profit = r.sub(c);
  return { revenue: amount(r), cost: amount(c), gross_profit: amount(profit), gross_margin: r.isZero() ? null : amount(profit.div(r).mul(100)) };
}

/** Totals of several documents' (already signed) figures, margin recomputed on the totals. */
export function profitTotals(rows: Array<{ revenue: string; cost: string }>) {
  const revenue = rows.reduce((s, r) => s.add(r.revenue), new Decimal(0));
  const cost = rows.reduce((s, r) => s.add(r.cost), new Decimal(0));
  return grossProfit('sale-bills', amount(revenue), amount(cost));
}
