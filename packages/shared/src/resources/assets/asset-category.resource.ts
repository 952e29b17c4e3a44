import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** Depreciation methods: API.md's words, stored as they are (migration 0380). */
export const depreciationMethods = ['straight_line', 'workload', 'double_declining', 'sum_of_years'] as const;
export type DepreciationMethodName = (typeof depreciationMethods)[number];
export const methodField = () => field.enum({ 'zh-CN': '折旧方法', 'en-US': 'Depreciation method' }, [
  { value: 'straight_line', label: { 'zh-CN': '平均年限法', 'en-US': 'Straight line' } },
  { value: 'workload', label: { 'zh-CN': '工作量法', 'en-US': 'Workload' } },
  { value: 'double_declining', label: { 'zh-CN': '双倍余额递减法', 'en-US': 'Double-declining balance' } },
  { value: 'sum_of_years', label: { 'zh-CN': '年数总和法', 'en-US': 'Sum of the years’ digits' } },
] satisfies Array<{ value: DepreciationMethodName; label: Record<string, string> }>);

/**
 * Fixed-asset categories (固定资产类别): default life, residual rate (percent) and method for new cards, and the
 * accounts of their vouchers (asset 1601, accumulated depreciation 1602, expense: empty = by the card's use).
 */
export const assetCategoryResource = defineResource({
  name: 'asset-categories',
  table: 'asset_category',
  label: { 'zh-CN': '资产类别', 'en-US': 'Asset categories' },
  permission: resourcePermission('assetList', 'asset'),
  fields: {
    name: field.text({ 'zh-CN': '类别名称', 'en-US': 'Category' }, { required: true, max: 50, unique: true, search: true }),
    code: field.text({ 'zh-CN': '类别编码', 'en-US': 'Code' }, { max: 30, search: true }),
    life_months: field.integer({ 'zh-CN': '使用年限(月)', 'en-US': 'Life (months)' }, { required: true, default: 60 }),
    residual_rate: field.decimal({ 'zh-CN': '残值率(%)', 'en-US': 'Residual rate (%)' }, 4, { default: '5' }),
    method: methodField(),
    asset_subject: field.text({ 'zh-CN': '固定资产科目', 'en-US': 'Asset account' }, { max: 20, default: '1601' }),
    depreciation_subject: field.text({ 'zh-CN': '累计折旧科目', 'en-US': 'Accumulated depreciation account' }, { max: 20, default: '1602' }),
    expense_subject: field.text({ 'zh-CN': '折旧费用科目', 'en-US': 'Expense account' }, { max: 20 }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['name', 'code', 'life_months', 'residual_rate', 'method', 'asset_subject', 'depreciation_subject', 'expense_subject', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
