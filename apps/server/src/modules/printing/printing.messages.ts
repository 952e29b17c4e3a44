import { printTemplateMessages } from '@zf/shared';
import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the print templates: the shared ones (packages/shared print-template.ts) and the server's own. */
export const printingMessages = defineMessages({
  ...printTemplateMessages,
  'print.nameTaken': ['同类打印模板中已有这个名称', 'A print template of this type already has that name'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof printingMessages, true> {}
}
