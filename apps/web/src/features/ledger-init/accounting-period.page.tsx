import { useQuery } from '@tanstack/react-query';
import type { LedgerPeriods } from '@zf/shared';
import { App, Card, DatePicker, Descriptions, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCan, PageRights } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient } from '../../request/index.ts';

/** Accounting periods (accountingPeriod): the start period (chosen until the books start), the current periods, the list. */
export default function AccountingPeriodPage() {
  const { t } = useTranslation('ledger-init');
  const { message } = App.useApp();
  const can = useCan('accountingPeriod');
  const periods = useQuery({ queryKey: ['/finance/periods'], queryFn: () => api.get<LedgerPeriods>('/finance/periods') });
  const data = periods.data;
  const choose = async (period: string) => {
    try {
      await api.put('/finance/settings', { start_period: period });
      message.success(t('periods.saved', { period }));
      await Promise.all(['/finance/periods', '/finance/opening-balances', '/finance/settings'].map((p) => queryClient.invalidateQueries({ queryKey: [p] })));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const state = (closed: boolean) => (closed ? <Tag>{t('periods.closed')}</Tag> : <Tag color="green">{t('periods.open')}</Tag>);
  return (
    <PageRights page="accountingPeriod">
      <Card variant="borderless" title={t('periods.title')} loading={periods.isLoading} data-testid="accounting-period">
        {data && (
          <>
            <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('periods.start')}>
                {data.initialized || !can('accounting_period_edit') ? data.start_period : (
                  <DatePicker picker="month" allowClear={false} value={dayjs(`${data.start_period}-01`)} onChange={(d) => d && void choose(d.format('YYYY-MM'))} data-testid="start-period" />
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('periods.business')}>{data.business_period || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('periods.accounting')}>{data.finance_period || '-'}</Descriptions.Item>
            </Descriptions>
            <Table
              rowKey="period"
              size="small"
              bordered
              pagination={false}
              dataSource={data.list}
              locale={{ emptyText: t('periods.empty') }}
              columns={[
                { title: t('periods.period'), dataIndex: 'period', width: 140 },
                { title: t('periods.businessState'), dataIndex: 'business_closed', render: state },
                { title: t('periods.accountingState'), dataIndex: 'accounting_closed', render: state },
              ]}
            />
          </>
        )}
      </Card>
    </PageRights>
  );
}
