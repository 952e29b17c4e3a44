import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/**
 * Currencies with their rate to the base currency (6 dp). Every enterprise starts with the base currency CNY at
 * rate 1: it keeps that rate and cannot be deleted; another currency's rate must be above 0.
 */
export const currencyResource = defineResource({
  name: 'currencies',
  table: 'currency',
  label: { 'zh-CN': '币种', 'en-US': 'Currencies' },
  permission: resourcePermission('currencyList', 'currency'),
  fields: {
    code: field.text({ 'zh-CN': '币种代码', 'en-US': 'Currency code' }, { required: true, max: 10, unique: true, search: true }),
    name: field.text({ 'zh-CN': '币种名称', 'en-US': 'Currency name' }, { required: true, max: 50, unique: true, search: true }),
    symbol: field.text({ 'zh-CN': '符号', 'en-US': 'Symbol' }, { max: 5 }),
    rate: field.decimal({ 'zh-CN': '汇率', 'en-US': 'Exchange rate' }, 6, { required: true }),
    is_base: field.switch({ 'zh-CN': '本位币', 'en-US': 'Base currency' }, { default: 0, excel: false, filter: false }),
    sort: field.sort(),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['code', 'name', 'symbol', 'rate', 'is_base', 'sort', 'remark'], defaultSort: ['sort', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
