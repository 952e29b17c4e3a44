import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the general ledger (vouchers, period balances): key → [zh-CN, en-US]. */
export const ledgerMessages = defineMessages({
  'voucher.noLines': ['凭证至少要有两行分录', 'A voucher needs at least two lines'],
  'voucher.unbalanced': ['借贷不平衡：借方合计 {debit}，贷方合计 {credit}', 'Debits and credits do not balance: debit {debit}, credit {credit}'],
  'voucher.bothSides': ['第{line}行：借方和贷方只能填一个', 'Line {line}: enter either a debit or a credit, not both'],
  'voucher.zeroLine': ['第{line}行：借方或贷方金额不能为零', 'Line {line}: the debit or credit amount cannot be zero'],
  'voucher.noSummary': ['第{line}行：请填写摘要', 'Line {line}: enter a summary'],
  'voucher.unknownSubject': ['第{line}行：科目 {code} 不存在', 'Line {line}: account {code} does not exist'],
  'voucher.parentSubject': ['第{line}行：科目 {code} 有下级科目，只能使用末级科目', 'Line {line}: account {code} has sub-accounts; use a leaf account'],
  'voucher.disabledSubject': ['第{line}行：科目 {code} 已停用', 'Line {line}: account {code} is disabled'],
  'voucher.missingAux': ['第{line}行：科目 {code} 需要辅助核算“{aux_zh}”', 'Line {line}: account {code} needs the auxiliary item "{aux_en}"'],
  'voucher.badWord': ['凭证字只能是 记、收、付、转', 'Choose one of the four voucher words: general, receipt, payment or transfer'],
  'voucher.wordReceipt': ['收款凭证必须借记现金或银行科目', 'A receipt voucher (收) must debit a cash or bank account'],
  'voucher.wordPayment': ['付款凭证必须贷记现金或银行科目', 'A payment voucher (付) must credit a cash or bank account'],
  'voucher.wordTransfer': ['转账凭证不能涉及现金或银行科目', 'A transfer voucher (转) cannot touch cash or bank accounts'],
  'voucher.beforeStart': ['凭证日期 {date} 早于账簿启用期间 {period}', 'The voucher date {date} is before the first period of the books ({period})'],
  'voucher.badStatus': ['凭证当前状态不允许此操作', 'The voucher is not in a state that allows this'],
  'voucher.notEditable': ['只有未审核的凭证可以修改或删除', 'Only unaudited vouchers can be changed or deleted'],
  'voucher.fromSource': ['该凭证由单据 {bill_sn} 生成，只能通过单据修改', 'This voucher was made from {bill_sn}; change it through that document'],
  'voucher.makerAudits': ['制单人不能审核自己制作的凭证', 'The person who made a voucher cannot audit it'],
  'voucher.notInitialized': ['账簿尚未完成初始化，凭证不能记账', 'The books are not initialized yet: vouchers cannot be posted'],
  'voucher.reverseUnposted': ['只有已记账的凭证可以冲销', 'Only posted vouchers can be reversed'],
  'voucher.billVouchered': ['单据 {bill_sn} 已有凭证，不能重复生成', '{bill_sn} already has its voucher: a bill is not vouchered twice'],
  'voucher.alreadyReversed': ['该凭证已被冲销（{number}）', 'This voucher was already reversed ({number})'],
  'voucher.badCashFlowItem': ['现金流量项目 {item} 不存在', 'There is no cash-flow item {item}'],
  'voucher.notCashLine': ['科目 {code} 不是现金或银行科目，不能指定现金流量项目', 'Account {code} is not a cash or bank account: it takes no cash-flow item'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof ledgerMessages, true> {}
}
