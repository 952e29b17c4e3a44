import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Partner classification (a tree, parent_id 0 at the root). A name is unique among its siblings; a category with
 * children or partners cannot be deleted.
 */
export const partnerCategoryResource = defineResource({
  name: 'partner-categories',
  table: 'partner_category',
  label: { 'zh-CN': '往来单位分类', 'en-US': 'Partner categories' },
  permission: resourcePermission('partnerCategory', 'partner_category'),
  fields: {
    name: field.text({ 'zh-CN': '分类名称', 'en-US': 'Category name' }, { required: true, max: 50, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  tree: true,
  deleteMode: 'hard',
  importExport: true,
});
