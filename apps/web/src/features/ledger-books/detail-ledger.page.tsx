import { keepPreviousData } from '@tanstack/react-query';
import type { DetailLedgerAnswer } from '@zf/shared';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/BillLink.tsx';
import { BookActions, Money, RangeFilter, SubjectPicker, defaultRange, useUrlState, voucherHref, type BookRange } from './book-common.tsx';

type DetailRow = DetailLedgerAnswer['list'][number];
const auxKeys = ['partner_id', 'department_id', 'employee_id', 'project_id', 'product_id'] as const;

/**
 * 明细分类账: the opening row, every voucher line of the account (and its sub-accounts) in the range with the running
 * balance, 本月合计 and 本年累计 per month; the voucher number opens the voucher, the bill number the bill. An
 * auxiliary value from the subject balance's auxiliary view narrows it to one customer, supplier, department….
 */
export default function DetailLedgerPage() {
  const { t } = useTranslation('ledger-books');
  const navigate = useNavigate();
  const read = (s: URLSearchParams) => ({
    range: defaultRange(s), subject: s.get('subject_code') ?? undefined,
    aux: Object.fromEntries(auxKeys.filter((k) => s.get(k)).map((k) => [k, Number(s.get(k))])) as Partial<Record<(typeof auxKeys)[number], number>>,
  });
  const [state, setState] = useUrlState(read);
  const { range, subject, aux } = state;
  const query = { ...range, subject_code: subject, ...aux };
  const data = useApiQuery<DetailLedgerAnswer>('/ledger/detail', query, { placeholderData: keepPreviousData, staleTime: 0, enabled: !!subject });
  const auxFilter = Object.entries(aux)[0];
  const rows = subject ? (data.data?.list ?? []).map((r, i) => ({ ...r, key: String(i) })) : [];

  return (
    <Card variant="borderless" title={t('titles.ledgerItem')} data-testid="detail-ledger">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <SubjectPicker value={subject} onChange={(v) => setState({ ...state, subject: v, aux: {} })} placeholder={t('pickSubject')} />
            <RangeFilter range={range} onChange={(r: BookRange) => setState({ ...state, range: r })} />
            {auxFilter && (
              <Tag closable onClose={() => setState({ ...state, aux: {} })} data-testid="detail-aux">
                {t('filteredBy', { kind: t(`aux.${auxFilter[0].replace('_id', '')}`), id: auxFilter[1] })}
              </Tag>
            )}
          </Space>
          {subject && <BookActions page="ledgerItem" prefix="ledger_item" path="/ledger/detail" query={query} name="detail-ledger" />}
        </Space>
        {!subject && <Alert type="info" showIcon message={t('noSubject')} />}
        {subject && data.data && <Typography.Title level={5} style={{ margin: 0 }} data-testid="detail-title">{data.data.subject_code} {data.data.subject_name}</Typography.Title>}
        <Table<DetailRow & { key: string }>
          rowKey="key" size="small" bordered pagination={false} sticky scroll={{ x: 1100 }}
          loading={data.isFetching && !data.data} dataSource={rows}
          rowClassName={(r) => (r.kind === 'line' ? '' : 'ledger-total-row')}
          columns={[
            { title: t('date'), dataIndex: 'date', width: 105, render: (v: string, r) => (r.kind === 'month' ? r.period : r.kind === 'year' ? '' : v) },
            {
              title: t('voucherNo'), dataIndex: 'voucher_no', width: 100,
              render: (v: string, r) => {
                const href = r.voucher_id ? voucherHref(r.voucher_id) : undefined;
                return href ? <Button type="link" size="small" style={{ padding: 0 }} data-testid="voucher-link" onClick={() => void navigate(href)}>{v}</Button> : v;
              },
            },
            { title: t('summary'), dataIndex: 'summary', width: 200, render: (v: string, r) => <Typography.Text strong={r.kind !== 'line'}>{v}</Typography.Text> },
            { title: t('subjectCol'), dataIndex: 'subject_code', width: 90, render: (v: string, r) => (r.kind === 'line' && v !== subject ? v : '') },
            { title: t('debit'), dataIndex: 'debit', width: 120, align: 'right', render: (v: string | null, r) => <Money value={v} strong={r.kind !== 'line'} /> },
            { title: t('credit'), dataIndex: 'credit', width: 120, align: 'right', render: (v: string | null, r) => <Money value={v} strong={r.kind !== 'line'} /> },
            { title: t('direction'), dataIndex: 'direction', width: 60, align: 'center' },
            { title: t('balance'), dataIndex: 'balance', width: 130, align: 'right', render: (v: string) => <Money value={v} /> },
            {
              title: t('bills'), dataIndex: 'sources', width: 180,
              render: (s: DetailRow['sources']) => <Space size={4} wrap>{s.map((b) => <BillLink key={b.bill_id} type={b.bill_type} id={b.bill_id} sn={b.bill_sn} />)}</Space>,
            },
          ]}
        />
      </Space>
    </Card>
  );
}
