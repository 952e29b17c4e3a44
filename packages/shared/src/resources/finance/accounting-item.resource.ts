import { defineResource, field } from '../../resource/index.ts';
import { resourcePermission } from '../permission.ts';

/** accounting_item.item_type. */
export const AccountingItemType = { project: 1, custom: 2 } as const;

/**
 * Accounting items (核算项目): auxiliary dimensions vouchers are booked by beyond the partner, department and
 * employee auxiliaries every voucher line already has — projects and user-defined items.
 */
export const accountingItemResource = defineResource({
  name: 'accounting-items',
  table: 'accounting_item',
  label: { 'zh-CN': '核算项目', 'en-US': 'Accounting items' },
  permission: resourcePermission('accountingItem', 'accounting_item'),
  fields: {
    code: field.text({ 'zh-CN': '编码', 'en-US': 'Code' }, { required: true, max: 30, unique: true, search: true }),
    name: field.text({ 'zh-CN': '名称', 'en-US': 'Name' }, { required: true, max: 50, search: true }),
    item_type: field.enum({ 'zh-CN': '项目类型', 'en-US': 'Item type' }, [
      { value: AccountingItemType.project, label: { 'zh-CN': '项目', 'en-US': 'Project' } },
      { value: AccountingItemType.custom, label: { 'zh-CN': '自定义', 'en-US': 'Custom' } },
    ]),
    status: field.switch({ 'zh-CN': '启用', 'en-US': 'Enabled' }),
    remark: field.textarea({ 'zh-CN': '备注', 'en-US': 'Remark' }, { max: 200 }),
  },
  list: { columns: ['code', 'name', 'item_type', 'status', 'remark'], defaultSort: ['code', 'asc'] },
  deleteMode: 'hard',
  importExport: true,
});
