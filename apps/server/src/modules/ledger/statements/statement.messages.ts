import { defineMessages } from '../../../platform/i18n/server-messages.ts';

/** Messages of the statements (balance sheet, profit statement, cash-flow statement): key → [zh-CN, en-US]. */
export const statementMessages = defineMessages({
  'statement.periodFormat': ['期间格式应为 YYYY-MM', 'A period is written YYYY-MM'],
  'statement.noLine': ['报表没有第 {line} 行', 'The statement has no line {line}'],
  'statement.formulaSyntax': ['公式在第 {at} 个字符“{near}”处无法识别', 'The formula cannot be read at character {at} ("{near}")'],
  'statement.unknownCode': ['科目 {code} 不存在', 'Account {code} does not exist'],
  'statement.unknownItem': ['现金流量项目 CF{item} 不存在', 'There is no cash-flow item CF{item}'],
  'statement.unknownLine': ['公式引用的第 {ref} 行不存在', 'The formula refers to line {ref}, which does not exist'],
  'statement.cycle': ['公式循环引用：{lines}', 'The formulas refer to each other in a circle: {lines}'],
});

declare module '../../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof statementMessages, true> {}
}
