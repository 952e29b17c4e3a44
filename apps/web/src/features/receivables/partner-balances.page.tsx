import { keepPreviousData } from '@tanstack/react-query';
import { formatAmount, type PartnerBalanceList } from '@zf/shared';
import { App, Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { validationMessage } from '../../i18n/index.ts';
import { useApiQuery } from '../../request/index.ts';
import { dateFilter } from '../bills/index.ts';
import { PartnerStatement } from './partner-statement.tsx';

export type BalanceRow = PartnerBalanceList['list'][number];

/** Which view each page opens with: receivables of customers, payables of suppliers. */
const pageViews = {
  receivableDetail: { side: 'receivable', partnerType: 1 },
  customerPayableDetail: { side: 'receivable', partnerType: 1 },
  payableDetail: { side: 'payable', partnerType: 2 },
} as const;

/**
 * 应收/应付明细: per partner the balance at the start of the range, what was added and cleared in it and the closing
 * balance (receivables: what they owe us; payables: what we owe them), with totals; a row opens that partner's
 * statement. The range defaults to this month and follows the SPEC §5 date rules.
 */
export default function PartnerBalancesPage() {
  const { t } = useTranslation('receivables');
  const { message } = App.useApp();
  const path = useLocation().pathname;
  const pageName = (Object.keys(pageViews) as Array<keyof typeof pageViews>).find((p) => path.endsWith(`/${p}`)) ?? 'receivableDetail';
  const view = pageViews[pageName];
  const [dates, setDates] = useState({ date_from: dayjs().startOf('month').format('YYYY-MM-DD'), date_to: dayjs().format('YYYY-MM-DD') });
  const [partnerType, setPartnerType] = useState<number | undefined>(view.partnerType);
  // A link names the partner (a network order opens its customer's or supplier's balance: ?keyword=name).
  const [search] = useSearchParams();
  const [keyword, setKeyword] = useState<string | undefined>(search.get('keyword')?.trim() || undefined);
  const [typed, setTyped] = useState(search.get('keyword')?.trim() ?? '');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [open, setOpen] = useState<BalanceRow>();
  const params = { ...dates, side: view.side, partner_type: partnerType, keyword, ...page };
  const balances = useApiQuery<PartnerBalanceList>('/receivables/balances', params, { placeholderData: keepPreviousData, staleTime: 0 });
  const pickDates = (range: [Dayjs | null, Dayjs | null] | null) => {
    if (!range?.[0] || !range[1]) return;
    const f = dateFilter(range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD'));
    if ('error' in f) return void message.error(validationMessage(f.error));
    setDates({ date_from: f.date_from!, date_to: f.date_to! });
    setPage((p) => ({ ...p, page: 1 }));
  };
  const money = (v: string) => formatAmount(v);

  return (
    <Card variant="borderless" title={t(`title.${pageName}`)}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <DatePicker.RangePicker allowClear={false} value={[dayjs(dates.date_from), dayjs(dates.date_to)]} onChange={pickDates} data-testid="balance-dates" />
          <Select style={{ width: 140 }} allowClear placeholder={t('partnerType')} value={partnerType} onChange={(v?: number) => { setPartnerType(v); setPage((p) => ({ ...p, page: 1 })); }}
            options={[{ value: 1, label: t('customers') }, { value: 2, label: t('suppliers') }]} />
          <Input.Search allowClear style={{ width: 240 }} placeholder={t('keyword')} value={typed} onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => { setKeyword(v.trim() || undefined); setPage((p) => ({ ...p, page: 1 })); }} enterButton={t('search')} />
          <Typography.Text type="secondary">{t(`meaning.${view.side}`)}</Typography.Text>
        </Space>
        <Table<BalanceRow>
          rowKey="partner_id"
          size="small"
          bordered
          loading={balances.isFetching && !balances.data}
          dataSource={balances.data?.list ?? []}
          scroll={{ x: 900 }}
          onRow={(r) => ({ onClick: () => setOpen(r), style: { cursor: 'pointer' } })}
          pagination={{ current: page.page, pageSize: page.page_size, total: balances.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
          summary={() => balances.data && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}><Typography.Text strong>{t('total')}</Typography.Text></Table.Summary.Cell>
              {(['opening', 'increase', 'decrease', 'closing'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={2 + i} align="right"><Typography.Text strong data-testid={`balance-total-${k}`}>{money(balances.data.totals[k])}</Typography.Text></Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )}
          columns={[
            { title: t('code'), dataIndex: 'code', width: 120 },
            { title: t('partner'), dataIndex: 'name', width: 220, ellipsis: true, render: (v: string) => <Typography.Link>{v}</Typography.Link> },
            { title: t('opening'), dataIndex: 'opening', width: 130, align: 'right', render: money },
            { title: t(`increase.${view.side}`), dataIndex: 'increase', width: 130, align: 'right', render: money },
            { title: t(`decrease.${view.side}`), dataIndex: 'decrease', width: 130, align: 'right', render: money },
            { title: t('closing'), dataIndex: 'closing', width: 130, align: 'right', render: money },
          ]}
        />
      </Space>
      {open && <PartnerStatement partner={open} side={view.side} dates={dates} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
