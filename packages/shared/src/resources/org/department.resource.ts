import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Departments: a tree (parent_id 0 at the root). A name is unique among its siblings; a department with
 * sub-departments or staff cannot be deleted.
 */
export const departmentResource = defineResource({
  name: 'departments',
  table: 'department',
  label: { 'zh-CN': '部门', 'en-US': 'Departments' },
  permission: resourcePermission('departmentList', 'department'),
  fields: {
    name: field.text({ 'zh-CN': '部门名称', 'en-US': 'Department name' }, { required: true, max: 50, search: true }),
    code: field.text({ 'zh-CN': '部门编码', 'en-US': 'Department code' }, { max: 30, unique: true, search: true }),
    phone: field.text({ 'zh-CN': '电话', 'en-US': 'Phone' }, { max: 30 }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'phone', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  tree: true,
  deleteMode: 'hard',
  importExport: true,
});
