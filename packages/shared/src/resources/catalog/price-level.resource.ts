import { defineResource, field } from '../../resource/index.ts';

/**
 * Price levels (批发价, VIP价…): a name and a rate applied to a product's sale price (0.850000 = 85 %). A product's
 * price at each level is computed, never stored, so a sale-price change moves every level with it
 * (GET /products/:id/level-prices). Kept on the product-price page and its rights.
 */
export const priceLevelResource = defineResource({
  name: 'price-levels',
  table: 'price_level',
  label: { 'zh-CN': '价格等级', 'en-US': 'Price levels' },
  permission: { page: 'goodsPrice', create: 'goods_price_edit', update: 'goods_price_edit', remove: 'goods_price_edit' },
  fields: {
    name: field.text({ 'zh-CN': '等级名称', 'en-US': 'Level name' }, { required: true, max: 30, unique: true, search: true }),
    rate: field.decimal({ 'zh-CN': '价格系数', 'en-US': 'Rate of sale price' }, 6, { default: '1', required: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'rate', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: false,
});
