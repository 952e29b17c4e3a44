import { Decimal, Switch, unitPrice } from '@zf/shared';

export interface PromotionRule {
  id: number;
  /** 0: every product. */
  product_id: number;
  /** 1 fixed price, 2 discount rate on the product's sale price. */
  kind: number;
  price: string;
  discount: string;
  date_from: string;
  date_to: string;
  /** 1 enabled. */
  status: number;
}

export interface SalePriceInput {
  product_id: number;
  /** The product's own sale price. */
  sale_price: string;
  /** This customer's agreement price for the product, if any. */
  agreement_price?: string | null;
  promotions: PromotionRule[];
  /** yyyy-MM-dd: the bill date. */
  date: string;
}

export interface SalePrice {
  product_id: number;
  price: string;
  source: 'agreement' | 'promotion' | 'product';
  promotion_id: number;
  sale_price: string;
}

/**
 * The price a sales line starts with (docs/decisions.md, "Sale price lookup"):
 * 1. the customer's agreement price for the product, when there is one;
 * 2. otherwise an enabled promotion whose dates include the bill date — a rule for this product beats a rule for
 *    every product; among rules of the same reach the lowest resulting price wins, then the older rule;
 * 3. otherwise the product's sale price.
 * Prices are 6 decimals like line prices; a discount applies to the product's sale price.
 */
export function resolveSalePrice(input: SalePriceInput): SalePrice {
  const base = { product_id: input.product_id, sale_price: unitPrice(input.sale_price) };
  if (input.agreement_price !== undefined && input.agreement_price !== null) {
    return { ...base, price: unitPrice(input.agreement_price), source: 'agreement', promotion_id: 0 };
  }
  const live = input.promotions.filter((p) =>
    p.status === Switch.on && p.date_from <= input.date && input.date <= p.date_to && (p.product_id === input.product_id || p.product_id === 0));
  const reach = live.some((p) => p.product_id === input.product_id) ? live.filter((p) => p.product_id === input.product_id) : live;
  let best: { id: number; price: Decimal } | undefined;
  for (const p of [...reach].sort((a, b) => a.id - b.id)) {
    const price = p.kind === 1 ? new Decimal(p.price) : new Decimal(input.sale_price).mul(p.discount);
    if (!best || price.lt(best.price)) best = { id: p.id, price };
  }
  if (best) return { ...base, price: unitPrice(best.price), source: 'promotion', promotion_id: best.id };
  return { ...base, price: base.sale_price, source: 'product', promotion_id: 0 };
}
