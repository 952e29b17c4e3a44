import { col } from './build.ts';
import type { ColumnDef } from './types.ts';

/**
 * Column sets of the list pages where column rights matter: documents (amounts), products (prices and costs),
 * partners (balances) and stock (cost and value). Keys are the response field names of those lists (API.md), so the
 * column filter can remove exactly what a permission group may not see.
 */

type PartnerKind = 'supplier' | 'customer' | 'partner' | 'none';

const partnerColumn: Record<Exclude<PartnerKind, 'none'>, ColumnDef> = {
  supplier: col('partner_name', '供应商', 'Supplier'),
  customer: col('partner_name', '客户', 'Customer'),
  partner: col('partner_name', '往来单位', 'Partner'),
};

/** A document list: number, date, partner, people, warehouse, amounts, cost and status. */
export function billColumns(partner: PartnerKind, extra: readonly ColumnDef[] = []): ColumnDef[] {
  return [
    col('bill_sn', '单据编号', 'Bill No.'),
    col('bill_date', '单据日期', 'Bill date'),
    ...(partner === 'none' ? [] : [partnerColumn[partner]]),
    col('store_name', '仓库', 'Warehouse'),
    col('department_name', '部门', 'Department'),
    col('principal_name', '业务员', 'Salesperson'),
    col('maker_name', '制单人', 'Maker'),
    col('total_number', '数量合计', 'Total quantity'),
    col('total_amount', '金额合计', 'Total amount'),
    col('tax_amount', '税额', 'Tax amount'),
    // The cost of the goods a document moves (and the profit computed from it): a right of its own, so a group can
    // show a clerk amounts without costs (ISSUE 11 item 3).
    col('cost_amount', '成本金额', 'Cost amount'),
    col('audit_status', '审核状态', 'Review status'),
    ...extra,
    col('remark', '备注', 'Remark'),
  ];
}

export const deliveryDate = col('delivery_date', '交货日期', 'Delivery date');
export const instoreStatus = col('instore_status', '入库状态', 'Stock-in status');
export const outstoreStatus = col('outstore_status', '出库状态', 'Stock-out status');
export const payStatus = col('pay_status', '付款状态', 'Payment status');
export const receiptStatus = col('pay_status', '收款状态', 'Receipt status');
export const returnStatus = col('return_status', '退货状态', 'Return status');

/** A transfer between two warehouses names both instead of one. */
export const transferColumns = (): ColumnDef[] =>
  billColumns('none').flatMap((c) =>
    c.key === 'store_name' ? [col('out_store_name', '调出仓库', 'Out warehouse'), col('in_store_name', '调入仓库', 'In warehouse')] : [c]);

/** The product list: identity, classification and the prices a group may be kept from seeing. */
export const goodsColumns = (): ColumnDef[] => [
  col('code', '商品编码', 'Product code'),
  col('name', '商品名称', 'Product name'),
  col('spec', '规格型号', 'Specification'),
  col('barcode', '条形码', 'Barcode'),
  col('category_name', '商品分类', 'Category'),
  col('brand_name', '品牌', 'Brand'),
  col('unit_name', '单位', 'Unit'),
  col('purchase_price', '采购价', 'Purchase price'),
  col('sale_price', '销售价', 'Sale price'),
  col('cost_price', '成本价', 'Cost price'),
  col('min_stock', '最低库存', 'Minimum stock'),
  col('max_stock', '最高库存', 'Maximum stock'),
  col('status', '商品状态', 'Status'),
];

/** Customers or suppliers: contact data and the open balance. */
export const partnerColumns = (kind: 'customer' | 'supplier'): ColumnDef[] => [
  col('code', kind === 'customer' ? '客户编码' : '供应商编码', kind === 'customer' ? 'Customer code' : 'Supplier code'),
  col('name', kind === 'customer' ? '客户名称' : '供应商名称', kind === 'customer' ? 'Customer name' : 'Supplier name'),
  col('category_name', '往来单位分类', 'Partner category'),
  col('contact', '联系人', 'Contact'),
  col('mobile', '手机号码', 'Mobile'),
  col('phone', '电话', 'Phone'),
  col('email', '邮箱', 'Email'),
  col('address', '地址', 'Address'),
  kind === 'customer' ? col('receivable_balance', '应收余额', 'Receivable balance') : col('payable_balance', '应付余额', 'Payable balance'),
  col('remark', '备注', 'Remark'),
];

/** Stock balances: quantities for everyone with the page, cost and value only where granted. */
export const stockColumns = (): ColumnDef[] => [
  col('product_code', '商品编码', 'Product code'),
  col('product_name', '商品名称', 'Product name'),
  col('spec', '规格型号', 'Specification'),
  col('warehouse_name', '仓库', 'Warehouse'),
  col('unit_name', '单位', 'Unit'),
  col('qty', '库存数量', 'Quantity'),
  col('cost_price', '成本单价', 'Unit cost'),
  col('amount', '库存金额', 'Stock value'),
];

/** Stock ledger rows (API.md /stock/moves). */
export const stockMoveColumns = (): ColumnDef[] => [
  col('bill_type', '单据类型', 'Bill type'),
  col('bill_sn', '单据编号', 'Bill No.'),
  col('bill_date', '单据日期', 'Bill date'),
  col('product_name', '商品名称', 'Product name'),
  col('warehouse_name', '仓库', 'Warehouse'),
  col('qty', '数量', 'Quantity'),
  col('unit_cost', '单位成本', 'Unit cost'),
  col('amount', '金额', 'Amount'),
  col('balance_qty', '结存数量', 'Balance quantity'),
  col('balance_amount', '结存金额', 'Balance value'),
];
