import { billColumns, stockColumns } from './columns.ts';
import { billFuns, col, funs, menu, page, queryFuns, system } from './build.ts';

/**
 * Finance centre (SPEC §2 "Receivables and payables and finance"): cash, expenses, stock costing and the
 * business-side financial views. Vouchers and statements live in the general ledger.
 */
export const finance = system('finance', 'finance', 'AccountBookOutlined', '财务中心', 'Finance centre', [
  menu('fundMenu', '资金管理', 'Funds', [
    page('otherReceiptBill', '其他收款单', 'Other receipt bills', { funs: billFuns('other_receipt'), cols: billColumns('partner') }),
    page('otherPaymentBill', '其他付款单', 'Other payment bills', { funs: billFuns('other_payment'), cols: billColumns('partner') }),
    page('cashFlow', '资金流水', 'Cash flow', {
      funs: queryFuns('cash_flow'),
      cols: [
        col('bill_sn', '单据编号', 'Bill No.'), col('bill_date', '单据日期', 'Bill date'), col('account_name', '结算账户', 'Settlement account'),
        col('income_amount', '收入', 'Income'), col('expense_amount', '支出', 'Expense'), col('balance_amount', '余额', 'Balance'),
      ],
    }),
    page('expenseManage', '费用管理', 'Expense management', { funs: billFuns('expense'), cols: billColumns('partner') }),
  ]),
  menu('costMenu', '成本核算', 'Costing', [
    page('outboundCostAccounting', '出库成本核算', 'Outbound cost accounting', { funs: funs('outbound_cost', ['run', '执行核算', 'Run costing'], ['undo', '反核算', 'Undo costing'], 'export') }),
    page('productCostAccounting', '产品成本核算', 'Product cost accounting', { funs: funs('product_cost', ['run', '执行核算', 'Run costing'], ['undo', '反核算', 'Undo costing'], 'export') }),
    page('stockDetail', '存货明细', 'Stock details', { funs: queryFuns('stock_detail'), cols: stockColumns() }),
    page('stockSummary', '存货汇总', 'Stock summary', { funs: queryFuns('stock_summary'), cols: stockColumns() }),
  ]),
  menu('financeViewMenu', '经营分析', 'Business finance', [
    page('billProfit', '单据利润', 'Bill profit', {
      funs: queryFuns('bill_profit'),
      cols: [...billColumns('customer'), col('gross_profit', '毛利', 'Gross profit')],
    }),
    page('assetLiability', '资产负债概况', 'Assets and liabilities', { funs: queryFuns('asset_liability') }),
    page('accountantTools', '会计工具', 'Accountant tools', { funs: funs('accountant_tools', ['use', '使用', 'Use']) }),
  ]),
]);
