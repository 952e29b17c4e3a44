import type { Labels } from '@zf/shared';
import { defineQuery, type QueryColumn } from '../../engines/query/index.ts';

const l = (zh: string, en: string): Labels => ({ 'zh-CN': zh, 'en-US': en });
const billColumns: QueryColumn[] = [
  { key: 'bill_sn', title: l('单据编号', 'Bill no.'), width: 190 },
  { key: 'type', title: l('单据类型', 'Document type'), kind: 'billType', width: 120 },
  { key: 'bill_date', title: l('单据日期', 'Bill date'), kind: 'date', width: 110 },
];
const keyword = { kind: 'keyword', placeholder: l('单据编号 / 备注', 'Bill no. / remark') } as const;
const productColumns: QueryColumn[] = [
  { key: 'code', title: l('商品编码', 'Product code'), width: 140 },
  { key: 'name', title: l('商品名称', 'Product name'), width: 220 },
];

/** 采购查询: approved purchase bills and returns (returns negative), with receipt, return and clearing statuses. */
export const purchaseQuery = defineQuery({
  title: l('采购查询', 'Purchase query'),
  endpoint: '/purchase/query',
  paged: true,
  filters: [keyword, { kind: 'dateRange' }, { kind: 'partner', partnerType: 2 }],
  columns: [
    ...billColumns,
    { key: 'partner_name', title: l('供应商', 'Supplier'), width: 200 },
    { key: 'total_number', title: l('数量', 'Quantity'), kind: 'qty', width: 110 },
    { key: 'total_amount', title: l('金额', 'Amount'), kind: 'amount', width: 130 },
    { key: 'tax_amount', title: l('税额', 'Tax'), kind: 'amount', width: 110 },
    { key: 'paid_amount', title: l('已核销', 'Cleared'), kind: 'amount', width: 120 },
    { key: 'pay_status', title: l('核销状态', 'Clearing'), kind: 'pay', width: 110 },
  ],
  totals: ['total_number', 'total_amount', 'tax_amount'],
  opensBill: {},
});

/** 销售查询: approved sales bills and returns with revenue, cost, gross profit and margin (returns negative). */
export const saleQuery = defineQuery({
  title: l('销售查询', 'Sales query'),
  endpoint: '/sales/query',
  paged: true,
  filters: [keyword, { kind: 'dateRange' }, { kind: 'partner', partnerType: 1 }],
  columns: [
    ...billColumns,
    { key: 'partner_name', title: l('客户', 'Customer'), width: 200 },
    { key: 'revenue', title: l('销售收入', 'Revenue'), kind: 'amount', width: 130 },
    { key: 'cost', title: l('销售成本', 'Cost'), kind: 'amount', width: 130 },
    { key: 'gross_profit', title: l('毛利', 'Gross profit'), kind: 'amount', width: 130 },
    { key: 'gross_margin', title: l('毛利率%', 'Margin %'), kind: 'amount', width: 100 },
    { key: 'pay_status', title: l('核销状态', 'Clearing'), kind: 'pay', width: 110 },
  ],
  totals: ['revenue', 'cost', 'gross_profit', 'gross_margin'],
  opensBill: {},
});

/** 采购需求计划: products whose stock plus open purchase orders is below their minimum, and what to buy. */
export const purchaseRequirementPlan = defineQuery({
  title: l('采购需求计划', 'Purchase requirement plan'),
  endpoint: '/purchase/requirement-plan',
  rowKey: 'product_id',
  filters: [{ kind: 'keyword', placeholder: l('商品编码 / 名称', 'Product code / name') }, { kind: 'warehouse' }],
  hint: l('库存 + 在途采购低于最低库存的商品，建议采购到最高库存', 'Products whose stock plus open purchase orders is below the minimum; the suggestion fills up to the maximum'),
  columns: [
    ...productColumns,
    { key: 'min_stock', title: l('最低库存', 'Minimum'), kind: 'qty', width: 110 },
    { key: 'max_stock', title: l('最高库存', 'Maximum'), kind: 'qty', width: 110 },
    { key: 'stock_qty', title: l('当前库存', 'On hand'), kind: 'qty', width: 110 },
    { key: 'on_order', title: l('在途采购', 'On order'), kind: 'qty', width: 110 },
    { key: 'suggested_qty', title: l('建议采购数量', 'Suggested quantity'), kind: 'qty', width: 130 },
    { key: 'suggested_amount', title: l('建议采购金额', 'Suggested amount'), kind: 'amount', width: 130 },
  ],
});

/** 库存预警: products below their minimum or above their maximum stock. */
export const inventoryWarning = defineQuery({
  title: l('库存预警', 'Inventory warnings'),
  endpoint: '/stock/warnings',
  rowKey: 'product_id',
  filters: [{ kind: 'warehouse' }],
  columns: [
    ...productColumns,
    { key: 'min_stock', title: l('最低库存', 'Minimum'), kind: 'qty', width: 110 },
    { key: 'max_stock', title: l('最高库存', 'Maximum'), kind: 'qty', width: 110 },
    { key: 'qty', title: l('当前库存', 'On hand'), kind: 'qty', width: 110 },
    { key: 'warning', title: l('预警', 'Warning'), width: 110, options: { low: l('低于最低库存', 'Below minimum'), high: l('高于最高库存', 'Above maximum') } },
  ],
});

/**
 * 发货出库: the delivery queue — approved sales orders' open lines with what their warehouse holds and what is short
 * (the out-of-stock list when "short only" is chosen); a row opens the order, which makes the sales bill.
 */
export const saleDelivery = defineQuery({
  title: l('发货出库', 'Delivery (stock out)'),
  endpoint: '/sales/out-of-stock',
  rowKey: 'line_id',
  params: { all: 1 },
  filters: [
    { kind: 'keyword', placeholder: l('商品 / 订单编号', 'Product / order no.') }, { kind: 'warehouse' },
    { kind: 'select', param: 'all', placeholder: l('全部未发', 'All open'), options: [{ value: 0, label: l('只看缺货', 'Short only') }, { value: 1, label: l('全部未发', 'All open') }] },
  ],
  columns: [
    { key: 'bill_sn', title: l('销售订单', 'Sales order'), width: 190 },
    { key: 'delivery_date', title: l('交货日期', 'Delivery date'), kind: 'date', width: 110 },
    { key: 'partner_name', title: l('客户', 'Customer'), width: 180 },
    { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 },
    { key: 'product_name', title: l('商品名称', 'Product name'), width: 200 },
    { key: 'open_qty', title: l('未发数量', 'Open quantity'), kind: 'qty', width: 110 },
    { key: 'stock_qty', title: l('仓库库存', 'In stock'), kind: 'qty', width: 110 },
    { key: 'shortage', title: l('缺货数量', 'Short'), kind: 'qty', width: 110 },
  ],
  opensBill: { type: 'sale-orders', idKey: 'bill_id' },
});

/** 采购入库: the receiving queue — approved purchase orders' lines not yet received in full; a row opens the order. */
export const purchaseWarehousing = defineQuery({
  title: l('采购入库', 'Purchase warehousing'),
  endpoint: '/purchase/open-orders',
  rowKey: 'line_id',
  filters: [{ kind: 'keyword', placeholder: l('商品 / 订单编号', 'Product / order no.') }, { kind: 'partner', partnerType: 2 }, { kind: 'warehouse' }],
  hint: l('点击一行打开采购订单，生成采购单完成入库', 'Click a row to open the order and make the purchase bill for what arrived'),
  columns: [
    { key: 'bill_sn', title: l('采购订单', 'Purchase order'), width: 190 },
    { key: 'delivery_date', title: l('交货日期', 'Delivery date'), kind: 'date', width: 110 },
    { key: 'partner_name', title: l('供应商', 'Supplier'), width: 180 },
    { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 },
    { key: 'product_name', title: l('商品名称', 'Product name'), width: 200 },
    { key: 'warehouse_name', title: l('仓库', 'Warehouse'), width: 120 },
    { key: 'number', title: l('订购数量', 'Ordered'), kind: 'qty', width: 110 },
    { key: 'done_number', title: l('已入库', 'Received'), kind: 'qty', width: 110 },
    { key: 'open_qty', title: l('待入库', 'To receive'), kind: 'qty', width: 110 },
  ],
  opensBill: { type: 'purchase-orders', idKey: 'bill_id' },
});
