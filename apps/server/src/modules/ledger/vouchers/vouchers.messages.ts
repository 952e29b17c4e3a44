import { defineMessages } from '../../../platform/i18n/server-messages.ts';

/** Messages of the voucher screens (import, export, batch actions): key → [zh-CN, en-US]. */
export const voucherRouteMessages = defineMessages({
  'voucherImport.missingColumn': ['导入文件缺少列“{column}”', 'The file has no column "{column}"'],
  'voucherImport.noKey': ['第{row}行：凭证号为空', 'Row {row}: the voucher number is empty'],
  'voucherImport.badDate': ['第{row}行：日期“{value}”格式不正确', 'Row {row}: the date "{value}" is not a date'],
  'voucherImport.badWord': ['第{row}行：凭证字“{value}”只能是 记、收、付、转', 'Row {row}: "{value}" is not a voucher word (general, receipt, payment or transfer)'],
  'voucherImport.badAmount': ['第{row}行：金额“{value}”格式不正确', 'Row {row}: the amount "{value}" is not a number with up to 2 decimals'],
  'voucherImport.unknownAux': ['第{row}行：{label}“{value}”不存在', 'Row {row}: {label} "{value}" does not exist'],
  'voucherImport.mixedHeader': ['第{row}行：同一凭证的日期或凭证字不一致', 'Row {row}: the date or word differs from the voucher\'s first row'],
  'voucherImport.empty': ['导入文件没有凭证行', 'The file holds no voucher lines'],
  'voucherImport.voucherError': ['第{row}行（凭证 {key}）：{message}', 'Row {row} (voucher {key}): {message}'],
  'voucherExport.sheet': ['记账凭证', 'Vouchers'],
  'voucherAux.partner': ['往来单位', 'partner'],
  'voucherAux.department': ['部门', 'department'],
  'voucherAux.employee': ['职员', 'employee'],
  'voucherAux.project': ['项目', 'project'],
  'voucherAux.product': ['商品', 'product'],
});

declare module '../../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof voucherRouteMessages, true> {}
}
