import { lineReport, measures as m } from './bill-report.ts';
import { registerReport } from './report-runner.ts';

/** Gross profit summary: the sales report's revenue (before tax) less ledger cost, grouped; margin on the sums. */
registerReport('gross-profit-summary', lineReport('gross-profit-summary', 'sale', (s) => ({ qty: m.qty(s), amount: m.amount(s), cost: m.cost(s), gross_profit: m.profit(s) })));
