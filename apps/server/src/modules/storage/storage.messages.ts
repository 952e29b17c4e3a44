import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the storage module (envelope msg and field messages): key → [zh-CN, en-US]. */
export const storageMessages = defineMessages({
  'warehouse.keepDefault': ['必须有一个默认仓库：请把另一个仓库设为默认', 'There must be a default warehouse: make another warehouse the default instead'],
  'warehouse.defaultDisabled': ['默认仓库不能停用', 'The default warehouse cannot be disabled'],
  'warehouse.defaultDelete': ['默认仓库不能删除', 'The default warehouse cannot be deleted'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof storageMessages, true> {}
}
