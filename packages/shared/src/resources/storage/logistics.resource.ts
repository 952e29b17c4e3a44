import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Logistics companies a bill's freight goes with (bill field logistics_id). */
export const logisticsCompanyResource = defineResource({
  name: 'logistics-companies',
  table: 'logistics_company',
  label: { 'zh-CN': '物流公司', 'en-US': 'Logistics companies' },
  permission: resourcePermission('logistics', 'logistics'),
  fields: {
    name: field.text({ 'zh-CN': '物流公司名称', 'en-US': 'Company name' }, { required: true, max: 50, unique: true, search: true }),
    code: field.text({ 'zh-CN': '编码', 'en-US': 'Code' }, { max: 30, unique: true, search: true }),
    contact: field.text({ 'zh-CN': '联系人', 'en-US': 'Contact' }, { max: 50 }),
    phone: field.text({ 'zh-CN': '电话', 'en-US': 'Phone' }, { max: 30 }),
    website: field.text({ 'zh-CN': '查询网址', 'en-US': 'Tracking website' }, { max: 200, list: false }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'contact', 'phone', 'status', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
