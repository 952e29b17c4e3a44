import { funs, menu, page, queryFuns, system } from './build.ts';

/** A statement line's formula per enterprise (statement-formula.ts): changing or resetting it. */
const formula = ['formula', '公式设置', 'Edit formulas'] as const;
const voucherActions = ['add', 'edit', 'del', 'audit', 'reverse', 'import', 'export', 'print'] as const;

/**
 * General ledger (SPEC §2 finance and "Period-end"): vouchers, books, statements and period-end work.
 */
export const generalLedger = system('generalLedger', 'ledger', 'BookOutlined', '总账', 'General ledger', [
  menu('voucherMenu', '凭证管理', 'Vouchers', [
    page('voucherList', '记账凭证', 'Accounting vouchers', {
      funs: funs('voucher', ...voucherActions, ['post', '记账', 'Post'], ['unpost', '反记账', 'Unpost'], ['renumber', '凭证整理', 'Renumber']),
    }),
    page('costVoucher', '成本凭证', 'Cost vouchers', { funs: funs('cost_voucher', ['generate', '生成凭证', 'Generate'], 'del', 'export') }),
    page('generateVoucher', '生成凭证', 'Generate vouchers', { funs: funs('generate_voucher', ['run', '生成', 'Generate']) }),
  ]),
  menu('ledgerBookMenu', '账簿', 'Books', [
    page('generalLedgerBook', '总分类账', 'General ledger', { funs: queryFuns('general_ledger') }),
    page('ledgerItem', '明细分类账', 'Ledger items', { funs: queryFuns('ledger_item') }),
    page('subjectBalance', '科目余额表', 'Subject balance', { funs: queryFuns('subject_balance') }),
  ]),
  menu('statementMenu', '财务报表', 'Financial statements', [
    page('balanceSheet', '资产负债表', 'Balance sheet', { funs: queryFuns('balance_sheet', formula) }),
    page('profitStatement', '利润表', 'Profit statement', { funs: queryFuns('profit_statement', formula) }),
    page('cashFlowStatement', '现金流量表', 'Cash flow statement', { funs: queryFuns('cash_flow_statement', formula, ['assign', '指定现金流量', 'Assign cash flow items']) }),
  ]),
  menu('periodEndMenu', '期末处理', 'Period-end', [
    page('carryDownIncome', '结转损益', 'Carry down income', { funs: funs('carry_down_income', ['run', '结转', 'Carry down']) }),
    page('periodEndClose', '期末结账', 'Period-end close', { funs: funs('period_end', ['close', '结账', 'Close'], ['reverse', '反结账', 'Reverse close']) }),
    page('businessPeriodClose', '业务期末结账', 'Business period-end close', { funs: funs('business_period', ['close', '结账', 'Close'], ['reverse', '反结账', 'Reverse close']) }),
    page('openingClose', '期初结账', 'Opening close', { funs: funs('opening', ['close', '结账', 'Close'], ['reverse', '反结账', 'Reverse close']) }),
    // SPEC §2 layout route: the business process diagram.
    page('getSystemWorkFloatList', '系统流程图', 'System workflow chart', { shellPath: '/getSystemWorkFloatList' }),
  ]),
]);
