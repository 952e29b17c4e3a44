import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** wage_item.kind and wage_item.input: API.md's words, stored as they are (migration 0380). */
export const WageItemKind = { earning: 'earning', deduction: 'deduction' } as const;
export const WageItemInput = { fixed: 'fixed', period: 'period', formula: 'formula' } as const;

/**
 * Wage items (工资项目): earnings and deductions; fixed (carried month to month), entered per period, or a formula
 * over other items' codes and the employee's `si_base` / `hf_base` (+ - * /, parentheses, min, max, round). Taxable:
 * an earning counts into taxable wages; a deduction comes off before tax (social insurance, housing fund).
 * Every enterprise starts with base_salary, bonus and the employee parts of social insurance and housing fund.
 */
export const wageItemResource = defineResource({
  name: 'wage-items',
  table: 'wage_item',
  label: { 'zh-CN': '工资项目', 'en-US': 'Wage items' },
  permission: resourcePermission('wageItem', 'wage_item'),
  fields: {
    code: field.text({ 'zh-CN': '项目代码', 'en-US': 'Code' }, { required: true, max: 40, unique: true, search: true }),
    name: field.text({ 'zh-CN': '项目名称', 'en-US': 'Name' }, { required: true, max: 50, unique: true, search: true }),
    kind: field.enum({ 'zh-CN': '类型', 'en-US': 'Kind' }, [
      { value: WageItemKind.earning, label: { 'zh-CN': '应发项', 'en-US': 'Earning' } },
      { value: WageItemKind.deduction, label: { 'zh-CN': '扣款项', 'en-US': 'Deduction' } },
    ], { required: true }),
    input: field.enum({ 'zh-CN': '数据来源', 'en-US': 'Input' }, [
      { value: WageItemInput.fixed, label: { 'zh-CN': '固定', 'en-US': 'Fixed' } },
      { value: WageItemInput.period, label: { 'zh-CN': '每期录入', 'en-US': 'Per period' } },
      { value: WageItemInput.formula, label: { 'zh-CN': '公式', 'en-US': 'Formula' } },
    ], { required: true }),
    formula: field.text({ 'zh-CN': '计算公式', 'en-US': 'Formula' }, { max: 200 }),
    taxable: field.switch({ 'zh-CN': '计税/税前扣除', 'en-US': 'Taxable / pre-tax' }),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['code', 'name', 'kind', 'input', 'formula', 'taxable', 'status', 'sort'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
