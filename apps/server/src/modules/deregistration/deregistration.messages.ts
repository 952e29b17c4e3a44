import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the enterprise deregistration (企业注销): key → [zh-CN, en-US]. */
export const deregistrationMessages = defineMessages({
  'deregistration.exportFirst': ['请先导出企业数据（24小时内）再申请注销', 'Export the enterprise’s data first (within 24 hours), then apply'],
  'deregistration.pending': ['企业已在注销冷静期中', 'The enterprise is already in its deregistration cooling-off period'],
  'deregistration.notPending': ['企业没有待撤销的注销申请', 'The enterprise has no deregistration to undo'],
  'deregistration.wrongName': ['请输入完整的企业名称以确认', 'Type the enterprise’s full name to confirm'],
  'deregistration.reason': ['注销原因至少两个字', 'The reason needs at least two characters'],
  'deregistration.closed': ['企业已注销', 'The enterprise is deregistered'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof deregistrationMessages, true> {}
}
