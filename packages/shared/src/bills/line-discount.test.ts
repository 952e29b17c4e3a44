import { describe, expect, it } from 'vitest';
import { discountedLine, lineDiscountProblem } from './line-discount.ts';

describe('line discount', () => {
  it('a rate takes the gross × rate to the cent off; gross = amount + discount on the line', () => {
    expect(discountedLine({ price: '33.33', number: '3', discount_rate: '0.1' })).toEqual({ gross: '99.99', discount_amount: '10.00', amount: '89.99' });
    expect(discountedLine({ price: '12.5', number: '8', discount_rate: '0.15' })).toEqual({ gross: '100.00', discount_amount: '15.00', amount: '85.00' });
    // 5 % of 0.10 is half a cent, which rounds up.
    expect(discountedLine({ price: '0.1', number: '1', discount_rate: '0.05' })).toEqual({ gross: '0.10', discount_amount: '0.01', amount: '0.09' });
  });
  it('an amount alone is taken off as it is; neither leaves the gross', () => {
    expect(discountedLine({ price: '45', number: '4', discount_amount: '12.5' })).toEqual({ gross: '180.00', discount_amount: '12.50', amount: '167.50' });
    expect(discountedLine({ price: '45', number: '4' })).toEqual({ gross: '180.00', discount_amount: '0.00', amount: '180.00' });
    expect(discountedLine({ price: '45', number: '4', discount_rate: '0', discount_amount: '' })).toEqual({ gross: '180.00', discount_amount: '0.00', amount: '180.00' });
  });
  it('a rate and the amount it makes agree; another amount, or a discount above the gross, is refused', () => {
    expect(lineDiscountProblem({ price: '33.33', number: '3', discount_rate: '0.1', discount_amount: '10.00' })).toBeUndefined();
    expect(lineDiscountProblem({ price: '33.33', number: '3', discount_rate: '0.1', discount_amount: '9.99' })).toEqual({ field: 'discount_amount', message: 'bill.discountMismatch' });
    expect(lineDiscountProblem({ price: '10', number: '2', discount_amount: '20.01' })).toEqual({ field: 'discount_amount', message: 'bill.discountTooLarge' });
    expect(lineDiscountProblem({ price: '10', number: '2', discount_amount: '20' })).toBeUndefined();
    expect(lineDiscountProblem({ price: '10', number: '2', discount_rate: '1' })).toBeUndefined();
  });
});
