import { defineResource, field } from '../../resource/index.ts';

/**
 * Cost prices: what a product costs from one supplier (partner × product, 6 dp unit price; one row per pair).
 * The rows belong to the pair, so they keep neither the supplier nor the product from being deleted.
 */
export const costPriceResource = defineResource({
  name: 'cost-prices',
  table: 'cost_price',
  label: { 'zh-CN': '成本价', 'en-US': 'Cost prices' },
  permission: {
    page: 'costPrice', create: 'cost_price_edit', update: 'cost_price_edit', remove: 'cost_price_edit',
    import: 'cost_price_import', export: 'cost_price_export',
  },
  fields: {
    partner_id: field.ref({ 'zh-CN': '供应商', 'en-US': 'Supplier' }, 'partners', { required: true, owned: true, search: true }),
    product_id: field.ref({ 'zh-CN': '商品', 'en-US': 'Product' }, 'products', { required: true, owned: true, search: true }),
    cost_price: field.decimal({ 'zh-CN': '成本价', 'en-US': 'Cost price' }, 6, { required: true }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['partner_id', 'product_id', 'cost_price', 'remark'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
});
