import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the costing module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const costingMessages = defineMessages({
  'costing.notMonthly': ['本企业不按月末一次加权平均核算存货，无需执行出库成本核算', 'This enterprise does not cost stock by monthly weighted average; there is no costing run to do'],
  'costing.taskTitle': ['出库成本核算', 'Outbound cost accounting'],
  'costing.undoTaskTitle': ['出库成本反核算', 'Undo outbound cost accounting'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof costingMessages, true> {}
}
