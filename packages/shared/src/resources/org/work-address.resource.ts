import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Work addresses (offices, shops, warehouses people work at). */
export const workAddressResource = defineResource({
  name: 'work-addresses',
  table: 'work_address',
  label: { 'zh-CN': '办公地址', 'en-US': 'Work addresses' },
  permission: resourcePermission('workAddress', 'work_address'),
  fields: {
    name: field.text({ 'zh-CN': '地点名称', 'en-US': 'Place name' }, { required: true, max: 50, unique: true, search: true }),
    address: field.text({ 'zh-CN': '详细地址', 'en-US': 'Address' }, { required: true, max: 200, search: true }),
    contact: field.text({ 'zh-CN': '联系人', 'en-US': 'Contact' }, { max: 50 }),
    phone: field.text({ 'zh-CN': '电话', 'en-US': 'Phone' }, { max: 30 }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'address', 'contact', 'phone', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
