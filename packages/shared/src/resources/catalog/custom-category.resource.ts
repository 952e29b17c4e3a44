import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Custom categories: the enterprise's own grouping beside the category tree (hot sellers, season, promotion…). */
export const customCategoryResource = defineResource({
  name: 'custom-categories',
  table: 'custom_category',
  label: { 'zh-CN': '自定义分类', 'en-US': 'Custom categories' },
  permission: resourcePermission('customCategory', 'custom_category'),
  fields: {
    name: field.text({ 'zh-CN': '分类名称', 'en-US': 'Name' }, { required: true, max: 50, unique: true, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
