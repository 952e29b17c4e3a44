import { defineResource, field } from '../../resource/index.ts';
import { ShopAccountType, withShopPassword } from './shop.resource.ts';

/**
 * Shop accounts (门店账号): more logins of a shop, master or sub account (SPEC §4), each with a 6-character password
 * (argon2 hash, never returned; POST /shop-accounts/:id/reset-password sets a new one). A login sees and orders for
 * its own shop only.
 */
export const shopAccountResource = withShopPassword(defineResource({
  name: 'shop-accounts',
  table: 'shop_account',
  label: { 'zh-CN': '门店账号', 'en-US': 'Shop accounts' },
  permission: { page: 'shopAccount', create: 'shop_account_add', update: 'shop_account_edit', remove: 'shop_account_del' },
  fields: {
    shop_id: field.ref({ 'zh-CN': '门店', 'en-US': 'Shop' }, 'shops', { required: true }),
    account: field.text({ 'zh-CN': '登录账号', 'en-US': 'Login account' }, { required: true, max: 30, unique: true, search: true }),
    name: field.text({ 'zh-CN': '姓名', 'en-US': 'Name' }, { max: 50, search: true }),
    account_type: field.enum({ 'zh-CN': '账号类型', 'en-US': 'Account type' }, [
      { value: ShopAccountType.sub, label: { 'zh-CN': '子账号', 'en-US': 'Sub account' } },
      { value: ShopAccountType.master, label: { 'zh-CN': '主账号', 'en-US': 'Master account' } },
    ]),
    password: field.password({ 'zh-CN': '登录密码', 'en-US': 'Password' }, { required: true }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['shop_id', 'account', 'name', 'account_type', 'status', 'remark'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: false,
}));
