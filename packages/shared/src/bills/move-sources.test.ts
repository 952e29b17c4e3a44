import { describe, expect, it } from 'vitest';
import { findPage, routePath } from '../menu-tree/index.ts';
import { billMetaOf } from './bill-meta.ts';
import { sourceHref, sourcePageOf, sourceTypeLabel } from './move-sources.ts';

describe('stock movement sources', () => {
  it('product costing rows are labelled 产品成本核算 / Product cost accounting and open that page on their period', () => {
    expect([sourceTypeLabel('product-costing', 'zh-CN'), sourceTypeLabel('product-costing', 'en-US')]).toEqual(['产品成本核算', 'Product cost accounting']);
    expect(sourcePageOf('product-costing')).toBe('productCostAccounting');
    expect(sourceHref('product-costing', 7, 'CBHS-2026-11')).toBe(`${routePath(findPage('productCostAccounting')!)}?period=2026-11`);
  });
  it('documents keep their own label and page; an unknown type shows as it is, without a link', () => {
    expect(sourceTypeLabel('production-picks', 'zh-CN')).toBe(billMetaOf('production-picks')!.label['zh-CN']);
    expect(sourceHref('production-picks', 12, 'SCLL-1')).toBe(`${routePath(findPage(billMetaOf('production-picks')!.page)!)}?id=12`);
    expect([sourceTypeLabel('nothing-such', 'en-US'), sourceHref('nothing-such', 1)]).toEqual(['nothing-such', undefined]);
  });
});
