import { LockOutlined, ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import type { NewPeriod, PeriodCheckList as CheckList, PeriodStates } from '@zf/shared';
import { Alert, App, Button, Card, Descriptions, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { api, ApiError, useApiQuery } from '../../request/index.ts';
import { CheckTable } from './CheckTable.tsx';
import { periodsChanged } from './period-end-api.ts';
import { PeriodTable } from './PeriodTable.tsx';

const addMonths = (period: string, n: number) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};

/**
 * One close screen for both kinds of period (期末结账 / 业务期末结账): the current period's checks with their figures
 * and links, close (only when every check passes; the server checks again under its lock) and reverse close of the
 * latest closed period, and the list of periods.
 */
export function ClosePanel({ kind }: { kind: 'accounting' | 'business' }) {
  const { t } = useTranslation('period-end');
  const { message } = App.useApp();
  const page = kind === 'accounting' ? 'periodEndClose' : 'businessPeriodClose';
  const base = kind === 'accounting' ? '/period-end' : '/business-period';
  const fun = kind === 'accounting' ? 'period_end' : 'business_period';
  const periods = useApiQuery<PeriodStates>('/period-end/periods');
  const open = (kind === 'accounting' ? periods.data?.finance_period : periods.data?.business_period) ?? '';
  const checks = useApiQuery<CheckList>(`${base}/checks`, open ? { period: open } : undefined, { enabled: !!open, staleTime: 0 });
  const [busy, setBusy] = useState(false);
  const latest = open ? addMonths(open, -1) : '';
  const canReopen = !!periods.data && !!latest && latest >= periods.data.start_period;
  const failing = checks.data?.list.filter((c) => !c.ok).length ?? 0;

  const act = async (action: 'close' | 'reverse', period: string) => {
    setBusy(true);
    try {
      const answer = await api.post<NewPeriod>(`${base}/${action}`, { period });
      message.success(t(action === 'close' ? 'close.closed' : 'close.reopened', { period, open: answer.period }));
      await periodsChanged(answer);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageRights page={page}>
      <Card variant="borderless" title={t(`close.title.${kind}`)} loading={periods.isLoading} data-testid={`${kind}-close`}
        extra={<Button icon={<ReloadOutlined />} onClick={() => void checks.refetch()} disabled={!open} data-testid="recheck">{t('close.recheck')}</Button>}>
        {periods.data && !periods.data.initialized && <Alert type="info" showIcon title={t('close.notInitialized')} />}
        {periods.data?.initialized && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label={t('close.current')}><b data-testid="open-period">{open}</b></Descriptions.Item>
              <Descriptions.Item label={t('state.business')}>{periods.data.business_period}</Descriptions.Item>
              <Descriptions.Item label={t('state.accounting')}>{periods.data.finance_period}</Descriptions.Item>
            </Descriptions>
            {kind === 'business' && <Alert type="info" showIcon title={t('close.businessHint')} />}
            <CheckTable checks={checks.data?.list ?? []} loading={checks.isFetching} />
            {checks.data && (failing
              ? <Alert type="warning" showIcon title={t('close.failing', { count: failing })} data-testid="close-blocked" />
              : <Alert type="success" showIcon title={t('close.ready', { period: open })} data-testid="close-ready" />)}
            <Space wrap>
              <Auth code={`${fun}_close`}>
                <Popconfirm title={t('close.confirmClose', { period: open })} onConfirm={() => act('close', open)}>
                  <Button type="primary" icon={<LockOutlined />} loading={busy} disabled={!checks.data || failing > 0} data-testid="close-period">{t('close.close', { period: open })}</Button>
                </Popconfirm>
              </Auth>
              {canReopen && (
                <Auth code={`${fun}_reverse`}>
                  <Popconfirm title={t('close.confirmReverse', { period: latest })} onConfirm={() => act('reverse', latest)}>
                    <Button danger icon={<UnlockOutlined />} loading={busy} data-testid="reverse-period">{t('close.reverse', { period: latest })}</Button>
                  </Popconfirm>
                </Auth>
              )}
            </Space>
            <PeriodTable data={periods.data} />
          </Space>
        )}
      </Card>
    </PageRights>
  );
}
