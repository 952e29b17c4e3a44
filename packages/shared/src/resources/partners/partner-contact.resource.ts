import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * The contact people of a customer or supplier (hidden contact list, opened from either partner page; list with
 * `partner_id=`). Contacts belong to their partner, so they never keep it from being deleted. The enterprise
 * contact import is this resource's Excel import: partners are matched by name. One primary contact per partner.
 */
export const partnerContactResource = defineResource({
  name: 'partner-contacts',
  table: 'partner_contact',
  label: { 'zh-CN': '联系人', 'en-US': 'Contacts' },
  permission: resourcePermission('contactList', 'contact'),
  fields: {
    partner_id: field.ref({ 'zh-CN': '往来单位', 'en-US': 'Partner' }, 'partners', { required: true, owned: true }),
    name: field.text({ 'zh-CN': '姓名', 'en-US': 'Name' }, { required: true, max: 50, search: true }),
    mobile: field.phone({ 'zh-CN': '手机号码', 'en-US': 'Mobile' }, { search: true }),
    phone: field.text({ 'zh-CN': '电话', 'en-US': 'Phone' }, { max: 30 }),
    email: field.email({ 'zh-CN': '邮箱', 'en-US': 'Email' }),
    position: field.text({ 'zh-CN': '职务', 'en-US': 'Position' }, { max: 50 }),
    is_primary: field.switch({ 'zh-CN': '主联系人', 'en-US': 'Primary contact' }, { default: 0 }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['partner_id', 'name', 'mobile', 'phone', 'email', 'position', 'is_primary', 'remark'], defaultSort: ['id', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
