import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guidePath } from '../../router/layout-paths.ts';
import { usePeriod } from '../../stores/period.store.ts';

/**
 * Business and accounting periods when accounting runs (locked_account 1), else the not-initialized info with a
 * link to the initialization guide (locked_account 2 / code 5000), SPEC §4.
 */
export function PeriodInfo() {
  const { t } = useTranslation('app');
  const { locked_account, info, business_period, finance_period } = usePeriod();
  if (locked_account === 1) {
    return (
      <span className="zf-topbar-text" data-testid="period-info">
        {t('topbar.businessPeriod')} <b>{business_period.fiscal_period}</b>
        <span className="zf-topbar-sep">|</span>
        {t('topbar.financePeriod')} <b>{finance_period.fiscal_period}</b>
      </span>
    );
  }
  if (locked_account === 2) {
    return (
      <Tooltip title={info}>
        <Link to={guidePath} className="zf-topbar-text zf-topbar-warn" data-testid="period-info">
          {t('topbar.notInitialized')}
        </Link>
      </Tooltip>
    );
  }
  return null;
}
