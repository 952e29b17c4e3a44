import { describe, expect, it } from 'vitest';
import { brandResource, partnerResource, productResource, productCategoryResource } from '@zf/shared';
import { filterKeys, recordName, rightsOf, sortableKeys } from './resource-rights.ts';

describe('the rights a screen works with', () => {
  it('follow the fixed partner type: suppliers on the supplier page with supplier_* codes', () => {
    expect(rightsOf(partnerResource, { type: 2 })).toMatchObject({ page: 'supplierList', create: 'supplier_add', remove: 'supplier_del' });
    expect(rightsOf(partnerResource, { type: 1 })).toMatchObject({ page: 'customerList', create: 'customer_add' });
    expect(rightsOf(brandResource, { type: 2 })).toBe(brandResource.permission);
  });
});

describe('list filters and sorting', () => {
  it('offer filter fields the screen does not fix and the user may see', () => {
    const keys = filterKeys(productResource, { is_draft: 0 }, new Set(['brand_id']));
    expect(keys).toContain('category_id');
    expect(keys).toContain('status');
    expect(keys).not.toContain('is_draft');
    expect(keys).not.toContain('brand_id');
    expect(filterKeys(productCategoryResource, {}, new Set())).not.toContain('parent_id');
  });
  it('sort by list columns that read in order, never by a picture or a ref id', () => {
    const keys = sortableKeys(brandResource);
    expect([...keys].sort()).toEqual(['create_time', 'name', 'sort', 'update_time']);
    expect(sortableKeys(productResource).has('brand_id')).toBe(false);
    expect(sortableKeys(productResource).has('sale_price')).toBe(true);
  });
  it('name a record in confirmations by name, else code, else id', () => {
    expect(recordName({ id: 3, name: '博世', code: 'B1' })).toBe('博世');
    expect(recordName({ id: 3, code: 'B1' })).toBe('B1');
    expect(recordName({ id: 3 })).toBe('3');
  });
});
