import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** promotion.kind: a fixed price for one product, or a rate off the sale price (0.9 = 10 % off). */
export const PromotionKind = { fixedPrice: 1, discount: 2 } as const;

/**
 * Promotions (促销管理): a date-bounded rule (both ends inclusive) giving either a fixed price for one product or a
 * discount rate for one product or, with no product, for every product. Only enabled promotions price bill lines;
 * the rules the definition cannot say (dates in order, discount in (0, 1], a fixed price names a product) are the
 * pricing module's hooks.
 */
export const promotionResource = defineResource({
  name: 'promotions',
  table: 'promotion',
  label: { 'zh-CN': '促销', 'en-US': 'Promotions' },
  permission: resourcePermission('promotion', 'promotion'),
  fields: {
    name: field.text({ 'zh-CN': '促销名称', 'en-US': 'Promotion name' }, { required: true, max: 100, search: true }),
    kind: field.enum({ 'zh-CN': '促销方式', 'en-US': 'Kind' }, [
      { value: PromotionKind.fixedPrice, label: { 'zh-CN': '特价', 'en-US': 'Fixed price' } },
      { value: PromotionKind.discount, label: { 'zh-CN': '折扣', 'en-US': 'Discount' } },
    ], { required: true }),
    product_id: field.ref({ 'zh-CN': '适用商品', 'en-US': 'Product' }, 'products', { search: true }),
    price: field.decimal({ 'zh-CN': '特价', 'en-US': 'Fixed price' }, 6),
    discount: field.decimal({ 'zh-CN': '折扣率', 'en-US': 'Discount rate' }, 4, { default: '1' }),
    date_from: field.date({ 'zh-CN': '开始日期', 'en-US': 'Start date' }, { required: true }),
    date_to: field.date({ 'zh-CN': '结束日期', 'en-US': 'End date' }, { required: true }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  // product_id 0: the rule applies to every product (discount rates only).
  list: { columns: ['name', 'kind', 'product_id', 'price', 'discount', 'date_from', 'date_to', 'status'], defaultSort: ['date_from', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
});
