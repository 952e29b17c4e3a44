import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Product labels (新品, 热销, 促销…): a tag with a colour; a product carries one (filter `label_id`). */
export const productLabelResource = defineResource({
  name: 'product-labels',
  table: 'product_label',
  label: { 'zh-CN': '商品标签', 'en-US': 'Product labels' },
  permission: resourcePermission('goodsLabel', 'goods_label'),
  fields: {
    name: field.text({ 'zh-CN': '标签名称', 'en-US': 'Label name' }, { required: true, max: 30, unique: true, search: true }),
    color: field.text({ 'zh-CN': '颜色', 'en-US': 'Colour' }, { max: 20 }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'color', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
