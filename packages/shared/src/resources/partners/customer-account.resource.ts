import { defineResource, field } from '../../resource/index.ts';

/**
 * Customer accounts: a login (phone + password) a customer will order with. The password is write-only (an argon2
 * hash, never returned); POST /customer-accounts/:id/reset-password sets a new one. The partner must be a customer.
 */
export const customerAccountResource = defineResource({
  name: 'customer-accounts',
  table: 'customer_account',
  label: { 'zh-CN': '客户账号', 'en-US': 'Customer accounts' },
  permission: { page: 'customerAccount', create: 'customer_account_add', update: 'customer_account_edit', remove: 'customer_account_del' },
  fields: {
    partner_id: field.ref({ 'zh-CN': '客户', 'en-US': 'Customer' }, 'partners', { required: true }),
    name: field.text({ 'zh-CN': '账号名称', 'en-US': 'Account name' }, { required: true, max: 50, search: true }),
    phone: field.phone({ 'zh-CN': '登录手机号', 'en-US': 'Login mobile' }, { required: true, unique: true, search: true }),
    password: field.password({ 'zh-CN': '登录密码', 'en-US': 'Password' }, { required: true }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['partner_id', 'name', 'phone', 'status', 'remark'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: false,
});
