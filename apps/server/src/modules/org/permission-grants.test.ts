import { describe, expect, it } from 'vitest';
import { checkGrants, fromRow, toRow } from './permission-grants.ts';

describe('checking a permission group against the menu tree', () => {
  it('accepts pages with their own function codes and columns, all columns (null), or none', () => {
    expect(checkGrants([
      { page: 'purchaseOrder', funs: ['purchase_order_add', 'purchase_order_audit'], cols: ['bill_sn', 'total_amount'] },
      { page: 'goodsList', funs: [], cols: null },
      { page: 'purchaseOrderDetail', funs: [], cols: null },
      { page: 'dashboardTrade', funs: ['dashboard_trade_view'], cols: null },
    ])).toBeNull();
  });

  it('names the offending field: unknown page, another page\'s code, a column the page has not, a repeated page', () => {
    expect(checkGrants([
      { page: 'noSuchPage', funs: [], cols: null },
      { page: 'purchaseOrder', funs: ['sale_order_add'], cols: null },
      { page: 'saleOrder', funs: [], cols: ['purchase_price'] },
      { page: 'purchaseOrder', funs: [], cols: null },
    ])).toEqual({
      'pages.0.page': 'permissionGroup.unknownPage',
      'pages.1.funs': 'permissionGroup.unknownFunction',
      'pages.2.cols': 'permissionGroup.unknownColumn',
      'pages.3.page': 'permissionGroup.duplicatePage',
    });
  });

  it('stores codes comma-separated without repeats and keeps null as every column', () => {
    const row = toRow({ page: 'purchaseOrder', funs: ['purchase_order_add', 'purchase_order_add', 'purchase_order_edit'], cols: null });
    expect(row).toEqual({ page: 'purchaseOrder', funs: 'purchase_order_add,purchase_order_edit', cols: null });
    expect(fromRow(row)).toEqual({ page: 'purchaseOrder', funs: ['purchase_order_add', 'purchase_order_edit'], cols: null });
    expect(fromRow({ page: 'goodsList', funs: '', cols: '' })).toEqual({ page: 'goodsList', funs: [], cols: [] });
  });
});
