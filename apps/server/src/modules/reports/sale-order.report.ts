import { lineReport, measures as m } from './bill-report.ts';
import { registerReport } from './report-runner.ts';

/** Sales order report: approved sale orders, ordered / delivered (done) / open quantities in base units (read live). */
registerReport('sale-order', lineReport('sale-order', 'sale-order', (s) => ({
  qty: m.qty(s), delivered_qty: m.delivered(s), open_qty: m.open(s), amount_with_tax: m.withTax(s), bills: m.bills(s),
})));
