import { StatementView } from './statement-view.tsx';

/** 现金流量表 (会小企03表): from the cash-flow items of cash and bank lines, with the assignment of lines missing one. */
export default function CashFlowStatementPage() {
  return <StatementView kind="cash-flow" />;
}
