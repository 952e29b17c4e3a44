import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { findPage, formatAmount, routePath, type PeriodCheck } from '@zf/shared';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/stores/permission.store.ts';
import { fixPage } from './period-end-api.ts';

const money = (v: string | number | undefined) => formatAmount(String(v ?? '0'));

/** The figures behind a check, in words: counts and amounts from `detail`. */
function useDetailText() {
  const { t } = useTranslation('period-end');
  return (c: PeriodCheck): string => {
    const d = c.detail;
    switch (c.name) {
      case 'month_ended': return c.ok ? t('detail.ended', { period: d.period }) : t('detail.notEnded', { period: d.period });
      case 'previous_closed': return t('detail.previous', { previous: d.previous, open: d.open_period });
      case 'business_closed': return t('detail.business', { period: d.business_period });
      case 'vouchers_posted': return t('detail.vouchers', { unaudited: d.unaudited, unposted: d.unposted });
      case 'voucher_numbers': return c.ok ? t('detail.noGaps') : t('detail.gaps', { gaps: d.gaps, words: d.words });
      case 'trial_balance': return t('detail.trial', { debit: money(d.debit), credit: money(d.credit), opening: money(d.opening_difference), closing: money(d.closing_difference) });
      case 'carried_down': return c.ok ? t('detail.carried') : t('detail.notCarried', { accounts: d.accounts, profit: money(d.period_profit) });
      case 'stock_gl': return t('detail.stockGl', { stock: money(d.stock_value), gl: money(d.gl_inventory), diff: money(d.difference) });
      case 'partner_gl': return t('detail.partnerGl', { rl: money(d.receivable_ledger), rg: money(d.receivable_gl), pl: money(d.payable_ledger), pg: money(d.payable_gl), partners: d.partners });
      case 'bills_vouchered': return t('detail.bills', { bills: d.bills, cost: d.cost });
      case 'settlement_gl': return t('detail.settlementGl', { accounts: money(d.accounts_total), gl: money(d.gl_total), diff: money(d.difference), subjects: d.subjects ? ` (${String(d.subjects)})` : '' });
      case 'cash_flow_tagged': return c.ok ? t('detail.cashTagged') : t('detail.cashUntagged', { lines: d.lines, amount: money(d.amount) });
      case 'cash_flow_gl': return t('detail.cashFlowGl', { closing: money(d.cash_flow_closing), gl: money(d.gl_cash), diff: money(d.difference) });
      case 'reposts_done': return c.ok ? t('detail.noReposts') : t('detail.reposts', { ledgers: d.ledgers, from: d.from_date });
      case 'cost_run': return c.ok ? t('detail.costed') : t('detail.notCosted');
      default: return '';
    }
  };
}

/** The checks of a close: pass or fail, the figures, and a link to the page that fixes a failing one. */
export function CheckTable({ checks, loading }: { checks: PeriodCheck[]; loading?: boolean }) {
  const { t, i18n } = useTranslation('period-end');
  const navigate = useNavigate();
  const rights = usePermission((s) => s.permissionAll);
  const text = useDetailText();
  return (
    <Table<PeriodCheck>
      rowKey="name" size="small" bordered pagination={false} loading={loading} dataSource={checks} data-testid="period-checks"
      rowClassName={(c) => (c.ok ? 'zf-check-ok' : 'zf-check-failed')}
      columns={[
        {
          title: t('check.result'), dataIndex: 'ok', width: 110,
          render: (ok: boolean) => (ok
            ? <Typography.Text type="success"><CheckCircleFilled /> {t('check.passed')}</Typography.Text>
            : <Typography.Text type="danger"><CloseCircleFilled /> {t('check.failed')}</Typography.Text>),
        },
        { title: t('check.name'), dataIndex: 'name', width: 260, render: (name: string) => t(`check.names.${name}`) },
        { title: t('check.detail'), key: 'detail', render: (_: unknown, c) => text(c) },
        {
          title: t('check.fix'), key: 'fix', width: 140,
          render: (_: unknown, c) => {
            const page = fixPage[c.name] ? findPage(fixPage[c.name]!) : undefined;
            if (c.ok || !page || !rights[page.name]) return null;
            const href = routePath(page);
            return <Typography.Link href={href} onClick={(e) => { e.preventDefault(); void navigate(href); }} data-testid={`fix-${c.name}`}>{page.title[i18n.language === 'en-US' ? 'en-US' : 'zh-CN']}</Typography.Link>;
          },
        },
      ]}
    />
  );
}
