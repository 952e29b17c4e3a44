import { describe, expect, it } from 'vitest';
import type { BillBodyInput } from '@zf/shared';
import type { BillForPosting } from '../../engines/bill/index.ts';
import { allocationWeights, assembly, costAdjustment, lossGainOrder, stocktake } from './operations.bills.ts';

const line = (id: number, product: number, number: string, extra: Partial<BillForPosting['lines'][number]> = {}) => ({
  id, product_id: product, warehouse_id: 1, number, price: '0', amount: '0.00', tax_amount: '0.00', source_line_id: 0, ...extra,
});
const bill = (type: string, lines: BillForPosting['lines'], allocation = 1): BillForPosting => ({
  id: 9, type, bill_sn: 'X', bill_date: '2026-11-10', partner_id: 0, store_id: 1, out_store_id: 0, in_store_id: 0, total_amount: '0', tax_amount: '0', lines, allocation,
});
const brief = (p: ReturnType<typeof stocktake.toPostings>) => p.stock!.map((s) => [s.productId, s.direction, s.qty, s.amount ?? null]);

describe('stocktake', () => {
  it('posts the difference to the books: shortage out by the method, surplus in at the book unit cost, agreement nothing', () => {
    const p = stocktake.toPostings(bill('stocktakes', [
      line(1, 5, '8', { book: { qty: '10.0000', amount: '110.00' } }),
      line(2, 6, '7', { book: { qty: '5.0000', amount: '20.00' } }),
      line(3, 7, '3', { book: { qty: '3.0000', amount: '9.00' } }),
      line(4, 8, '2', { price: '2.5', book: { qty: '0.0000', amount: '0.00' } }),
    ]));
    expect(brief(p)).toEqual([[5, 'out', '2.0000', null], [6, 'in', '2.0000', '8.00'], [8, 'in', '2.0000', '5.00']]);
  });
});

describe('loss and gain order', () => {
  it('a loss goes out by the method, a gain comes in at the current cost', () => {
    const p = lossGainOrder.toPostings(bill('loss-gain-orders', [
      line(1, 5, '1', { direction: -1 }),
      line(2, 6, '3', { direction: 1, book: { qty: '4.0000', amount: '10.00' } }),
    ]));
    expect(brief(p)).toEqual([[5, 'out', '1', null], [6, 'in', '3', '7.50']]);
  });
});

describe('assembly', () => {
  it('components go out first, products come in sharing their cost by the chosen weights', () => {
    const p = assembly.toPostings(bill('assemblies', [
      line(1, 5, '2', { direction: -1 }), line(2, 10, '1', { direction: 1, amount: '30.00', cost_share: '1' }),
      line(3, 6, '3', { direction: -1 }), line(4, 11, '2', { direction: 1, amount: '10.00', cost_share: '3' }),
    ], 2));
    expect(p.stock!.map((s) => [s.productId, s.direction, s.costShare ?? null])).toEqual([
      [5, 'out', null], [6, 'out', null],
      [10, 'in', { sources: [0, 1], weights: ['30.00', '10.00'], part: 0 }], [11, 'in', { sources: [0, 1], weights: ['30.00', '10.00'], part: 1 }],
    ]);
  });
  it('weights: by quantity, by amount (by quantity when nothing is priced), manual shares', () => {
    const products = [{ number: '1', amount: '0.00', cost_share: '1' }, { number: '2', amount: '0.00', cost_share: '3' }];
    expect(allocationWeights(1, products)).toEqual(['1', '2']);
    expect(allocationWeights(2, products)).toEqual(['1', '2']);
    expect(allocationWeights(2, [{ ...products[0]!, amount: '5.00' }, products[1]!])).toEqual(['5.00', '0.00']);
    expect(allocationWeights(3, products)).toEqual(['1', '3']);
  });
  it('asks for confirmation (6310) when allocating by amount without unit prices', () => {
    const body: BillBodyInput = { bill_date: '2026-11-10', allocation: 2, lines: [{ product_id: 1, number: '1', price: '0', direction: -1 }, { product_id: 2, number: '1', price: '0', direction: 1 }] };
    expect(assembly.confirmations!(body)).toEqual([{ code: 6310, key: 'assembly.noPrice', message: 'assembly.noPrice' }]);
    expect(assembly.confirmations!({ ...body, allocation: 1 })).toEqual([]);
  });
  it('needs a direction on every row and rows both ways', () => {
    expect(assembly.checkBody!({ bill_date: '2026-11-10', lines: [{ product_id: 1, number: '1', price: '0' }] })).toEqual({ 'lines.0.direction': 'bill.lineDirection' });
    expect(assembly.checkBody!({ bill_date: '2026-11-10', lines: [{ product_id: 1, number: '1', price: '0', direction: 1 as const }] })).toEqual({ lines: 'assembly.needsBoth' });
  });
});

describe('cost adjustment', () => {
  it('posts an amount-only receipt of new value − book value, nothing when no stock or no change', () => {
    const p = costAdjustment.toPostings(bill('cost-adjustments', [
      line(1, 5, '10', { price: '6', book: { qty: '10.0000', amount: '50.00' } }),
      line(2, 6, '1', { price: '4', book: { qty: '0.0000', amount: '0.00' } }),
      line(3, 7, '2', { price: '3', book: { qty: '2.0000', amount: '6.00' } }),
      line(4, 8, '4', { price: '1', book: { qty: '4.0000', amount: '6.00' } }),
    ]));
    expect(brief(p)).toEqual([[5, 'in', '0.0000', '10.00'], [8, 'in', '0.0000', '-2.00']]);
  });
});
