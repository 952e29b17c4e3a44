import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PeriodStates } from '@zf/shared';

/** The periods of the books, each closed or open for business and for accounting. */
export function PeriodTable({ data }: { data: PeriodStates | undefined }) {
  const { t } = useTranslation('period-end');
  const state = (closed: boolean) => (closed ? <Tag>{t('state.closed')}</Tag> : <Tag color="green">{t('state.open')}</Tag>);
  return (
    <Table
      rowKey="period" size="small" bordered pagination={false} dataSource={[...(data?.list ?? [])].reverse()} data-testid="period-list"
      scroll={{ y: 320 }}
      columns={[
        { title: t('state.period'), dataIndex: 'period', width: 140 },
        { title: t('state.business'), dataIndex: 'business_closed', render: state },
        { title: t('state.accounting'), dataIndex: 'accounting_closed', render: state },
      ]}
    />
  );
}
