import { describe, expect, it } from 'vitest';
import type { SidebarSection } from '../../app/menu/menu-types.ts';
import { menuPages, searchPages, shortcutPages } from './menu-pages.ts';

const sidebar: SidebarSection[] = [
  {
    key: 'home', title: '首页', icon: 'HomeOutlined',
    groups: [{ key: 'homeMenu', title: '首页', path: '/home/homeMenu', items: [{ name: 'dashboard', title: '首页', path: '/dashboard' }] }],
  },
  {
    key: 'purchase', title: '采购', icon: 'ShoppingCartOutlined',
    groups: [
      { key: 'purchaseManage', title: '采购管理', path: '/purchase/purchaseManage', items: [
        { name: 'purchaseOrder', title: '采购订单', path: '/purchase/purchaseOrder' },
        { name: 'purchaseReturn', title: '采购退货', path: '/purchase/purchaseReturn' },
      ] },
    ],
  },
  {
    key: 'sales', title: '销售', icon: 'ShopOutlined',
    groups: [{ key: 'saleManage', title: '销售管理', path: '/sales/saleManage', items: [{ name: 'saleOrder', title: '销售订单', path: '/sales/saleOrder' }] }],
  },
];

describe('menu pages for shortcuts and search', () => {
  const pages = menuPages(sidebar, '/dashboard');

  it('lists every page but home, with its section and group', () => {
    expect(pages.map((p) => p.name)).toEqual(['purchaseOrder', 'purchaseReturn', 'saleOrder']);
    expect(pages[0]).toMatchObject({ section: '采购', group: '采购管理', icon: 'ShoppingCartOutlined' });
  });

  it('finds pages by words of the page, group or section title, page titles first', () => {
    expect(searchPages(pages, '订单').map((p) => p.name)).toEqual(['purchaseOrder', 'saleOrder']);
    expect(searchPages(pages, '采购 退货').map((p) => p.name)).toEqual(['purchaseReturn']);
    expect(searchPages(pages, '销售管理').map((p) => p.name)).toEqual(['saleOrder']);
    expect(searchPages(pages, '  ')).toEqual([]);
    expect(searchPages(pages, '库存')).toEqual([]);
  });

  it('keeps saved shortcuts in their order and drops pages no longer open to the user', () => {
    expect(shortcutPages(['saleOrder', 'goneAway', 'purchaseOrder'], pages).map((p) => p.name)).toEqual(['saleOrder', 'purchaseOrder']);
  });
});
