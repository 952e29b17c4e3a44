import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of personal certification and recharge records: key → [zh-CN, en-US]. */
export const accountMessages = defineMessages({
  'personalCert.notOperator': ['只有平台运营方可以审核个人认证或录入充值', 'Only the platform operator reviews personal certifications or records recharges'],
  'personalCert.rejectReason': ['驳回时请填写原因（至少两个字）', 'A rejection needs a reason of at least two characters'],
  'personalCert.approved': ['个人认证已通过，不能再修改', 'The personal certification is approved and can no longer change'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof accountMessages, true> {}
}
