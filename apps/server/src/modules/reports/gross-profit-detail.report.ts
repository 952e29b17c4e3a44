import { lineReport, measures as m } from './bill-report.ts';
import { registerReport } from './report-runner.ts';

/** Gross profit detail: one row per sale (return) line — price and unit cost per base unit, cost from the ledger now. */
registerReport('gross-profit-detail', lineReport('gross-profit-detail', 'sale', (s) => ({ qty: m.qty(s), amount: m.amount(s), cost: m.cost(s), gross_profit: m.profit(s) })));
