import { formatAmount, type ExpenseSummaryAnswer, type expenseGroups } from '@zf/shared';
import { Card, DatePicker, Segmented, Space, Table, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import { BillScreen } from '../documents/bill-screen.tsx';

type SummaryRow = ExpenseSummaryAnswer['list'][number];
type Group = (typeof expenseGroups)[number];

/** Approved expense bills summed by category, project or month over a date range. */
function ExpenseSummary() {
  const { t } = useTranslation('finance-centre');
  const [group, setGroup] = useState<Group>('category');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('year'), dayjs().endOf('month')]);
  const data = useApiQuery<ExpenseSummaryAnswer>('/finance/expense-summary',
    { group, date_from: range[0].format('YYYY-MM-DD'), date_to: range[1].format('YYYY-MM-DD') }, { staleTime: 0 });
  const money = (key: 'amount' | 'tax_amount' | 'total', title: string) => ({ key, dataIndex: key, title, align: 'right' as const, width: 140, render: (v: string) => formatAmount(v) });
  const totals = data.data?.totals;
  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Segmented<Group> value={group} onChange={setGroup} data-testid="expense-group"
            options={[{ value: 'category', label: t('expense.byCategory') }, { value: 'project', label: t('expense.byProject') }, { value: 'month', label: t('expense.byMonth') }]} />
          <DatePicker.RangePicker allowClear={false} value={range} onChange={(r) => r?.[0] && r[1] && setRange([r[0], r[1]])} />
        </Space>
        <Table<SummaryRow> size="small" bordered rowKey="key" pagination={false} loading={data.isFetching && !data.data} dataSource={data.data?.list ?? []} data-testid="expense-summary"
          columns={[
            { key: 'name', dataIndex: 'name', title: t(`expense.group_${group}`), render: (v: string) => v || t('expense.none') },
            { key: 'bills', dataIndex: 'bills', title: t('expense.count'), width: 100, align: 'right' },
            money('amount', t('expense.amount')), money('tax_amount', t('expense.tax')), money('total', t('expense.total')),
          ]}
          summary={() => totals && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>{t('total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">{formatAmount(totals.amount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{formatAmount(totals.tax_amount)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right"><span data-testid="expense-summary-total">{formatAmount(totals.total)}</span></Table.Summary.Cell>
            </Table.Summary.Row>
          )} />
      </Space>
    </Card>
  );
}

/** 费用管理: the expense bills (list, editor, approval, voucher) and their summary. */
export default function ExpenseManagePage() {
  const { t } = useTranslation('finance-centre');
  return (
    <Tabs items={[
      { key: 'bills', label: t('expense.bills'), children: <BillScreen type="expense-bills" /> },
      { key: 'summary', label: t('expense.summary'), children: <ExpenseSummary /> },
    ]} />
  );
}
