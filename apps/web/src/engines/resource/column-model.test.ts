import { describe, expect, it } from 'vitest';
import { brandResource, productResource } from '@zf/shared';
import { arrangeColumns, listableKeys, moveColumn, shownByDefault, toStored, withheldColumns } from './column-model.ts';

describe('columns a list offers', () => {
  it('start with the definition list columns, then the other fields and the times; never a password or parent', () => {
    expect(listableKeys(brandResource)).toEqual(['name', 'logo', 'sort', 'remark', 'create_time', 'update_time']);
    const product = listableKeys(productResource);
    // The product list leads with the photo thumbnail; the video is offered but starts hidden.
    expect(product.slice(0, 4)).toEqual(['img_urls', 'code', 'name', 'spec']);
    expect(shownByDefault(productResource, 'img_urls')).toBe(true);
    expect(product).toContain('video_url');
    expect(shownByDefault(productResource, 'video_url')).toBe(false);
    expect(shownByDefault(productResource, 'brand_id')).toBe(true);
  });
});

describe('column rights (SPEC §6)', () => {
  it('withhold a column the page lists but the user may not see, refs by their display key', () => {
    const perm = { fun: [], all_col: ['code', 'purchase_price', 'brand_name', 'sale_price'], cols: ['code', 'sale_price'] };
    expect([...withheldColumns(productResource, perm)].sort()).toEqual(['brand_id', 'purchase_price']);
  });
  it('withhold nothing when the page has no column set', () => {
    expect(withheldColumns(brandResource, { fun: [], all_col: [], cols: [] }).size).toBe(0);
  });
});

describe('the user arrangement', () => {
  const available = ['name', 'logo', 'sort', 'remark', 'update_time'];
  const isDefault = (k: string) => k !== 'update_time';
  it('is the definition order and defaults when nothing is stored', () => {
    expect(arrangeColumns(available, isDefault, null).filter((c) => c.visible).map((c) => c.key)).toEqual(['name', 'logo', 'sort', 'remark']);
  });
  it('survives a round trip through storage: order and hidden columns', () => {
    let cols = arrangeColumns(available, isDefault, null);
    cols = moveColumn(cols, 'sort', -1);
    cols = cols.map((c) => (c.key === 'logo' ? { ...c, visible: false } : c));
    const again = arrangeColumns(available, isDefault, JSON.parse(JSON.stringify(toStored(cols))));
    expect(again).toEqual(cols);
    expect(again.filter((c) => c.visible).map((c) => c.key)).toEqual(['name', 'sort', 'remark']);
  });
  it('drops columns that no longer exist and appends new ones with their default', () => {
    const stored = { order: ['remark', 'gone', 'name'], hidden: ['name'] };
    expect(arrangeColumns(['name', 'remark', 'fresh', 'update_time'], isDefault, stored)).toEqual([
      { key: 'remark', visible: true }, { key: 'name', visible: false }, { key: 'fresh', visible: true }, { key: 'update_time', visible: false },
    ]);
  });
  it('does not move past either end', () => {
    const cols = arrangeColumns(available, isDefault, null);
    expect(moveColumn(cols, 'name', -1)).toBe(cols);
    expect(moveColumn(cols, 'update_time', 1)).toBe(cols);
  });
});
