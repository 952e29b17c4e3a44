import { billColumns } from './columns.ts';
import { billFuns, col, hiddenPage, menu, page, system } from './build.ts';

const settled = [col('settled_amount', '已核销金额', 'Settled amount'), col('unsettled_amount', '未核销金额', 'Unsettled amount')];

/** Payables and receivables (SPEC §2): open items per partner, receipts and payments, and their verification. */
export const receivables = system('receivable', 'receivable', 'TransactionOutlined', '应收应付', 'Receivables and payables', [
  menu('receivableMenu', '应收管理', 'Receivables', [
    page('receivableBill', '应收单', 'Receivable bills', { funs: billFuns('receivable_bill'), cols: billColumns('customer', settled) }),
    page('receiptBill', '收款单', 'Receipt bills', { funs: billFuns('receipt_bill'), cols: billColumns('customer', [col('account_name', '结算账户', 'Settlement account')]) }),
    hiddenPage('receivableDetail', '应收明细', 'Receivables detail', ['receivableBill']),
  ]),
  menu('payableMenu', '应付管理', 'Payables', [
    page('payableBill', '应付单', 'Payable bills', { funs: billFuns('payable_bill'), cols: billColumns('supplier', settled) }),
    page('paymentBill', '付款单', 'Payment bills', { funs: billFuns('payment_bill'), cols: billColumns('supplier', [col('account_name', '结算账户', 'Settlement account')]) }),
    hiddenPage('payableDetail', '应付明细', 'Payables detail', ['payableBill']),
  ]),
  menu('verificationMenu', '核销管理', 'Verification', [
    page('verificationBill', '核销单', 'Verification bills', {
      funs: billFuns('verification', ['auto', '自动核销', 'Auto-verify']),
      cols: billColumns('partner'),
    }),
  ]),
]);
