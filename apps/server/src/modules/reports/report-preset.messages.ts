import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the report centre's saved filter presets: key → [zh-CN, en-US]. */
export const reportPresetMessages = defineMessages({
  'report.presetTaken': ['已有同名的方案', 'You already have a preset with this name'],
  'report.presetName': ['方案名称最多 40 个字', 'A preset name has at most 40 characters'],
  'report.presetTooMany': ['每个报表最多保存 50 个方案', 'A report keeps at most 50 presets'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof reportPresetMessages, true> {}
}
