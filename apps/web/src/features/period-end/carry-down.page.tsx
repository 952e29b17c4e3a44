import { findPage, formatAmount, routePath, type CarryDownPreview, type CarryDownResult, type PeriodEndSettings, type PeriodStates } from '@zf/shared';
import { Alert, App, Button, Card, Checkbox, DatePicker, Descriptions, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Auth, PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';

const voucherHref = (id: number) => `${routePath(findPage('voucherList')!)}?voucher_id=${id}`;
/** A 2-dp amount string negated as text (amounts never pass through floats). */
const negate = (v: string) => (v.startsWith('-') ? v.slice(1) : /^0(\.0+)?$/.test(v) ? v : `-${v}`);
/** What the carry-down moves off an account: income by its credit balance, expenses by their debit balance. */
type PnlRow = CarryDownPreview['list'][number];
const carried = (r: PnlRow) => formatAmount(r.side === 'income' ? negate(r.balance) : r.balance);

/**
 * 结转损益 (carryDownIncome): the P&L balances of an open period that the carry-down will move to 3103 本年利润, per
 * account and auxiliary value, the totals and the profit; the options (two vouchers; audit and post at once); the
 * vouchers made, each a link to the voucher.
 */
export default function CarryDownPage() {
  const { t, i18n } = useTranslation('period-end');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const can = useCan('carryDownIncome');
  const periods = useApiQuery<PeriodStates>('/period-end/periods');
  const [chosen, setChosen] = useState<string | null>(null);
  const period = chosen ?? periods.data?.finance_period ?? '';
  const preview = useApiQuery<CarryDownPreview>('/period-end/carry-down/preview', { period }, { enabled: !!period, staleTime: 0 });
  const settings = useApiQuery<PeriodEndSettings>('/period-end/settings');
  const [made, setMade] = useState<CarryDownResult | null>(null);
  const [busy, setBusy] = useState(false);
  const en = i18n.language === 'en-US';
  const p = preview.data;
  const pending = p ? p.unaudited + p.unposted : 0;

  const save = async (values: Record<string, boolean | string>) => {
    try {
      await api.put('/period-end/settings', values);
      await queryClient.invalidateQueries({ queryKey: ['/period-end/settings'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const run = async () => {
    setBusy(true);
    try {
      const result = await api.post<CarryDownResult>('/period-end/carry-down', { period });
      setMade(result);
      message.success(t('carry.done', { period }));
      await Promise.all(['/period-end/carry-down/preview', '/period-end/checks', '/vouchers'].map((k) => queryClient.invalidateQueries({ queryKey: [k] })));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const link = ({ id, voucher_no }: { id: number; voucher_no: string }) => (
    <Typography.Link key={id} href={voucherHref(id)} onClick={(e) => { e.preventDefault(); void navigate(voucherHref(id)); }} data-testid="carry-voucher">{voucher_no}</Typography.Link>
  );

  return (
    <PageRights page="carryDownIncome">
      <Card variant="borderless" title={t('carry.title')} loading={periods.isLoading} data-testid="carry-down">
        {periods.data && !periods.data.initialized && <Alert type="info" showIcon title={t('close.notInitialized')} />}
        {periods.data?.initialized && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Space wrap size="large">
              <span>{t('carry.period')}{' '}
                <DatePicker picker="month" allowClear={false} value={period ? dayjs(`${period}-01`) : null} data-testid="carry-period"
                  disabledDate={(d) => d.format('YYYY-MM') < periods.data!.finance_period}
                  onChange={(d) => { if (d) { setChosen(d.format('YYYY-MM')); setMade(null); } }} />
              </span>
              <Checkbox checked={settings.data?.carry_down_split ?? false} disabled={!can('carry_down_income_run')} onChange={(e) => void save({ carry_down_split: e.target.checked })} data-testid="carry-split">{t('carry.split')}</Checkbox>
              <Checkbox checked={settings.data?.carry_down_auto_post ?? false} disabled={!can('carry_down_income_run')} onChange={(e) => void save({ carry_down_auto_post: e.target.checked })} data-testid="carry-auto-post">{t('carry.autoPost')}</Checkbox>
              {settings.data && (
                <span>{t('carry.reserveRate')}{' '}
                  <InputNumber key={settings.data.surplus_reserve_rate} min={0} max={100} precision={2} suffix="%" style={{ width: 110 }} data-testid="carry-reserve-rate"
                    defaultValue={Number(settings.data.surplus_reserve_rate)} disabled={!can('carry_down_income_run')}
                    onBlur={(e) => { const v = e.target.value.trim(); if (v !== '' && Number(v) !== Number(settings.data!.surplus_reserve_rate)) void save({ surplus_reserve_rate: v }); }} />
                </span>
              )}
            </Space>
            {pending > 0 && (
              <Alert type="warning" showIcon data-testid="carry-pending" title={t('carry.pending', { count: pending })}
                action={<Button size="small" onClick={() => void navigate(routePath(findPage('voucherCheck')!))}>{t('carry.toVouchers')}</Button>} />
            )}
            <Table<PnlRow>
              rowKey={(r) => `${r.code}-${r.aux_name}`} size="small" bordered pagination={false} loading={preview.isFetching} dataSource={p?.list ?? []} data-testid="carry-preview"
              locale={{ emptyText: t('carry.empty') }}
              columns={[
                { title: t('carry.code'), dataIndex: 'code', width: 120 },
                { title: t('carry.account'), key: 'name', render: (_: unknown, r) => (en && r.name_en ? r.name_en : r.name) },
                { title: t('carry.aux'), dataIndex: 'aux_name', width: 180 },
                { title: t('carry.side'), dataIndex: 'side', width: 100, render: (s: string) => <Tag color={s === 'income' ? 'green' : 'orange'}>{t(`carry.${s}`)}</Tag> },
                { title: t('carry.amount'), key: 'amount', width: 160, align: 'right', render: (_: unknown, r) => carried(r) },
              ]}
            />
            {p && (
              <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="carry-totals">
                <Descriptions.Item label={t('carry.incomeTotal')}>{formatAmount(p.income)}</Descriptions.Item>
                <Descriptions.Item label={t('carry.expenseTotal')}>{formatAmount(p.expense)}</Descriptions.Item>
                <Descriptions.Item label={t('carry.profit')}><b>{formatAmount(p.net_profit)}</b></Descriptions.Item>
                {p.year_end !== null && <Descriptions.Item label={t('carry.yearEnd')} span={3}>{t('carry.yearEndText', { amount: formatAmount(negate(p.year_end)) })}{p.surplus_reserve && Number(p.surplus_reserve) > 0 ? t('carry.reserveText', { amount: formatAmount(p.surplus_reserve) }) : ''}</Descriptions.Item>}
              </Descriptions>
            )}
            <Auth code="carry_down_income_run">
              <Popconfirm title={t('carry.confirm', { period })} onConfirm={run}>
                <Button type="primary" loading={busy} disabled={!p || pending > 0 || (!p.list.length && p.year_end === null)} data-testid="carry-run">{t('carry.run')}</Button>
              </Popconfirm>
            </Auth>
            {made && (
              <Alert type="success" showIcon data-testid="carry-made" title={t('carry.made')}
                description={<Space wrap>{made.vouchers.map(link)}</Space>} />
            )}
          </Space>
        )}
      </Card>
    </PageRights>
  );
}
