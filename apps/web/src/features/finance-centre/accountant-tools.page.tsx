import { Decimal, formatAmount, type PeriodBalanceReport as Report, type TrialCheck as Trial, type VoucherRenumbered } from '@zf/shared';
import { Alert, App, Button, Card, DatePicker, Descriptions, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';

/** A row of the differences table: an account × aux row, or an account's total (named "total" on screen). */
type Difference = Report['total_differences'][number] & { subject_name: string };

/** 试算平衡检查: openings and every voucher through a period, debits against credits. */
function TrialCheck({ period }: { period: string }) {
  const { t } = useTranslation('finance-centre');
  const trial = useApiQuery<Trial>('/finance/trial-check', { period }, { staleTime: 0 });
  const d = trial.data;
  return (
    <Card size="small" title={t('tools.trial')} loading={!d}>
      {d && (
        <Descriptions size="small" column={3} items={[
          { key: 'd', label: t('tools.debit'), children: formatAmount(new Decimal(d.debit).add(d.opening_debit)) },
          { key: 'c', label: t('tools.credit'), children: formatAmount(new Decimal(d.credit).add(d.opening_credit)) },
          { key: 'x', label: t('tools.difference'), children: <Tag color={Number(d.difference) === 0 ? 'green' : 'red'} data-testid="trial-difference">{formatAmount(d.difference)}</Tag> },
        ]} />
      )}
    </Card>
  );
}

/** 凭证整理: renumbers a period's vouchers of one word (or all) without gaps. */
function Renumber({ period }: { period: string }) {
  const { t } = useTranslation('finance-centre');
  const { message } = App.useApp();
  const [word, setWord] = useState<string | undefined>();
  const run = async () => {
    const { moved } = await api.post<VoucherRenumbered>('/finance/tools/renumber', { period, ...(word ? { word } : {}) });
    message.success(moved.length ? t('tools.renumbered', { count: moved.length }) : t('tools.nothingToRenumber'));
  };
  return (
    <Card size="small" title={t('tools.renumber')}>
      <Space>
        <Select allowClear style={{ width: 180 }} placeholder={t('tools.allWords')} value={word} onChange={setWord} options={['记', '收', '付', '转'].map((w) => ({ value: w, label: w }))} />
        <Auth page="accountantTools" code="accountant_tools_use">
          <Popconfirm title={t('tools.renumberConfirm', { period })} onConfirm={() => void run().catch(() => undefined)}>
            <Button data-testid="tools-renumber">{t('tools.renumber')}</Button>
          </Popconfirm>
        </Auth>
      </Space>
    </Card>
  );
}

/** 重建科目余额: recomputes the period balances from voucher lines, shows what differs, and rewrites on confirm. */
function Rebuild({ range }: { range: [string, string] }) {
  const { t } = useTranslation('finance-centre');
  const { message } = App.useApp();
  const [report, setReport] = useState<Report | null>(null);
  const query = { period_from: range[0], period_to: range[1] };
  const check = async () => setReport(await api.get<Report>('/finance/tools/period-balances', query));
  const rewrite = async () => {
    const done = await api.post<Report>('/finance/tools/period-balances', query);
    message.success(done.rewritten ? t('tools.rewritten', { count: done.differences.length + done.total_differences.length }) : t('tools.nothingToRewrite'));
    await check();
  };
  const amountCol = (key: keyof Difference & string, title: string) => ({ key, dataIndex: key, title, align: 'right' as const, width: 110, render: (v: string) => formatAmount(v) });
  const found = report ? report.differences.length + report.total_differences.length : 0;
  return (
    <Card size="small" title={t('tools.rebuild')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('tools.rebuildHint')}</Typography.Text>
        <Space>
          <Button type="primary" onClick={() => void check().catch(() => undefined)} data-testid="tools-rebuild-check">{t('tools.compare')}</Button>
          {found > 0 && (
            <Auth page="accountantTools" code="accountant_tools_use">
              <Popconfirm title={t('tools.rewriteConfirm')} onConfirm={() => void rewrite().catch(() => undefined)}>
                <Button danger data-testid="tools-rebuild-rewrite">{t('tools.rewrite')}</Button>
              </Popconfirm>
            </Auth>
          )}
        </Space>
        {report && (
          <Alert type={found ? 'warning' : 'success'} showIcon data-testid="tools-rebuild-result"
            message={found ? t('tools.found', { count: found, checked: report.rows_checked }) : t('tools.clean', { checked: report.rows_checked, from: report.period_from, to: report.period_to })} />
        )}
        {report && found > 0 && (
          <Table<Difference> size="small" bordered pagination={false} scroll={{ x: 1100 }} rowKey={(r) => JSON.stringify(r)}
            dataSource={[...report.differences, ...report.total_differences.map((d) => ({ ...d, subject_name: t('tools.totalRow') }))]}
            columns={[
              { key: 'subject', title: t('tools.subject'), width: 200, render: (_: unknown, r) => `${r.subject_code} ${r.subject_name}` },
              { key: 'period', dataIndex: 'period', title: t('tools.period'), width: 90 },
              amountCol('stored_debit', t('tools.storedDebit')), amountCol('debit', t('tools.rebuiltDebit')),
              amountCol('stored_credit', t('tools.storedCredit')), amountCol('credit', t('tools.rebuiltCredit')),
              amountCol('stored_posted_debit', t('tools.storedPostedDebit')), amountCol('posted_debit', t('tools.rebuiltPostedDebit')),
              amountCol('stored_posted_credit', t('tools.storedPostedCredit')), amountCol('posted_credit', t('tools.rebuiltPostedCredit')),
            ]} />
        )}
      </Space>
    </Card>
  );
}

/** 会计工具: trial balance check, renumbering vouchers, rebuilding period balances from voucher lines. */
export default function AccountantToolsPage() {
  const { t } = useTranslation('finance-centre');
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs().startOf('month')]);
  const from = range[0].format('YYYY-MM');
  const to = range[1].format('YYYY-MM');
  return (
    <Card variant="borderless" title={t('tools.title')}
      extra={<DatePicker.RangePicker picker="month" allowClear={false} value={range} onChange={(r) => r?.[0] && r[1] && setRange([r[0], r[1]])} data-testid="tools-range" />}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <TrialCheck period={to} />
        <Renumber period={to} />
        <Rebuild key={`${from}:${to}`} range={[from, to]} />
      </Space>
    </Card>
  );
}
