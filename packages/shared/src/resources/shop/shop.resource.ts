import { z } from 'zod';
import { defineResource, field, type Resource } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** shop.shop_type, shop.shop_kind, shop_account.account_type (SPEC §3, §4). */
export const ShopType = { repairShop: 1, partsStore: 2 } as const;
export const ShopKind = { official: 1, test: 2 } as const;
export const ShopAccountType = { master: 1, sub: 2 } as const;

/** SPEC §5: a shop password is 6 letters or digits (not the 8-32 of a user's password). */
export const shopPasswordPattern = /^[A-Za-z0-9]{6}$/;
const shopPassword = z.string().regex(shopPasswordPattern, 'shopPassword.format');

/** The definition with its password fields taking SPEC §5's shop password (required on create, optional on update). */
export function withShopPassword<R extends Resource>(r: R): R {
  return { ...r, createSchema: r.createSchema.extend({ password: shopPassword }), updateSchema: r.updateSchema.extend({ password: shopPassword.or(z.literal('')).optional() }) };
}

/**
 * Shops (门店, SPEC §3 and §5): repair shops and parts stores that order from the enterprise. The login account and
 * its 6-character password are the shop's master login to the shop ordering view; `partner_id` is the customer
 * their orders become sales orders for. `online` is SPEC §4's online/offline toggle: an offline shop cannot log in.
 */
export const shopResource = withShopPassword(defineResource({
  name: 'shops',
  table: 'shop',
  label: { 'zh-CN': '门店', 'en-US': 'Shops' },
  permission: resourcePermission('shopList', 'shop'),
  fields: {
    name: field.text({ 'zh-CN': '门店名称', 'en-US': 'Shop name' }, { required: true, max: 50, unique: true, search: true }),
    shop_type: field.enum({ 'zh-CN': '门店类型', 'en-US': 'Shop type' }, [
      { value: ShopType.repairShop, label: { 'zh-CN': '维修店', 'en-US': 'Repair shop' } },
      { value: ShopType.partsStore, label: { 'zh-CN': '配件店', 'en-US': 'Parts store' } },
    ], { required: true }),
    shop_kind: field.enum({ 'zh-CN': '正式/测试', 'en-US': 'Official or test' }, [
      { value: ShopKind.official, label: { 'zh-CN': '正式门店', 'en-US': 'Official' } },
      { value: ShopKind.test, label: { 'zh-CN': '测试门店', 'en-US': 'Test' } },
    ]),
    tags: field.text({ 'zh-CN': '门店标签', 'en-US': 'Tags' }, { max: 100 }),
    country_code: field.text({ 'zh-CN': '国家代码', 'en-US': 'Country code' }, { required: true, max: 6, default: '86' }),
    phone: field.text({ 'zh-CN': '门店电话', 'en-US': 'Phone' }, { max: 30 }),
    contact_phone: field.text({ 'zh-CN': '联系电话', 'en-US': 'Contact phone' }, { max: 30, list: false }),
    email: field.email({ 'zh-CN': '联系邮箱', 'en-US': 'Contact email' }, { list: false }),
    address: field.text({ 'zh-CN': '门店地址', 'en-US': 'Address' }, { required: true, max: 200 }),
    partner_id: field.ref({ 'zh-CN': '对应客户', 'en-US': 'Customer' }, 'partners'),
    account: field.text({ 'zh-CN': '登录账号', 'en-US': 'Login account' }, { required: true, max: 30, unique: true, search: true }),
    password: field.password({ 'zh-CN': '登录密码', 'en-US': 'Password' }, { required: true }),
    online: field.switch({ 'zh-CN': '上线', 'en-US': 'Online' }),
    business_license: field.image({ 'zh-CN': '营业执照', 'en-US': 'Business licence' }, { list: false }),
    photos: field.images({ 'zh-CN': '门店照片', 'en-US': 'Photos' }),
    description: field.textarea({ 'zh-CN': '门店描述', 'en-US': 'Description' }, { max: 500 }),
  },
  list: { columns: ['name', 'shop_type', 'shop_kind', 'tags', 'phone', 'address', 'partner_id', 'account', 'online'], defaultSort: ['id', 'desc'] },
  deleteMode: 'hard',
  importExport: true,
}));
