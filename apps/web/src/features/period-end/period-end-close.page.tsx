import { ClosePanel } from './ClosePanel.tsx';

/** 期末结账 (periodEndClose): the accounting period's checks, close and reverse close. */
export default function PeriodEndClosePage() {
  return <ClosePanel kind="accounting" />;
}
