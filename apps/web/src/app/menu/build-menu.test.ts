import { describe, expect, it } from 'vitest';
import { buildMenu, menuListIsTrusted, routePath } from './build-menu.ts';
import type { MenuSection } from './menu-types.ts';

const page = (name: string, group: number, extra: object = {}) => ({ name, path: name, group, fun: 'add,edit', all_col: 'bill_sn,amount', cols: 'bill_sn', meta: { title: `T-${name}` }, ...extra });
const tree: MenuSection[] = [
  {
    id: 1, parent_id: 0, name: 'purchase', module: 'purchase', path: '/purchase', system: 1, meta: { title: '采购', icon: 'shopping' },
    children: [
      {
        id: 11, parent_id: 1, name: 'purchaseManage', path: 'purchaseManage', meta: { title: '采购管理' },
        children: [
          page('purchaseOrder', 0),
          page('purchaseOrderDetail', 0, { meta: { title: '采购订单详情', hidden: true } }),
          page('purchaseOrderTab', 1),
          page('purchaseOrderButtons', 2),
        ],
      },
    ],
  },
  { id: 2, parent_id: 0, name: 'empty', module: 'empty', path: '/empty', system: 1, meta: { title: '空' }, children: [] },
];

describe('menu routes from the permission tree (SPEC §2)', () => {
  const built = buildMenu(tree);
  const byName = Object.fromEntries(built.routes.map((r) => [r.name, r]));

  it('makes group 0 pages routes at /{module}/{page path}', () => {
    expect(byName.purchaseOrder).toMatchObject({ path: '/purchase/purchaseOrder', title: 'T-purchaseOrder', kind: 'page', breadcrumb: ['采购', '采购管理', 'T-purchaseOrder'] });
  });
  it('skips groups 1 and 2 from the menu, keeps group 1 as a hidden uncached route and every permission', () => {
    expect(byName.purchaseOrderTab).toMatchObject({ path: '/purchase/purchaseOrderTab', hidden: true, noCache: true });
    expect(byName.purchaseOrderButtons).toBeUndefined();
    expect(built.sidebar[0]!.groups[0]!.items.map((i) => i.name)).not.toContain('purchaseOrderTab');
    expect(built.permissionAll.purchaseOrderButtons).toEqual({ fun: ['add', 'edit'], all_col: ['bill_sn', 'amount'], cols: ['bill_sn'] });
  });
  it('registers hidden pages as routes without a menu entry', () => {
    expect(byName.purchaseOrderDetail?.hidden).toBe(true);
    expect(built.sidebar[0]!.groups[0]!.items.map((i) => i.name)).toEqual(['purchaseOrder']);
  });
  it('gives a level-2 node a menu screen listing its pages', () => {
    expect(byName.purchaseManage).toMatchObject({ path: '/purchase/purchaseManage', kind: 'menuScreen' });
    expect(byName.purchaseManage!.entries!.map((e) => e.path)).toEqual(['/purchase/purchaseOrder']);
  });
  it('leaves sections without visible pages out of the sidebar and the search', () => {
    expect(built.sidebar.map((s) => s.key)).toEqual(['purchase']);
    expect(built.searchRouters).toEqual([{ value: 'purchase', label: '采购', children: [{ value: 'purchaseManage', label: '采购管理', children: [{ value: 'purchaseOrder', label: 'T-purchaseOrder' }] }] }]);
  });
});

describe('route paths', () => {
  it('join module and page path once', () => {
    expect(routePath('purchase', 'order')).toBe('/purchase/order');
    expect(routePath('purchase', 'purchase/order')).toBe('/purchase/order');
    expect(routePath('purchase', '/stock/list')).toBe('/stock/list');
  });
});

describe('stored route data check (SPEC §6)', () => {
  it('trusts a list whose first entry has the system flag, or an empty one', () => {
    expect(menuListIsTrusted(tree)).toBe(true);
    expect(menuListIsTrusted([])).toBe(true);
  });
  it('distrusts a first entry without it', () => {
    expect(menuListIsTrusted([{ name: 'x' }])).toBe(false);
    expect(menuListIsTrusted([{ system: 0 }])).toBe(false);
    expect(menuListIsTrusted(null)).toBe(false);
  });
});
