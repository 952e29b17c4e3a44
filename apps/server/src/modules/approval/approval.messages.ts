import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the approval module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const approvalMessages = defineMessages({
  'approval.stepEmpty': ['每个审批步骤至少需要一位审批人或一个权限组', 'Each approval step needs at least one approver or permission group'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof approvalMessages, true> {}
}
