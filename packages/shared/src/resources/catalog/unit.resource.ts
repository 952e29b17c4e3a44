import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Units of measure. Every enterprise starts with a base set; a unit a product or a conversion uses cannot be deleted.
 * Deleted for good (no recycle bin): a unit is a word, not a record anyone needs back.
 */
export const unitResource = defineResource({
  name: 'units',
  table: 'unit',
  label: { 'zh-CN': '计量单位', 'en-US': 'Units' },
  permission: resourcePermission('unitList', 'unit'),
  fields: {
    name: field.text({ 'zh-CN': '单位名称', 'en-US': 'Unit name' }, { required: true, max: 20, unique: true, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
