import { ClosePanel } from './ClosePanel.tsx';

/** 业务期末结账 (businessPeriodClose): the business period's checks (reposts, the cost run), close and reverse close. */
export default function BusinessPeriodClosePage() {
  return <ClosePanel kind="business" />;
}
