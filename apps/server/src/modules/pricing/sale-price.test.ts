import { describe, expect, it } from 'vitest';
import { resolveSalePrice, type PromotionRule } from './sale-price.ts';

const promo = (over: Partial<PromotionRule>): PromotionRule => ({
  id: 1, product_id: 5, kind: 1, price: '0', discount: '1', date_from: '2026-11-01', date_to: '2026-11-30', status: 1, ...over,
});
const input = (over: Partial<Parameters<typeof resolveSalePrice>[0]> = {}) => ({ product_id: 5, sale_price: '100', promotions: [], date: '2026-11-10', ...over });

describe('the price a sales line starts with', () => {
  it('is the product sale price when nothing else applies', () => {
    expect(resolveSalePrice(input())).toEqual({ product_id: 5, price: '100.000000', source: 'product', promotion_id: 0, sale_price: '100.000000' });
  });
  it('an agreement price beats a promotion, even a cheaper one', () => {
    expect(resolveSalePrice(input({ agreement_price: '95', promotions: [promo({ price: '80' })] }))).toMatchObject({ price: '95.000000', source: 'agreement' });
  });
  it('a promotion applies only inside its dates and while enabled', () => {
    const promotions = [promo({ id: 1, price: '80', date_to: '2026-11-09' }), promo({ id: 2, price: '85', status: 0 }), promo({ id: 3, kind: 2, discount: '0.9' })];
    expect(resolveSalePrice(input({ promotions }))).toMatchObject({ price: '90.000000', source: 'promotion', promotion_id: 3 });
    expect(resolveSalePrice(input({ promotions, date: '2026-11-09' }))).toMatchObject({ price: '80.000000', promotion_id: 1 });
    expect(resolveSalePrice(input({ promotions, date: '2026-12-01' }))).toMatchObject({ price: '100.000000', source: 'product' });
  });
  it('both ends of the date range are inclusive', () => {
    const promotions = [promo({ price: '70', date_from: '2026-11-10', date_to: '2026-11-10' })];
    expect(resolveSalePrice(input({ promotions }))).toMatchObject({ price: '70.000000', source: 'promotion' });
  });
  it('a rule for the product beats a rule for every product; the lowest price wins among rules of one reach', () => {
    const promotions = [promo({ id: 1, product_id: 0, kind: 2, discount: '0.5' }), promo({ id: 2, price: '90' }), promo({ id: 3, price: '88' }), promo({ id: 4, product_id: 6, price: '1' })];
    expect(resolveSalePrice(input({ promotions }))).toMatchObject({ price: '88.000000', promotion_id: 3 });
    expect(resolveSalePrice(input({ promotions: [promotions[0]!, promotions[3]!] }))).toMatchObject({ price: '50.000000', promotion_id: 1 });
  });
  it('equal prices go to the older rule; discounts keep 6 decimals', () => {
    const promotions = [promo({ id: 9, price: '33.333333' }), promo({ id: 4, kind: 2, discount: '0.3333' })];
    expect(resolveSalePrice(input({ promotions, sale_price: '100.0001' }))).toMatchObject({ price: '33.330033', promotion_id: 4 });
    expect(resolveSalePrice(input({ promotions: [promo({ id: 9, price: '50' }), promo({ id: 4, price: '50' })] }))).toMatchObject({ promotion_id: 4 });
  });
});
