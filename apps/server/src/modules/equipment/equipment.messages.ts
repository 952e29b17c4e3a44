import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the equipment module (envelope msg, field messages, plan notices): key → [zh-CN, en-US]. */
export const equipmentMessages = defineMessages({
  'equipment.required': ['请选择设备', 'Choose the equipment'],
  'equipment.scrapped': ['设备已报废，不能再开保养或维修单', 'The equipment is scrapped: no more maintenance or repair bills'],
  'equipment.hours': ['请输入不超过4位小数的非负小时数', 'Enter a non-negative number of hours with at most 4 decimals'],
  'equipment.cost': ['请输入不超过2位小数的非负金额', 'Enter a non-negative amount with at most 2 decimals'],
  'equipment.cyclePositive': ['保养周期必须大于0', 'The maintenance cycle must be above 0'],
  'equipment.responsibleMissing': ['负责人不是本企业的员工', 'The responsible person is not one of the enterprise\'s staff'],
  // The drive folder holding every machine's documents and photos (one sub-folder per machine).
  'equipment.filesFolder': ['设备资料', 'Equipment files'],
  'equipment.planDue.title': ['保养到期：{equipment}', 'Maintenance due: {equipment}'],
  'equipment.planDue.content': [
    '保养计划「{plan}」已到期（{due}），已生成保养单 {bill_sn}，请安排保养。',
    'Maintenance plan "{plan}" is due ({due}); maintenance bill {bill_sn} was created. Please schedule the work.',
  ],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof equipmentMessages, true> {}
}
