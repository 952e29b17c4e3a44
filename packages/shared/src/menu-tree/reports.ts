import { billColumns } from './columns.ts';
import { col, menu, page, queryFuns, system } from './build.ts';

const profit = [col('cost_amount', '成本金额', 'Cost amount'), col('gross_profit', '毛利', 'Gross profit'), col('gross_margin', '毛利率', 'Gross margin')];
/** Stock value reports: the values and the unit cost, each a column right (the balance screens' groups). */
const stockValue = [col('amount', '金额', 'Amount'), col('unit_cost', '单位成本', 'Unit cost')];

/** Report centre (SPEC §2 "Reports"): business, profit and cost reports. */
export const reports = system('report', 'report', 'BarChartOutlined', '报表中心', 'Report centre', [
  menu('businessReportMenu', '业务报表', 'Business reports', [
    page('purchaseReport', '采购报表', 'Purchase report', { funs: queryFuns('purchase_report'), cols: billColumns('supplier') }),
    page('saleReport', '销售报表', 'Sales report', { funs: queryFuns('sale_report'), cols: billColumns('customer') }),
    page('saleOrderReport', '销售订单报表', 'Sales order report', { funs: queryFuns('sale_order_report'), cols: billColumns('customer') }),
    page('saleBillReport', '销售单报表', 'Sales bill report', { funs: queryFuns('sale_bill_report'), cols: billColumns('customer') }),
    page('warehouseReport', '仓库报表', 'Warehouse report', { funs: queryFuns('warehouse_report'), cols: stockValue }),
    page('incomeExpenseReport', '收支报表', 'Income and expense report', { funs: queryFuns('income_expense_report'), cols: [col('amount', '金额', 'Amount')] }),
  ]),
  menu('profitReportMenu', '利润分析', 'Profit analysis', [
    page('grossProfitSummary', '毛利汇总表', 'Gross profit summary', { funs: queryFuns('gross_profit_summary'), cols: [col('total_amount', '销售金额', 'Sales amount'), ...profit] }),
    page('grossProfitDetail', '毛利明细表', 'Gross profit detail', { funs: queryFuns('gross_profit_detail'), cols: [...billColumns('customer'), ...profit.filter((c) => c.key !== 'cost_amount')] }),
  ]),
  menu('costReportMenu', '成本分析', 'Cost analysis', [
    page('stockBalanceCostAnalysis', '库存结存成本分析', 'Stock balance cost analysis', { funs: queryFuns('stock_balance_cost_analysis'), cols: stockValue }),
    page('outboundCostAnalysis', '出库成本分析', 'Outbound cost analysis', { funs: queryFuns('outbound_cost_analysis'), cols: stockValue }),
  ]),
]);
