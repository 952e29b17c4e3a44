import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/*
 * The vehicle catalogue of auto-parts businesses: brand → range (series) → model, three resources on the vehicle
 * model page (docs/decisions.md "Vehicle catalogue"). Each level refers to the one above, so a brand with ranges or
 * a range with models cannot be deleted, and a model products fit cannot be deleted either.
 */
const vehiclePermission = resourcePermission('vehicleModel', 'vehicle_model');
const remark = () => field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 });

export const vehicleBrandResource = defineResource({
  name: 'vehicle-brands',
  table: 'vehicle_brand',
  label: { 'zh-CN': '汽车品牌', 'en-US': 'Vehicle brands' },
  permission: vehiclePermission,
  fields: {
    name: field.text({ 'zh-CN': '品牌名称', 'en-US': 'Brand name' }, { required: true, max: 50, unique: true, search: true }),
    initial: field.text({ 'zh-CN': '首字母', 'en-US': 'Initial' }, { max: 1, filter: true }),
    logo: field.image({ 'zh-CN': '标志', 'en-US': 'Logo' }),
    sort: field.sort(),
    remark: remark(),
  },
  list: { columns: ['initial', 'name', 'logo', 'sort'], defaultSort: ['initial', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});

/** A range (车系) of one brand, e.g. 大众 朗逸; unique within the brand. */
export const vehicleRangeResource = defineResource({
  name: 'vehicle-ranges',
  table: 'vehicle_range',
  label: { 'zh-CN': '车系', 'en-US': 'Vehicle ranges' },
  permission: vehiclePermission,
  fields: {
    brand_id: field.ref({ 'zh-CN': '汽车品牌', 'en-US': 'Vehicle brand' }, 'vehicle-brands', { required: true }),
    name: field.text({ 'zh-CN': '车系名称', 'en-US': 'Range name' }, { required: true, max: 50, search: true }),
    sort: field.sort(),
    remark: remark(),
  },
  list: { columns: ['brand_id', 'name', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});

/**
 * A model (车型) of one range: model year, engine and trim, e.g. "2019款 1.5L 自动舒适版"; unique within the range.
 * Lists also filter by `brand_id` (the brand of the model's range).
 */
export const vehicleModelResource = defineResource({
  name: 'vehicle-models',
  table: 'vehicle_model',
  label: { 'zh-CN': '车型', 'en-US': 'Vehicle models' },
  permission: vehiclePermission,
  fields: {
    range_id: field.ref({ 'zh-CN': '车系', 'en-US': 'Range' }, 'vehicle-ranges', { required: true }),
    name: field.text({ 'zh-CN': '车型名称', 'en-US': 'Model name' }, { required: true, max: 100, search: true }),
    year: field.integer({ 'zh-CN': '年款', 'en-US': 'Model year' }, { filter: true }),
    engine: field.text({ 'zh-CN': '发动机/排量', 'en-US': 'Engine' }, { max: 50, search: true }),
    sort: field.sort(),
    remark: remark(),
  },
  list: { columns: ['range_id', 'name', 'year', 'engine', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'recycle',
  importExport: true,
});
