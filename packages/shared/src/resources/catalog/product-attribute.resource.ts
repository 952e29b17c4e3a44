import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Product attributes (colour, material, position…); their values are product-attribute-values. */
export const productAttributeResource = defineResource({
  name: 'product-attributes',
  table: 'product_attribute',
  label: { 'zh-CN': '商品属性', 'en-US': 'Product attributes' },
  permission: resourcePermission('attributeList', 'attribute'),
  fields: {
    name: field.text({ 'zh-CN': '属性名称', 'en-US': 'Attribute name' }, { required: true, max: 50, unique: true, search: true }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});

/**
 * The values of one attribute (filter `attribute_id`). The hidden attribute-value screen opens from the attribute
 * page, so it uses that page's rights. A value is unique within its attribute (a database index; 4090 on a repeat).
 */
export const productAttributeValueResource = defineResource({
  name: 'product-attribute-values',
  table: 'product_attribute_value',
  label: { 'zh-CN': '属性值', 'en-US': 'Attribute values' },
  permission: resourcePermission('attributeList', 'attribute'),
  fields: {
    attribute_id: field.ref({ 'zh-CN': '属性', 'en-US': 'Attribute' }, 'product-attributes', { required: true }),
    name: field.text({ 'zh-CN': '属性值', 'en-US': 'Value' }, { required: true, max: 50, search: true }),
    sort: field.sort(),
  },
  list: { columns: ['attribute_id', 'name', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
