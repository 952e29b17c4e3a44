import { keepPreviousData } from '@tanstack/react-query';
import type { GeneralLedgerAnswer } from '@zf/shared';
import { Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../request/index.ts';
import { BookActions, Money, RangeFilter, SubjectPicker, defaultRange, detailHref, useUrlState, type BookRange } from './book-common.tsx';

type GeneralRow = GeneralLedgerAnswer['list'][number]['rows'][number];
interface Line extends GeneralRow { key: string; subject_code: string; subject_name: string; first: boolean; span: number }

/**
 * 总分类账: per account 期初余额, then for each period 本期合计 and 本年累计 (借, 贷) with 方向 and 余额 — one account
 * (a parent includes its sub-accounts) or every first-level account with figures. A period row opens the detail ledger.
 */
export default function GeneralLedgerPage() {
  const { t } = useTranslation('ledger-books');
  const navigate = useNavigate();
  const [state, setState] = useUrlState((s) => ({ range: defaultRange(s), subject: s.get('subject_code') ?? undefined }));
  const { range, subject } = state;
  const setRange = (r: BookRange) => setState({ ...state, range: r });
  const setSubject = (v?: string) => setState({ ...state, subject: v });
  const query = { ...range, subject_code: subject };
  const data = useApiQuery<GeneralLedgerAnswer>('/ledger/general', query, { placeholderData: keepPreviousData, staleTime: 0 });
  const lines: Line[] = (data.data?.list ?? []).flatMap((s) => s.rows.map((r, i) => ({
    ...r, key: `${s.subject_code}-${r.period}-${r.kind}`, subject_code: s.subject_code, subject_name: s.subject_name, first: i === 0, span: i === 0 ? s.rows.length : 0,
  })));
  const open = (r: Line) => {
    const href = detailHref({ subject_code: r.subject_code, period_from: r.kind === 'opening' ? range.period_from : r.period, period_to: r.kind === 'opening' ? range.period_to : r.period, include_unposted: range.include_unposted });
    if (href) void navigate(href);
  };
  return (
    <Card variant="borderless" title={t('titles.generalLedgerBook')} data-testid="general-ledger">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <SubjectPicker value={subject} onChange={setSubject} allowClear placeholder={t('allFirstLevel')} />
            <RangeFilter range={range} onChange={setRange} />
          </Space>
          <BookActions page="generalLedgerBook" prefix="general_ledger" path="/ledger/general" query={query} name="general-ledger" />
        </Space>
        <Table<Line>
          rowKey="key" size="small" bordered pagination={false} sticky scroll={{ x: 980 }}
          loading={data.isFetching && !data.data} dataSource={lines}
          onRow={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer', background: r.kind === 'year' ? 'rgba(0,0,0,0.02)' : undefined } })}
          columns={[
            { title: t('code'), dataIndex: 'subject_code', width: 100, onCell: (r) => ({ rowSpan: r.span }) },
            { title: t('name'), dataIndex: 'subject_name', width: 160, onCell: (r) => ({ rowSpan: r.span }) },
            { title: t('periodCol'), dataIndex: 'period', width: 90 },
            { title: t('summary'), dataIndex: 'summary', width: 120, render: (v: string, r) => <Typography.Text strong={r.kind !== 'period'}>{v}</Typography.Text> },
            { title: t('debit'), dataIndex: 'debit', width: 130, align: 'right', render: (v: string | null) => <Money value={v} /> },
            { title: t('credit'), dataIndex: 'credit', width: 130, align: 'right', render: (v: string | null) => <Money value={v} /> },
            { title: t('direction'), dataIndex: 'direction', width: 60, align: 'center' },
            { title: t('balance'), dataIndex: 'balance', width: 140, align: 'right', render: (v: string) => <Money value={v} /> },
          ]}
        />
      </Space>
    </Card>
  );
}
