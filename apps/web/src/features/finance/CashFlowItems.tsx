import type { CashFlowItem as Item, ListOf } from '@zf/shared';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';

/** The standard cash-flow items (会小企03表 lines 1–18) that cash and bank voucher lines are tagged with. */
export function CashFlowItems() {
  const { t } = useTranslation('finance');
  const items = useApiQuery<ListOf<Item>>('/finance/cash-flow-items');
  return (
    <Table<Item>
      rowKey="code"
      size="small"
      bordered
      pagination={false}
      loading={items.isFetching}
      dataSource={items.data?.list ?? []}
      data-testid="cash-flow-items"
      columns={[
        { title: t('cashFlow.code'), dataIndex: 'code', width: 90 },
        { title: t('cashFlow.name'), dataIndex: 'name' },
        { title: t('cashFlow.activity'), dataIndex: 'activity', width: 160, render: (v: string) => t(`cashFlow.activities.${v}`) },
        { title: t('cashFlow.flow'), dataIndex: 'inflow', width: 100, render: (v: boolean) => (v ? <Tag color="green">{t('cashFlow.in')}</Tag> : <Tag color="orange">{t('cashFlow.out')}</Tag>) },
      ]}
    />
  );
}
