import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the resource engine (envelope msg and field messages): key → [zh-CN, en-US]. */
export const resourceMessages = defineMessages({
  'resource.referenced': ['无法删除：{what}中仍有记录引用它', 'Cannot delete: records in {what} still refer to it'],
  'resource.noRows': ['表格中没有数据行', 'The workbook has no data rows'],
  'resource.refAmbiguous': ['有多条名为“{name}”的记录，请填写编码', 'Several records are named "{name}": give the code instead'],
  'resource.badHeader': ['表头与导入模板不一致', 'The header row does not match the import template'],
  // A save made from an older read of the record (record-version.ts): who changed it and when, in China time.
  'record.changedBy': ['已被 {name} 于 {time} 修改，请刷新后再改', 'Changed by {name} at {time} — reload to see their change'],
  'codeRule.prefix': ['编码前缀只能是字母、数字或连字符，最多10位', 'A code prefix is up to 10 letters, digits or hyphens'],
  'codeRule.digits': ['流水号位数应在3到12之间', 'The running number has 3 to 12 digits'],
  'record.changedElsewhere': ['已于 {time} 被修改，请刷新后再改', 'Changed at {time} — reload to see the change'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // The keys join the server's message keys, so a misspelt key is a type error wherever it is used.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof resourceMessages, true> {}
}
