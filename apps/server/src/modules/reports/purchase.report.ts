import { lineReport, measures as m } from './bill-report.ts';
import { registerReport } from './report-runner.ts';

/** Purchase report: approved purchase bills (+) and returns (−), quantities in base units, amounts before tax. */
registerReport('purchase', lineReport('purchase', 'purchase', (s) => ({ qty: m.qty(s), amount: m.amount(s), tax: m.tax(s), amount_with_tax: m.withTax(s), bills: m.bills(s) })));
