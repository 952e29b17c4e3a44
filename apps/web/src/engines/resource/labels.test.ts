import { describe, expect, it } from 'vitest';
import { oneOf } from './labels.ts';

describe('a resource named as the one record a form edits', () => {
  it('puts the English head noun in the singular, lower case', () => {
    const en = (label: string) => oneOf(label, 'en-US');
    expect(['Products', 'Vehicle brands', 'Product categories', 'Shelves', 'Work addresses', 'Bills of materials', 'Units', 'Logistics companies', 'Currencies'].map(en))
      .toEqual(['product', 'vehicle brand', 'product category', 'shelf', 'work address', 'bill of materials', 'unit', 'logistics company', 'currency']);
    expect(en('BOM templates')).toBe('BOM template');
  });

  it('leaves Chinese as it is', () => {
    expect(oneOf('商品', 'zh-CN')).toBe('商品');
  });
});
