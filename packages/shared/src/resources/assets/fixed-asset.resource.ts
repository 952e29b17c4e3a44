import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';
import { methodField } from './asset-category.resource.ts';

/** fixed_asset.status. */
export const AssetStatus = { inUse: 1, disposed: 2 } as const;
/** fixed_asset.usage: which expense account its depreciation goes to when neither card nor category names one. */
export const AssetUsage = { admin: 1, workshop: 2, selling: 3 } as const;

/**
 * Fixed-asset cards (固定资产卡片), API.md's fields plus location, workload total and unit (workload method), use
 * (expense account), status. `accumulated_depreciation` is what was depreciated before the books started
 * (initialization). Life, rate and method left empty (life 0) are taken from the category.
 */
export const fixedAssetResource = defineResource({
  name: 'fixed-assets',
  table: 'fixed_asset',
  label: { 'zh-CN': '固定资产', 'en-US': 'Fixed assets' },
  permission: { ...resourcePermission('assetList', 'asset'), importPage: 'asset_import_run' },
  fields: {
    code: field.text({ 'zh-CN': '资产编码', 'en-US': 'Asset code' }, { max: 30, unique: true, search: true }),
    name: field.text({ 'zh-CN': '资产名称', 'en-US': 'Asset name' }, { required: true, max: 100, search: true }),
    category_id: field.ref({ 'zh-CN': '资产类别', 'en-US': 'Category' }, 'asset-categories', { required: true }),
    department_id: field.ref({ 'zh-CN': '使用部门', 'en-US': 'Department' }, 'departments'),
    location: field.text({ 'zh-CN': '存放地点', 'en-US': 'Location' }, { max: 100, list: false }),
    start_date: field.date({ 'zh-CN': '开始使用日期', 'en-US': 'In use since' }, { required: true }),
    original_value: field.decimal({ 'zh-CN': '原值', 'en-US': 'Original value' }, 2, { required: true }),
    accumulated_depreciation: field.decimal({ 'zh-CN': '期初累计折旧', 'en-US': 'Opening accumulated depreciation' }, 2),
    life_months: field.integer({ 'zh-CN': '使用年限(月)', 'en-US': 'Life (months)' }),
    residual_rate: field.decimal({ 'zh-CN': '残值率(%)', 'en-US': 'Residual rate (%)' }, 4, { default: '5' }),
    method: methodField(),
    workload_total: field.decimal({ 'zh-CN': '预计总工作量', 'en-US': 'Total workload' }, 4, { list: false }),
    workload_unit: field.text({ 'zh-CN': '工作量单位', 'en-US': 'Workload unit' }, { max: 20, list: false }),
    usage: field.enum({ 'zh-CN': '用途', 'en-US': 'Use' }, [
      { value: AssetUsage.admin, label: { 'zh-CN': '管理部门', 'en-US': 'Administration' } },
      { value: AssetUsage.workshop, label: { 'zh-CN': '生产车间', 'en-US': 'Workshop' } },
      { value: AssetUsage.selling, label: { 'zh-CN': '销售部门', 'en-US': 'Selling' } },
    ]),
    expense_subject: field.text({ 'zh-CN': '折旧费用科目', 'en-US': 'Expense account' }, { max: 20, list: false }),
    status: field.enum({ 'zh-CN': '状态', 'en-US': 'Status' }, [
      { value: AssetStatus.inUse, label: { 'zh-CN': '使用中', 'en-US': 'In use' } },
      { value: AssetStatus.disposed, label: { 'zh-CN': '已处置', 'en-US': 'Disposed' } },
    ], { excel: false }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: {
    columns: ['code', 'name', 'category_id', 'department_id', 'start_date', 'original_value', 'accumulated_depreciation', 'life_months', 'residual_rate', 'method', 'usage', 'status'],
    defaultSort: ['id', 'desc'],
  },
  deleteMode: 'hard',
  importExport: true,
});
