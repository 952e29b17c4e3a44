import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the chart of accounts and the initialization of the books: key → [zh-CN, en-US]. */
export const ledgerInitMessages = defineMessages({
  'subject.badCode': ['科目编码须为4位一级编码，下级每级加2位数字', 'An account code has 4 digits at level 1 and 2 more digits per level below'],
  'subject.codeUnderParent': ['下级科目编码须以上级科目编码 {parent} 开头并加2位', 'A sub-account code is the parent code {parent} followed by 2 digits'],
  'subject.codeTaken': ['科目编码 {code} 已存在', 'Account code {code} already exists'],
  'subject.noParent': ['上级科目 {code} 不存在', 'The parent account {code} does not exist'],
  'subject.full': ['上级科目 {code} 下已没有可用的编码', 'No free code is left under account {code}'],
  'subject.parentUsed': ['科目 {code} 已有业务数据（凭证、期初或余额），不能增加下级科目', 'Account {code} already has entries (vouchers, openings or balances) and cannot get sub-accounts'],
  'subject.codeLocked': ['科目 {code} 有下级科目或已使用，不能修改编码', 'Account {code} has sub-accounts or entries; its code cannot change'],
  'subject.auxLocked': ['科目 {code} 已使用，不能修改辅助核算', 'Account {code} has entries; its auxiliary accounting cannot change'],
  'subject.hasChildren': ['科目 {code} 有下级科目，请先删除下级科目', 'Account {code} has sub-accounts; delete them first'],
  'subject.usedDisabled': ['科目 {code} 已使用，不能删除，已改为停用', 'Account {code} has entries and cannot be deleted; it has been disabled instead'],
  'subject.categoryRequired': ['一级科目须选择科目类别和余额方向', 'A level-1 account needs a category and a balance side'],
  'subject.badAux': ['辅助核算只能是往来单位、部门、职员、项目、商品', 'Auxiliary accounting is one of partner, department, employee, project, product'],
  'subject.sheet': ['会计科目', 'Chart of accounts'],
  'subject.importRow': ['第{row}行：{msg}', 'Row {row}: {msg}'],
  'opening.locked': ['账簿已初始化，期初余额只读；如需修改请先反初始化（期初反结账）', 'The books are initialized and the openings are read-only; reverse the opening close first'],
  'opening.computed': ['科目 {code} 的期初来自{source}，不能手工录入', 'The opening of account {code} comes from the {source}; it is not typed'],
  'opening.stockSource': ['库存台账（仓库期初）', 'stock ledger (warehouse openings)'],
  'opening.partnerSource': ['往来台账（应收应付期初）', 'partner ledger (receivable and payable openings)'],
  'opening.notLeaf': ['科目 {code} 不是末级科目，期初余额只能录入末级科目', 'Account {code} has sub-accounts; openings go on leaf accounts'],
  'opening.unknownSubject': ['科目 {code} 不存在', 'Account {code} does not exist'],
  'opening.missingAux': ['科目 {code} 需要按“{aux_zh}”录入期初', 'Account {code} needs its openings per {aux_en}'],
  'opening.unbalanced': ['期初试算不平衡：借方 {debit}，贷方 {credit}，本年累计借方 {ytd_debit}，贷方 {ytd_credit}', 'The openings do not balance: debit {debit}, credit {credit}, year-to-date debit {ytd_debit}, credit {ytd_credit}'],
  'opening.unbalancedField': ['期初余额试算不平衡', 'The opening balances do not balance'],
  'init.already': ['账簿已经初始化', 'The books are already initialized'],
  'init.notInitialized': ['账簿尚未初始化', 'The books are not initialized'],
  'init.postedAfter': ['已有 {count} 张凭证记账，不能反初始化', '{count} vouchers are posted; the opening close cannot be reversed'],
  'init.periodClosed': ['已有期间结账，不能反初始化', 'A period is already closed; the opening close cannot be reversed'],
  'init.costingLocked': ['已有库存记录或账簿已初始化，存货计价方法不能修改', 'Stock has moved or the books are initialized; the costing method cannot change'],
  'init.startLocked': ['账簿已初始化，启用期间不能修改', 'The books are initialized; the start period cannot change'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof ledgerInitMessages, true> {}
}
