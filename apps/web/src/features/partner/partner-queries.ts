import type { Labels } from '@zf/shared';
import { defineQuery } from '../../engines/query/index.ts';

const l = (zh: string, en: string): Labels => ({ 'zh-CN': zh, 'en-US': en });

/** The partner a list row opened this screen for (`?partner_id=`), as the screen's starting filter. */
const partnerOfUrl = (): Record<string, number> => {
  const id = Number(new URLSearchParams(window.location.search).get('partner_id'));
  return Number.isInteger(id) && id > 0 ? { partner_id: id } : {};
};

/** 往来单位商品序列号: each serial a document moved with a customer or supplier; a row opens its document. */
export const partnerSerials = defineQuery({
  title: l('往来单位商品序列号', 'Partner product serial numbers'),
  endpoint: '/partner-serials',
  paged: true,
  initial: partnerOfUrl,
  filters: [{ kind: 'keyword', placeholder: l('序列号 / 单据编号', 'Serial / bill no.') }, { kind: 'partner' }, { kind: 'product' }],
  hint: l('单据审核时随商品进出的序列号；冲回为反审核产生的反向记录', 'Serials moved by approved documents; a reversal is the opposite record a reverse audit leaves'),
  columns: [
    { key: 'serial', title: l('序列号', 'Serial number'), width: 160 },
    { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 },
    { key: 'product_name', title: l('商品名称', 'Product name'), width: 180 },
    { key: 'partner_name', title: l('往来单位', 'Partner'), width: 180 },
    { key: 'bill_type', title: l('单据类型', 'Document type'), kind: 'billType', width: 120 },
    { key: 'bill_sn', title: l('单据编号', 'Bill no.'), width: 190 },
    { key: 'bill_date', title: l('单据日期', 'Bill date'), kind: 'date', width: 110 },
    { key: 'warehouse_name', title: l('仓库', 'Warehouse'), width: 120 },
    { key: 'direction', title: l('方向', 'Direction'), width: 80, options: { '1': l('入库', 'In'), '-1': l('出库', 'Out') } },
    { key: 'reversal', title: l('冲回', 'Reversal'), kind: 'yesNo', width: 80 },
    { key: 'in_stock', title: l('当前在库', 'In stock now'), kind: 'yesNo', width: 120 },
  ],
  opensBill: { typeKey: 'bill_type', idKey: 'bill_id' },
});

/** 成本价同步: each supplier × product's latest approved purchase price (per base unit) against its cost price. */
export const costPriceSync = defineQuery({
  title: l('成本价同步', 'Cost price sync'),
  endpoint: '/cost-prices/sync',
  paged: true,
  filters: [
    { kind: 'keyword', placeholder: l('商品 / 供应商', 'Product or supplier') },
    { kind: 'partner', partnerType: 2 },
    { kind: 'select', param: 'pending', placeholder: l('全部', 'All'), options: [{ value: 1, label: l('待同步', 'To sync') }, { value: 0, label: l('全部', 'All') }] },
  ],
  hint: l('最新一张已审核采购单的单价（按基本单位）与供应商成本价对照；同步后成本价等于最新采购价', 'The latest approved purchase bill’s price (per base unit) beside the supplier’s cost price; syncing makes them equal'),
  columns: [
    { key: 'partner_name', title: l('供应商', 'Supplier'), width: 180 },
    { key: 'product_code', title: l('商品编码', 'Product code'), width: 130 },
    { key: 'product_name', title: l('商品名称', 'Product name'), width: 180 },
    { key: 'cost_price', title: l('当前成本价', 'Current cost price'), kind: 'price', width: 170 },
    { key: 'latest_price', title: l('最新采购价', 'Latest purchase price'), kind: 'price', width: 190 },
    { key: 'bill_sn', title: l('采购单号', 'Purchase bill no.'), width: 190 },
    { key: 'bill_date', title: l('采购日期', 'Purchase date'), kind: 'date', width: 120 },
    { key: 'pending', title: l('状态', 'Status'), width: 100, options: { '1': l('待同步', 'To sync'), '0': l('已同步', 'In sync') } },
  ],
  opensBill: { type: 'purchase-bills', idKey: 'bill_id' },
});
