import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Industries (auto parts, machinery…) and the attributes a product of that industry usually carries. */
export const industryResource = defineResource({
  name: 'industries',
  table: 'industry',
  label: { 'zh-CN': '行业', 'en-US': 'Industries' },
  permission: resourcePermission('industryManage', 'industry'),
  fields: {
    name: field.text({ 'zh-CN': '行业名称', 'en-US': 'Industry name' }, { required: true, max: 50, unique: true, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});

/**
 * Attributes of one industry (filter `industry_id`), e.g. auto parts: OE number, fitting position. The hidden
 * industry-attribute screen opens from the industry page and uses its rights. Unique within the industry.
 */
export const industryAttributeResource = defineResource({
  name: 'industry-attributes',
  table: 'industry_attribute',
  label: { 'zh-CN': '行业属性', 'en-US': 'Industry attributes' },
  permission: resourcePermission('industryManage', 'industry'),
  fields: {
    industry_id: field.ref({ 'zh-CN': '行业', 'en-US': 'Industry' }, 'industries', { required: true }),
    name: field.text({ 'zh-CN': '属性名称', 'en-US': 'Attribute name' }, { required: true, max: 50, search: true }),
    is_required: field.switch({ 'zh-CN': '必填', 'en-US': 'Required' }, { default: 0 }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['industry_id', 'name', 'is_required', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
