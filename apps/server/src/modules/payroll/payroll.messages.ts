import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of payroll (工资管理): key → [zh-CN, en-US]. */
export const payrollMessages = defineMessages({
  'payroll.runExists': ['{period} 的工资表已存在', 'The payroll of {period} already exists'],
  'payroll.noEmployees': ['没有在职且参与工资核算的员工', 'There are no active employees in the payroll'],
  'payroll.audited': ['{period} 的工资已审核，不能再修改或重新计算，请先反审核', 'The payroll of {period} is audited: it cannot be changed or computed again; reverse the audit first'],
  'payroll.notAudited': ['{period} 的工资尚未审核', 'The payroll of {period} is not audited yet'],
  'payroll.alreadyAudited': ['{period} 的工资已审核', 'The payroll of {period} is already audited'],
  'payroll.accrued': ['{period} 的工资已计提（凭证 {voucher_no}），不能反审核', 'The wages of {period} are accrued (voucher {voucher_no}): the audit cannot be reversed'],
  'payroll.alreadyAccrued': ['{period} 的工资已计提，凭证 {voucher_no}', 'The wages of {period} are already accrued: voucher {voucher_no}'],
  'payroll.notAccrued': ['{period} 的工资尚未计提，请先执行工资费用分配', 'The wages of {period} are not accrued yet: run the wage cost allocation first'],
  'payroll.notPaid': ['{period} 的工资尚未发放', 'The wages of {period} are not paid'],
  'payroll.paidFirst': ['{period} 的工资已发放（凭证 {voucher_no}），请先取消发放', 'The wages of {period} are paid (voucher {voucher_no}): take the payment back first'],
  'payroll.voucherAudited': ['{period} 的工资凭证 {voucher_no} 已审核，请先反审核该凭证', 'The payroll voucher {voucher_no} of {period} is audited: unaudit it first'],
  'payroll.alreadyPaid': ['{period} 的工资已发放，凭证 {voucher_no}', 'The wages of {period} are already paid: voucher {voucher_no}'],
  'payroll.nothingToBook': ['{period} 的工资金额为零，无需生成凭证', 'The wages of {period} are all zero: there is no voucher to make'],
  'payroll.noSettlementAccount': ['请选择发放工资的结算账户', 'Choose the settlement account the wages are paid from'],
  'payroll.unknownEmployee': ['第 {line} 行：员工不在本期工资表中', 'Line {line}: the employee is not in this payroll'],
  'payroll.unknownItem': ['第 {line} 行：没有工资项目 {code}', 'Line {line}: there is no wage item {code}'],
  'payroll.formula': ['公式有误：{detail}', 'The formula is wrong: {detail}'],
  'payroll.formulaCycle': ['工资项目 {code} 的公式循环引用了自己', 'The formula of wage item {code} refers back to itself'],
  'payroll.formulaName': ['公式中的 {name} 不是工资项目代码，也不是 si_base / hf_base / special_deduction / piece_wages', '{name} in the formula is neither a wage item code nor si_base / hf_base / special_deduction / piece_wages'],
  'payroll.brackets': ['税率表须按级数递增，上限递增，最后一级不设上限', 'The tax table must rise level by level, with rising upper limits and no limit on the last level'],
  'payroll.unknownSubject': ['科目 {code} 不存在或不是末级科目', 'Account {code} does not exist or is not a leaf account'],
  'payroll.allocationItem': ['工资项目 {code} 不是应发项，不能单独设置分配科目', 'Wage item {code} is not an earning: it has no allocation account of its own'],
  'payroll.importHeader': ['导入文件的第一行须包含“员工”列和工资项目名称', 'The first row of the file must hold the column 员工 (Employee) and wage item names'],
  'payroll.importEmployee': ['员工不在本期工资表中', 'The employee is not in this payroll'],
  'payroll.importRow': ['第 {row} 行：{detail}', 'Row {row}: {detail}'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof payrollMessages, true> {}
}
