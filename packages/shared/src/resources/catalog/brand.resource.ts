import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Brands of the product centre (SPEC §2 Product: brand). */
export const brandResource = defineResource({
  name: 'brands',
  table: 'brand',
  label: { 'zh-CN': '品牌', 'en-US': 'Brands' },
  permission: resourcePermission('brandList', 'brand'),
  fields: {
    name: field.text({ 'zh-CN': '品牌名称', 'en-US': 'Brand name' }, { required: true, max: 50, unique: true, search: true }),
    logo: field.image({ 'zh-CN': '标志', 'en-US': 'Logo' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'logo', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
