import { describe, expect, it } from 'vitest';
import { changeRows, logResourceOptions } from './log-changes.ts';

describe('enterprise log change rows', () => {
  it('reads the engine’s [before, after] pairs', () => {
    expect(changeRows('partners', { contact: ['王建国', '王建军'], sort: [1, null] }, 'zh-CN')).toEqual([
      { field: 'contact', before: '王建国', after: '王建军' }, { field: 'sort', before: '1', after: '' },
    ]);
  });

  it('reads link changes ({added, removed}) without failing, and other shapes as the new value', () => {
    expect(changeRows('vehicle-models', { products: { added: [3, 4], removed: [] } }, 'zh-CN')).toEqual([{ field: 'products', before: '', after: '3, 4' }]);
    expect(changeRows('x', { count: 12 }, 'en-US')).toEqual([{ field: 'count', before: '', after: '12' }]);
  });

  it('names a permission group’s pages by their titles in the reader’s language', () => {
    expect(changeRows('permission-groups', { pages: ['brandList', 'goodsList,unknownPage'] }, 'en-US')).toEqual([{ field: 'pages', before: 'Brands', after: 'Product list、unknownPage' }]);
  });

  it('offers every resource and the other writers of the log', () => {
    const options = logResourceOptions('en-US').map((o) => o.label);
    expect(options).toEqual(expect.arrayContaining(['Products', 'Staff', 'Permission groups', 'Enterprise information']));
  });
});
