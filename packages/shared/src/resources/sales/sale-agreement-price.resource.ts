import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Sales agreement prices (销售协议价): one customer's price for one product (one row per pair). The bill editor's
 * price lookup (GET /sale-prices) takes it before promotions and the product's sale price. Unlike a supplier's cost
 * price, an agreement keeps its customer and product from being deleted: bills were priced from it.
 */
export const saleAgreementPriceResource = defineResource({
  name: 'sale-agreement-prices',
  table: 'sale_agreement_price',
  label: { 'zh-CN': '销售协议价', 'en-US': 'Sales agreement prices' },
  permission: resourcePermission('saleAgreementPrice', 'sale_agreement_price'),
  fields: {
    partner_id: field.ref({ 'zh-CN': '客户', 'en-US': 'Customer' }, 'partners', { required: true, search: true }),
    product_id: field.ref({ 'zh-CN': '商品', 'en-US': 'Product' }, 'products', { required: true, search: true }),
    price: field.decimal({ 'zh-CN': '协议价', 'en-US': 'Agreement price' }, 6, { required: true }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200, search: true, list: true }),
  },
  list: { columns: ['partner_id', 'product_id', 'price', 'remark'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
});
