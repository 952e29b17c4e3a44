import { StatementView } from './statement-view.tsx';

/** 利润表 (会小企02表): year to date and this month, carry-down vouchers left out. */
export default function ProfitStatementPage() {
  return <StatementView kind="profit" />;
}
