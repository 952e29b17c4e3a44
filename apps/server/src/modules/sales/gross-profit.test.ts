import { describe, expect, it } from 'vitest';
import { grossProfit, profitTotals } from './gross-profit.ts';

describe('gross profit of a sales document', () => {
  it('revenue less cost, margin in percent', () => {
    expect(grossProfit('sale-bills', '75.00', '33.00')).toEqual({ revenue: '75.00', cost: '33.00', gross_profit: '42.00', gross_margin: '56.00' });
  });
  it('a return counts negative on both sides', () => {
    expect(grossProfit('sale-returns', '25.00', '11.00')).toEqual({ revenue: '-25.00', cost: '-11.00', gross_profit: '-14.00', gross_margin: '56.00' });
  });
  it('no revenue: no margin; selling below cost: negative profit', () => {
    expect(grossProfit('sale-bills', '0', '5')).toMatchObject({ gross_profit: '-5.00', gross_margin: null });
    expect(grossProfit('sale-bills', '3', '4')).toMatchObject({ gross_profit: '-1.00', gross_margin: '-33.33' });
  });
  it('totals recompute the margin on the sums', () => {
    expect(profitTotals([{ revenue: '75.00', cost: '33.00' }, { revenue: '-25.00', cost: '-11.00' }])).toEqual({ revenue: '50.00', cost: '22.00', gross_profit: '28.00', gross_margin: '56.00' });
  });
});
