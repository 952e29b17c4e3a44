import { describe, expect, it } from 'vitest';
import { requirementOf } from './requirement.ts';

const p = (over: Partial<Parameters<typeof requirementOf>[0]> = {}) => ({ min_stock: '10', max_stock: '50', purchase_price: '2.5', stock_qty: '4', on_order: '0', ...over });

describe('purchase requirement of one product', () => {
  it('below the minimum: buy up to the maximum', () => {
    expect(requirementOf(p())).toMatchObject({ below_min: true, expected_qty: '4.0000', suggested_qty: '46.0000', suggested_amount: '115.00' });
  });
  it('open purchase orders count: enough on order means nothing to buy', () => {
    expect(requirementOf(p({ on_order: '6' }))).toMatchObject({ below_min: false, suggested_qty: '0.0000' });
    expect(requirementOf(p({ on_order: '5.5' }))).toMatchObject({ below_min: true, suggested_qty: '40.5000' });
  });
  it('no maximum (or one below the minimum): fill to the minimum; negative stock needs more', () => {
    expect(requirementOf(p({ max_stock: '0', stock_qty: '-2' }))).toMatchObject({ below_min: true, suggested_qty: '12.0000' });
  });
  it('no minimum: never suggested', () => {
    expect(requirementOf(p({ min_stock: '0', stock_qty: '0' }))).toMatchObject({ below_min: false, suggested_qty: '0.0000' });
  });
});
