import { CheckCircleFilled } from '@ant-design/icons';
import { App, Button, Card, Result, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePeriod, type CurrentPeriod } from '../../app/stores/period.store.ts';
import { api } from '../../request/index.ts';
import { PageLink } from './PageLink.tsx';

/** The steps of getting an enterprise's books ready, each with the pages where the work is done (by route name). */
const steps: Array<{ key: string; pages: string[] }> = [
  { key: 'enterprise', pages: ['enterpriseInfo', 'staffList', 'departmentList'] },
  { key: 'master', pages: ['unitList', 'categoryList', 'warehouseList', 'currencyList', 'settlementAccount'] },
  { key: 'accounts', pages: ['subjectList', 'accountingMethod', 'accountingPeriod'] },
  { key: 'partners', pages: ['customerList', 'supplierList', 'goodsList'] },
  { key: 'opening', pages: ['openingBalance', 'warehouseInit'] },
];

/**
 * The initialization guide (route getSystemSetGuideList): where an enterprise whose accounting is not initialized
 * is sent (SPEC §4, code 5000). The last step starts accounting (POST /finance/initialize, administrators only);
 * afterwards the top bar shows the business and accounting periods.
 */
export default function GuidePage() {
  const { t } = useTranslation('setup');
  const { message } = App.useApp();
  const period = usePeriod();
  const [busy, setBusy] = useState(false);
  const initialized = period.locked_account === 1;

  const start = async () => {
    setBusy(true);
    try {
      const p = await api.post<CurrentPeriod>('/finance/initialize');
      usePeriod.getState().setPeriod(p);
      message.success(t('guide.started'));
    } catch {
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('guide.title')} variant="borderless">
      {initialized ? (
        <Result
          status="success"
          title={t('guide.doneTitle')}
          subTitle={t('guide.done', { business: period.business_period.fiscal_period, finance: period.finance_period.fiscal_period })}
        />
      ) : (
        <Typography.Paragraph type="secondary">{period.info || t('guide.intro')}</Typography.Paragraph>
      )}
      <Steps
        orientation="vertical"
        current={initialized ? steps.length + 1 : 0}
        items={[
          ...steps.map((s) => ({
            title: t(`guide.step.${s.key}.title`),
            content: (
              <>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {t(`guide.step.${s.key}.text`)}
                </Typography.Paragraph>
                <Space wrap size={4}>
                  {s.pages.map((name) => (
                    <PageLink key={name} name={name} type="default" />
                  ))}
                </Space>
              </>
            ),
          })),
          {
            title: t('guide.step.start.title'),
            icon: initialized ? <CheckCircleFilled /> : undefined,
            content: (
              <>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                  {t('guide.step.start.text')}
                </Typography.Paragraph>
                <Button type="primary" disabled={initialized} loading={busy} onClick={start} data-testid="start-accounting">
                  {initialized ? t('guide.step.start.already') : t('guide.step.start.button')}
                </Button>
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
