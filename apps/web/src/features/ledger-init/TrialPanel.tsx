import { formatAmount, type OpeningsCheck as TrialCheck } from '@zf/shared';
import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The trial-balance check of the openings: debit and credit totals, the accounting equation, balanced or not. */
export function TrialPanel({ check, showYtd }: { check: TrialCheck; showYtd: boolean }) {
  const { t } = useTranslation('ledger-init');
  const money = (v: string) => formatAmount(v);
  return (
    <div data-testid="trial-check">
      <Alert
        type={check.balanced ? 'success' : 'warning'}
        showIcon
        title={check.balanced ? t('trial.balanced') : t('trial.unbalanced', { diff: money(String(Number(check.debit) - Number(check.credit))) })}
        style={{ marginBottom: 8 }}
      />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={t('trial.debit')}>{money(check.debit)}</Descriptions.Item>
        <Descriptions.Item label={t('trial.credit')}>{money(check.credit)}</Descriptions.Item>
        {showYtd && <Descriptions.Item label={t('trial.ytdDebit')}>{money(check.ytd_debit)}</Descriptions.Item>}
        {showYtd && <Descriptions.Item label={t('trial.ytdCredit')}>{money(check.ytd_credit)}</Descriptions.Item>}
        <Descriptions.Item label={t('trial.assets')}>{money(check.assets)}</Descriptions.Item>
        <Descriptions.Item label={t('trial.liabilities')}>{money(check.liabilities)}</Descriptions.Item>
        <Descriptions.Item label={t('trial.equity')}>{money(check.equity)}</Descriptions.Item>
        <Descriptions.Item label={t('trial.equation')}>
          {check.equation_balanced ? <Tag color="green">{t('trial.equationOk')}</Tag> : <Tag color="red">{t('trial.equationBad')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
