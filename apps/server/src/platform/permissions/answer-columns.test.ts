import { allPages } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { declarationProblems, hiddenFields, stripFields } from './answer-columns.ts';
import { billMoney, partnerMoney, productPrices, stockMoveValue, stockValue } from './column-groups.ts';
import { PermissionSet } from './permission-set.ts';

const member = (grants: Record<string, string[] | null>) =>
  new PermissionSet(false, new Map(Object.entries(grants).map(([page, cols]) => [page, { funs: new Set<string>(), cols }])));

describe('hidden fields of a declaration', () => {
  it('hides the fields of every column no held page shows; one page showing it is enough', () => {
    const p = member({ goodsList: ['name', 'sale_price'], goodsPrice: ['purchase_price'] });
    expect([...hiddenFields(p, ['goodsList'], productPrices)].sort()).toEqual(['cost_price', 'latest_price', 'latest_purchase_price', 'old_purchase_price', 'purchase_price']);
    expect([...hiddenFields(p, ['goodsList', 'goodsPrice'], productPrices)].sort()).toEqual(['cost_price', 'latest_price']);
  });

  it('a grant of every column (null) and the admin hide nothing; a page not held hides everything', () => {
    expect(hiddenFields(member({ goodsList: null }), ['goodsList'], productPrices).size).toBe(0);
    expect(hiddenFields(PermissionSet.admin(), ['goodsList'], productPrices).size).toBe(0);
    expect(hiddenFields(member({}), ['goodsList'], { sale_price: ['price'] })).toEqual(new Set(['price']));
  });

  it('a field under two columns (profit needs cost) is hidden when either is', () => {
    const p = member({ saleBill: ['total_amount', 'gross_profit'] });
    const hidden = hiddenFields(p, ['saleBill'], billMoney);
    expect(hidden.has('gross_profit')).toBe(true);
    expect(hidden.has('total_amount')).toBe(false);
  });
});

describe('stripping an answer', () => {
  it('removes hidden fields at any depth and leaves the rest', () => {
    const data = { total_amount: '9.00', lines: [{ price: '3.000000', number: '3.0000', product: { name: 'x', price: '1' } }], totals: { total_amount: '9.00' } };
    expect(stripFields(data, new Set(['total_amount', 'price']))).toEqual({ lines: [{ number: '3.0000', product: { name: 'x' } }], totals: {} });
  });
});

describe('declarations', () => {
  it('are checked against the menu tree', () => {
    expect(declarationProblems(['goodsList'], productPrices)).toEqual([]);
    expect(declarationProblems(['goodsLists'], productPrices)).toEqual(['unknown page goodsLists', 'no page offers any of purchase_price, sale_price, cost_price']);
  });

  it('name only columns some page offers, in every column group', () => {
    const offered = new Set(allPages().flatMap((p) => p.cols.map((c) => c.key)));
    for (const group of [productPrices, stockValue, stockMoveValue, billMoney, partnerMoney]) {
      expect(Object.keys(group).filter((c) => !offered.has(c))).toEqual([]);
    }
  });
});
