import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of invoices (purchase and sales invoices, engines/bill/bill-invoice*.ts): key → [zh-CN, en-US]. */
export const invoiceMessages = defineMessages({
  'invoice.overLine': ['第{row}行：超过来源单据行的未开票数量或金额（未开票数量{available}，金额{open}）', 'Row {row}: more than the source row still has uninvoiced ({available} units, {open})'],
  'invoice.sourceChanged': ['第{row}行：来源单据行已不可开票（已反审核或不属于该往来单位）', 'Row {row}: the source row can no longer be invoiced (reversed, or of another partner)'],
  'bill.invoiced': ['单据已开具发票{sn}，不能反审核；请先反审核{sn}', 'Invoice {sn} was issued against this document; reverse {sn} first'],
  'invoice.certifiedNoReverse': ['发票已认证，不能反审核；请先取消认证', 'The invoice is certified; withdraw the certification before reversing it'],
  'invoice.certifyNotApproved': ['只有已审核的发票可以认证', 'Only approved invoices can be certified'],
  'invoice.certifyRedNot': ['红字发票不需要认证', 'Red-letter invoices are not certified'],
  'invoice.vatSwitchOpen': ['还有未完全开票的已审核采购单或采购退货单（如{sn}），不能切换进项税确认方式', 'Approved purchase bills or returns are not fully invoiced (e.g. {sn}); the input VAT treatment cannot be switched now'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof invoiceMessages, true> {}
}
