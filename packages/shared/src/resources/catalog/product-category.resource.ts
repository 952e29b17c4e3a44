import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Product categories: a tree (parent_id 0 at the root); a node with children or products cannot be deleted. */
export const productCategoryResource = defineResource({
  name: 'product-categories',
  table: 'product_category',
  label: { 'zh-CN': '商品分类', 'en-US': 'Product categories' },
  permission: resourcePermission('categoryList', 'category'),
  fields: {
    name: field.text({ 'zh-CN': '分类名称', 'en-US': 'Category name' }, { required: true, max: 50, search: true }),
    code: field.text({ 'zh-CN': '分类编码', 'en-US': 'Category code' }, { max: 30, unique: true, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  tree: true,
  deleteMode: 'recycle',
  importExport: true,
});
