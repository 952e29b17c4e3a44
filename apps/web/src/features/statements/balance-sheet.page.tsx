import { StatementView } from './statement-view.tsx';

/** 资产负债表 (会小企01表): closing and start-of-year balances, assets beside liabilities and equity. */
export default function BalanceSheetPage() {
  return <StatementView kind="balance-sheet" />;
}
