import { describe, expect, it } from 'vitest';
import { findPage, type PageNode } from '@zf/shared';
import { editorTree, grantsOf, setColumns, setFunctions, toggleSystem, togglePage, toPages, visibleColumns } from './grant-model.ts';

const goodsList = findPage('goodsList') as PageNode;

describe('the permission-group editor', () => {
  it('offers menu pages and action entries, never pages everyone has or hidden pages', () => {
    const names = editorTree().flatMap((s) => s.pages.map((p) => p.name));
    expect(names).toContain('goodsList');
    expect(names).toContain('brandList');
    expect(names).not.toContain('downloadTask');
    expect(names).not.toContain('goodsHistoryPrice');
    expect(names).not.toContain('setupCenter');
  });

  it('grants a page with every function and every column (null) when it is turned on', () => {
    const g = togglePage({}, goodsList, true);
    expect(g.goodsList!.funs).toContain('goods_add');
    expect(g.goodsList!.cols).toBeNull();
    expect(togglePage(g, goodsList, false)).toEqual({});
  });

  it('keeps the columns a group may not see: the purchase price withheld is saved as an explicit list', () => {
    let g = togglePage({}, goodsList, true);
    const all = visibleColumns(g.goodsList, goodsList);
    g = setColumns(g, goodsList, all.filter((k) => k !== 'purchase_price'));
    expect(g.goodsList!.cols).not.toContain('purchase_price');
    expect(g.goodsList!.cols!.length).toBe(all.length - 1);
    g = setColumns(g, goodsList, all);
    expect(g.goodsList!.cols).toBeNull();
  });

  it('saves only the functions left ticked, pages in menu order', () => {
    let g = togglePage({}, findPage('brandList') as PageNode, true);
    g = togglePage(g, goodsList, true);
    g = setFunctions(g, goodsList, ['goods_export']);
    const pages = toPages(g);
    expect(pages.map((p) => p.page)).toEqual(['goodsList', 'brandList']);
    expect(pages[0]!.funs).toEqual(['goods_export']);
    expect(toPages(grantsOf(pages))).toEqual(pages);
  });

  it('turns a whole area on and off without touching other areas', () => {
    const goods = editorTree().find((s) => s.system.name === 'goods')!;
    let g = togglePage({}, findPage('customerList') as PageNode, true);
    g = toggleSystem(g, goods.pages, true);
    expect(Object.keys(g)).toHaveLength(goods.pages.length + 1);
    g = toggleSystem(g, goods.pages, false);
    expect(Object.keys(g)).toEqual(['customerList']);
  });
});
