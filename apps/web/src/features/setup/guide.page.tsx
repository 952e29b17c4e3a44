import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Result, Space, Steps, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerSettings, Openings } from '@zf/shared';
import { usePeriod, type CurrentPeriod } from '../../app/stores/period.store.ts';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient } from '../../request/index.ts';
import { PageLink } from './PageLink.tsx';

/**
 * The initialization guide (route getSystemSetGuideList), where an enterprise whose books are not initialized is
 * sent (SPEC §4, code 5000): start period, chart of accounts, opening balances, warehouse openings, partner openings
 * and finishing (POST /finance/initialize, refused while the openings do not balance). Each step links to its page
 * and says whether it is done; afterwards the top bar shows the business and accounting periods.
 */
export default function GuidePage() {
  const { t } = useTranslation('setup');
  const { message } = App.useApp();
  const period = usePeriod();
  const can = useCan('openingClose');
  const [busy, setBusy] = useState(false);
  const openings = useQuery({ queryKey: ['/finance/opening-balances'], queryFn: () => api.get<Openings>('/finance/opening-balances') });
  const settings = useQuery({ queryKey: ['/finance/settings'], queryFn: () => api.get<LedgerSettings>('/finance/settings') });
  const o = openings.data;
  const initialized = period.locked_account === 1 || (o?.initialized ?? false);
  const start = o?.start_period ?? '';
  const has = (source: string) => (o?.lines ?? []).some((l) => l.source === source);

  const chooseStart = async (value: string) => {
    try {
      await api.put('/finance/settings', { start_period: value });
      await Promise.all(['/finance/opening-balances', '/finance/settings', '/finance/periods'].map((p) => queryClient.invalidateQueries({ queryKey: [p] })));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const finish = async () => {
    setBusy(true);
    try {
      const p = await api.post<CurrentPeriod>('/finance/initialize', { start_period: start });
      usePeriod.getState().setPeriod(p);
      message.success(t('guide.started'));
      await queryClient.invalidateQueries({ queryKey: ['/finance/opening-balances'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  const state = (done: boolean, optional = false) =>
    done ? <Tag color="green" data-testid="step-done">{t('guide.stepDone')}</Tag> : <Tag color={optional ? 'default' : 'orange'}>{t(optional ? 'guide.stepOptional' : 'guide.stepTodo')}</Tag>;
  const step = (key: string, done: boolean, pages: string[], extra?: ReactNode, optional = false) => ({
    title: <Space>{t(`guide.step.${key}.title`)}{state(done, optional)}</Space>,
    status: done ? ('finish' as const) : ('wait' as const),
    icon: done ? <CheckCircleFilled /> : <ClockCircleOutlined />,
    content: (
      <div data-testid={`guide-step-${key}`}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{t(`guide.step.${key}.text`)}</Typography.Paragraph>
        <Space wrap size={8}>
          {extra}
          {pages.map((name) => <PageLink key={name} name={name} type="default" />)}
        </Space>
      </div>
    ),
  });

  return (
    <Card title={t('guide.title')} variant="borderless" loading={openings.isLoading}>
      {initialized ? (
        <Result status="success" title={t('guide.doneTitle')} subTitle={t('guide.done', { business: period.business_period.fiscal_period, finance: period.finance_period.fiscal_period })} />
      ) : (
        <Typography.Paragraph type="secondary">{period.info || t('guide.intro')}</Typography.Paragraph>
      )}
      <Steps
        orientation="vertical"
        items={[
          step('period', !!settings.data?.start_period || initialized, ['accountingPeriod', 'accountingMethod'],
            initialized ? <Tag>{start}</Tag> : (
              <DatePicker picker="month" allowClear={false} value={start ? dayjs(`${start}-01`) : undefined} onChange={(d) => d && void chooseStart(d.format('YYYY-MM'))} data-testid="guide-start-period" />
            )),
          step('chart', true, ['subjectList']),
          step('openings', has('typed'), ['openingBalance']),
          step('warehouse', has('stock'), ['warehouseInit'], undefined, true),
          step('partners', has('partner'), ['receivableBill', 'payableBill'], undefined, true),
          {
            ...step('finish', initialized, ['openingClose'],
              <Button type="primary" disabled={initialized || !can('opening_close') || !o?.check.balanced} loading={busy} onClick={() => void finish()} data-testid="start-accounting">
                {initialized ? t('guide.step.finish.already') : t('guide.step.finish.button')}
              </Button>),
          },
        ]}
      />
      {!initialized && o && !o.check.balanced && (
        <Typography.Text type="warning" data-testid="guide-unbalanced">{t('guide.unbalanced', { debit: o.check.debit, credit: o.check.credit })}</Typography.Text>
      )}
    </Card>
  );
}
