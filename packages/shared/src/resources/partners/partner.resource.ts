import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** partner.type (API.md: `type=1` customer, `2` supplier). */
export const PartnerType = { customer: 1, supplier: 2 } as const;

/**
 * Customers and suppliers in one table (API.md `partners`). The list of "my customers" asks `type=1`, "my
 * suppliers" `type=2`; each type has its own page and function codes (customer_*, supplier_*), so a purchasing
 * clerk with the supplier page never reads or changes customers. A name is unique among live partners of one type
 * (a company may be both customer and supplier); a code, when given, among all.
 */
export const partnerResource = defineResource({
  name: 'partners',
  table: 'partner',
  label: { 'zh-CN': '往来单位', 'en-US': 'Partners' },
  permission: resourcePermission('customerList', 'customer'),
  fields: {
    type: field.enum({ 'zh-CN': '类型', 'en-US': 'Type' }, [
      { value: PartnerType.customer, label: { 'zh-CN': '客户', 'en-US': 'Customer' } },
      { value: PartnerType.supplier, label: { 'zh-CN': '供应商', 'en-US': 'Supplier' } },
    ], { required: true, list: false }),
    code: field.text({ 'zh-CN': '编码', 'en-US': 'Code' }, { max: 30, unique: true, search: true }),
    name: field.text({ 'zh-CN': '名称', 'en-US': 'Name' }, { required: true, max: 100, search: true }),
    category_id: field.ref({ 'zh-CN': '往来单位分类', 'en-US': 'Partner category' }, 'partner-categories'),
    contact: field.text({ 'zh-CN': '联系人', 'en-US': 'Contact' }, { max: 50, search: true }),
    mobile: field.phone({ 'zh-CN': '手机号码', 'en-US': 'Mobile' }, { search: true }),
    phone: field.text({ 'zh-CN': '电话', 'en-US': 'Phone' }, { max: 30 }),
    email: field.email({ 'zh-CN': '邮箱', 'en-US': 'Email' }),
    address: field.text({ 'zh-CN': '地址', 'en-US': 'Address' }, { max: 200 }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 500 }),
  },
  list: { columns: ['code', 'name', 'category_id', 'contact', 'mobile', 'phone', 'email', 'address', 'status', 'remark'], defaultSort: ['id', 'desc'] },
  scopes: ['type'],
  scopePermissions: {
    field: 'type',
    byValue: {
      [PartnerType.customer]: resourcePermission('customerList', 'customer'),
      [PartnerType.supplier]: resourcePermission('supplierList', 'supplier'),
    },
  },
  deleteMode: 'recycle',
  importExport: true,
  autoCode: { field: 'code', scope: 'type', rules: { 'partners:1': { prefix: 'KH', digits: 5 }, 'partners:2': { prefix: 'GYS', digits: 5 } } },
});
