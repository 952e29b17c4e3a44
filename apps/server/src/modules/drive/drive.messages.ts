import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the enterprise file drive (企业网盘): key → [zh-CN, en-US]. */
export const driveMessages = defineMessages({
  'drive.nameTaken': ['该文件夹中已有同名的文件或文件夹', 'This folder already holds a file or folder of that name'],
  'drive.quotaFull': ['网盘空间不足：剩余 {left}，文件 {size}', 'Not enough drive space: {left} left, the file is {size}'],
  'drive.folderNotEmpty': ['文件夹不为空，请先删除其中的文件和文件夹', 'The folder is not empty: delete what it holds first'],
  'drive.fileTooLarge': ['文件不能超过50MB', 'A file can be at most 50 MB'],
  'drive.noFile': ['请选择要上传的文件', 'Choose a file to upload'],
  'drive.intoItself': ['不能移动到自身或其子文件夹', 'A folder cannot go into itself or one of its sub-folders'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof driveMessages, true> {}
}
