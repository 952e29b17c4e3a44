import { lineReport, measures as m } from './bill-report.ts';
import { registerReport } from './report-runner.ts';

/** Sales report: approved sale bills (+) and returns (−) with the cost their stock movements carry in the ledger now. */
registerReport('sale', lineReport('sale', 'sale', (s) => ({
  qty: m.qty(s), amount: m.amount(s), tax: m.tax(s), amount_with_tax: m.withTax(s), cost: m.cost(s), gross_profit: m.profit(s), bills: m.bills(s),
})));
