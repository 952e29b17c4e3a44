import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Warehouses. Exactly one is the default (every enterprise starts with 默认仓库): making another the default takes
 * the flag from the old one, the default cannot give it up, be disabled or be deleted. A warehouse with shelves or
 * stock movements cannot be deleted.
 */
export const warehouseResource = defineResource({
  name: 'warehouses',
  table: 'warehouse',
  label: { 'zh-CN': '仓库', 'en-US': 'Warehouses' },
  permission: resourcePermission('warehouseList', 'warehouse'),
  fields: {
    name: field.text({ 'zh-CN': '仓库名称', 'en-US': 'Warehouse name' }, { required: true, max: 50, unique: true, search: true }),
    code: field.text({ 'zh-CN': '仓库编码', 'en-US': 'Warehouse code' }, { max: 30, unique: true, search: true }),
    is_default: field.switch({ 'zh-CN': '默认仓库', 'en-US': 'Default' }, { default: 0, excel: false }),
    contact: field.text({ 'zh-CN': '负责人', 'en-US': 'Person in charge' }, { max: 50 }),
    phone: field.text({ 'zh-CN': '电话', 'en-US': 'Phone' }, { max: 30 }),
    address: field.text({ 'zh-CN': '地址', 'en-US': 'Address' }, { max: 200 }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'is_default', 'contact', 'phone', 'address', 'status', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
