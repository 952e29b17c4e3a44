import { keepPreviousData } from '@tanstack/react-query';
import type { AuxBalanceAnswer, BalanceAmounts, SubjectBalanceAnswer } from '@zf/shared';
import { Card, Segmented, Select, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../request/index.ts';
import { amountGroups, amountKeys } from './balance-columns.tsx';
import { BookActions, Money, RangeFilter, SubjectPicker, defaultRange, detailHref, useBookSubjects, useUrlState, type BookRange } from './book-common.tsx';

type BalanceRow = SubjectBalanceAnswer['list'][number];
type AuxRow = AuxBalanceAnswer['list'][number];

function Totals({ total, label, span }: { total?: BalanceAmounts; label: string; span: number }) {
  if (!total) return null;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row>
        <Table.Summary.Cell index={0} colSpan={span}><Typography.Text strong>{label}</Typography.Text></Table.Summary.Cell>
        {amountKeys.map((k, i) => (
          <Table.Summary.Cell key={k} index={span + i} align="right"><span data-testid={`total-${k}`}><Money value={total[k]} strong /></span></Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/**
 * 科目余额表: per account 期初余额, 本期发生额, 本年累计发生额 and 期末余额 (借/贷), parents as the sums of their
 * sub-accounts, to a chosen level, with or without unposted vouchers; a row opens the account's detail ledger for the
 * same range. The auxiliary view shows one account (with auxiliary accounting) per customer, supplier, department….
 */
export default function SubjectBalancePage() {
  const { t } = useTranslation('ledger-books');
  const navigate = useNavigate();
  const [range, setRange] = useUrlState<BookRange>(defaultRange);
  const [level, setLevel] = useState<number | undefined>();
  const [view, setView] = useState<'subject' | 'aux'>('subject');
  const subjects = useBookSubjects();
  const auxSubjects = useMemo(() => (subjects.data?.list ?? []).filter((s) => s.aux_types.length > 0), [subjects.data]);
  const [auxSubject, setAuxSubject] = useState<string>();
  const chosenAux = auxSubject ?? auxSubjects[0]?.code;
  const auxKinds = auxSubjects.find((s) => s.code === chosenAux)?.aux_types ?? [];
  const [auxKind, setAuxKind] = useState<string>();
  const kind = auxKind && auxKinds.includes(auxKind) ? auxKind : auxKinds[0];

  const query = { ...range, level };
  const balance = useApiQuery<SubjectBalanceAnswer>('/ledger/subject-balance', query, { placeholderData: keepPreviousData, staleTime: 0, enabled: view === 'subject' });
  const auxQuery = { ...range, subject_code: chosenAux, aux: kind };
  const aux = useApiQuery<AuxBalanceAnswer>('/ledger/aux-balance', auxQuery, { placeholderData: keepPreviousData, staleTime: 0, enabled: view === 'aux' && !!chosenAux && !!kind });
  const open = (params: Record<string, string | number | undefined>) => {
    const href = detailHref({ ...range, ...params });
    if (href) void navigate(href);
  };

  return (
    <Card variant="borderless" title={t('titles.subjectBalance')} data-testid="subject-balance">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Space wrap>
            <Segmented value={view} onChange={(v) => setView(v as 'subject' | 'aux')} data-testid="balance-view"
              options={[{ value: 'subject', label: t('subjectView') }, { value: 'aux', label: t('auxView'), disabled: !auxSubjects.length }]} />
            <RangeFilter range={range} onChange={setRange} />
            {view === 'subject' ? (
              <Select style={{ width: 130 }} value={level ?? 0} onChange={(v: number) => setLevel(v || undefined)} aria-label={t('level')} data-testid="balance-level"
                options={[{ value: 0, label: t('allLevels') }, ...[1, 2, 3].map((n) => ({ value: n, label: t('levelN', { n }) }))]} />
            ) : (
              <>
                <SubjectPicker value={chosenAux} onChange={(v) => setAuxSubject(v)} filter={(s) => s.aux_types.length > 0} />
                <Select style={{ width: 130 }} value={kind} onChange={setAuxKind} aria-label={t('auxKind')}
                  options={auxKinds.map((k) => ({ value: k, label: t(`aux.${k}`) }))} />
              </>
            )}
          </Space>
          {view === 'subject'
            ? <BookActions page="subjectBalance" prefix="subject_balance" path="/ledger/subject-balance" query={query} name="subject-balance" />
            : <BookActions page="subjectBalance" prefix="subject_balance" path="/ledger/aux-balance" query={auxQuery} name="aux-balance" />}
        </Space>
        {view === 'subject' ? (
          <>
            <Typography.Text type="secondary">{t('hint')}</Typography.Text>
            <Table<BalanceRow>
              rowKey="subject_code" size="small" bordered pagination={false} sticky scroll={{ x: 1060 }}
              loading={balance.isFetching && !balance.data} dataSource={balance.data?.list ?? []}
              onRow={(r) => ({ onClick: () => open({ subject_code: r.subject_code }), style: { cursor: 'pointer' }, 'data-testid': `balance-row-${r.subject_code}` }) as React.HTMLAttributes<HTMLElement>}
              summary={() => <Totals total={balance.data?.total} label={t('total')} span={2} />}
              columns={[
                { title: t('code'), dataIndex: 'subject_code', width: 90, fixed: 'left', render: (v: string) => <Typography.Link>{v}</Typography.Link> },
                { title: t('name'), dataIndex: 'subject_name', width: 170, fixed: 'left', render: (v: string, r) => <span style={{ paddingLeft: (r.level - 1) * 14, fontWeight: r.level === 1 ? 600 : undefined }}>{v}</span> },
                ...amountGroups<BalanceRow>(t),
              ]}
            />
          </>
        ) : (
          <Table<AuxRow>
            rowKey="aux_id" size="small" bordered pagination={false} sticky scroll={{ x: 1060 }}
            loading={aux.isFetching && !aux.data} dataSource={aux.data?.list ?? []}
            onRow={(r) => ({ onClick: () => r.aux_id && open({ subject_code: chosenAux, [`${kind}_id`]: r.aux_id }), style: { cursor: 'pointer' } })}
            summary={() => <Totals total={aux.data?.total} label={t('total')} span={2} />}
            columns={[
              { title: t('auxCode'), dataIndex: 'aux_code', width: 90, fixed: 'left' },
              { title: t('auxName'), dataIndex: 'aux_name', width: 170, fixed: 'left', render: (v: string) => <Typography.Link>{v}</Typography.Link> },
              ...amountGroups<AuxRow>(t),
            ]}
          />
        )}
      </Space>
    </Card>
  );
}
