import { formatAmount, type PartnerGlCheck, type StockGlCheck, type StockGlDetail, type TrialCheck } from '@zf/shared';
import { Card, DatePicker, Descriptions, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/index.ts';

type StockRow = StockGlCheck['list'][number];

const Ok = ({ difference }: { difference: string }) => {
  const { t } = useTranslation('auto-voucher');
  return difference === '0.00' ? <Tag color="success">{t('check.equal')}</Tag> : <Tag color="error">{t('check.differs', { amount: formatAmount(difference) })}</Tag>;
};
const money = (v: string) => formatAmount(v);

/**
 * The accounting checks (审核列表): stock ledger value against the GL inventory accounts (with a drill-down per
 * warehouse × product and per bill), the partner ledger against AR/AP per partner, and the trial balance — the
 * checks a month-end close needs at 0 difference.
 */
export default function CheckListPage() {
  const { t } = useTranslation('auto-voucher');
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const period = month.format('YYYY-MM');
  const stock = useApiQuery<StockGlCheck>('/finance/stock-gl-check', { period }, { staleTime: 0 });
  const partners = useApiQuery<PartnerGlCheck>('/finance/partner-gl-check', { period }, { staleTime: 0 });
  const trial = useApiQuery<TrialCheck>('/finance/trial-check', { period }, { staleTime: 0 });
  return (
    <Card title={t('check.title')} variant="borderless">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Space wrap>
          <span>{t('period')}</span>
          <DatePicker picker="month" value={month} allowClear={false} onChange={(v) => v && setMonth(v)} aria-label={t('period')} />
        </Space>
        <section data-testid="check-stock">
          <Typography.Title level={5}>{t('check.stock')} {stock.data && <Ok difference={stock.data.difference} />}</Typography.Title>
          <Descriptions size="small" column={3} items={[
            { key: 's', label: t('col.stockValue'), children: money(stock.data?.stock_value ?? '0') },
            { key: 'g', label: t('col.glValue'), children: money(stock.data?.gl_inventory ?? '0') },
            { key: 'd', label: t('col.difference'), children: money(stock.data?.difference ?? '0') },
          ]} />
          <Table<StockRow> rowKey="subject_code" size="small" bordered pagination={false} dataSource={stock.data?.list ?? []}
            expandable={{ expandedRowRender: (r) => <StockDetail period={period} code={r.subject_code} /> }}
            columns={[
              { title: t('col.subject'), dataIndex: 'subject_code', width: 160 },
              { title: t('col.stockValue'), dataIndex: 'stock_value', align: 'right', render: money },
              { title: t('col.glValue'), dataIndex: 'gl_value', align: 'right', render: money },
              { title: t('col.difference'), dataIndex: 'difference', align: 'right', render: (v: string) => <Ok difference={v} /> },
            ]} />
        </section>
        <section data-testid="check-partners">
          <Typography.Title level={5}>{t('check.partners')} {partners.data && (partners.data.partners_differing
            ? <Tag color="error">{t('check.partnersDiffer', { count: partners.data.partners_differing })}</Tag>
            : <Tag color="success">{t('check.equal')}</Tag>)}</Typography.Title>
          {/* Each side on its own: netting receivables against payables hid 500 owed each way behind 0.00. */}
          <Descriptions size="small" column={3} items={[
            { key: 'rl', label: `${t('col.receivable')} · ${t('col.partnerLedger')}`, children: money(partners.data?.receivable_ledger ?? '0') },
            { key: 'rg', label: t('col.partnerGl'), children: money(partners.data?.receivable_gl ?? '0') },
            { key: 'rd', label: t('col.difference'), children: money(partners.data?.receivable_difference ?? '0') },
            { key: 'pl', label: `${t('col.payable')} · ${t('col.partnerLedger')}`, children: money(partners.data?.payable_ledger ?? '0') },
            { key: 'pg', label: t('col.partnerGl'), children: money(partners.data?.payable_gl ?? '0') },
            { key: 'pd', label: t('col.difference'), children: money(partners.data?.payable_difference ?? '0') },
          ]} />
          <Table rowKey="partner_id" size="small" bordered pagination={{ pageSize: 20, hideOnSinglePage: true }} dataSource={partners.data?.list ?? []}
            columns={[
              { title: t('col.partner'), dataIndex: 'partner_name' },
              { title: t('col.receivable'), children: [
                { title: t('col.partnerLedger'), dataIndex: 'receivable_ledger', align: 'right', render: money },
                { title: t('col.partnerGl'), dataIndex: 'receivable_gl', align: 'right', render: money },
                { title: t('col.difference'), dataIndex: 'receivable_difference', align: 'right', render: (v: string) => <Ok difference={v} /> },
              ] },
              { title: t('col.payable'), children: [
                { title: t('col.partnerLedger'), dataIndex: 'payable_ledger', align: 'right', render: money },
                { title: t('col.partnerGl'), dataIndex: 'payable_gl', align: 'right', render: money },
                { title: t('col.difference'), dataIndex: 'payable_difference', align: 'right', render: (v: string) => <Ok difference={v} /> },
              ] },
            ]} />
        </section>
        <section data-testid="check-trial">
          <Typography.Title level={5}>{t('check.trial')} {trial.data && <Ok difference={trial.data.difference} />}</Typography.Title>
          <Descriptions size="small" column={2} bordered items={[
            { key: 'od', label: t('col.openingDebit'), children: money(trial.data?.opening_debit ?? '0') },
            { key: 'oc', label: t('col.openingCredit'), children: money(trial.data?.opening_credit ?? '0') },
            { key: 'd', label: t('col.debit'), children: money(trial.data?.debit ?? '0') },
            { key: 'c', label: t('col.credit'), children: money(trial.data?.credit ?? '0') },
          ]} />
        </section>
      </Space>
    </Card>
  );
}

function StockDetail({ period, code }: { period: string; code: string }) {
  const { t } = useTranslation('auto-voucher');
  const detail = useApiQuery<StockGlDetail>('/finance/stock-gl-check/detail', { period, subject_code: code }, { staleTime: 0 });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table rowKey={(r) => `${r.warehouse_id}-${r.product_id}`} size="small" pagination={{ pageSize: 20, hideOnSinglePage: true }} dataSource={detail.data?.list ?? []}
        columns={[
          { title: t('col.warehouse'), dataIndex: 'warehouse_name' },
          { title: t('col.product'), dataIndex: 'product_name' },
          { title: t('col.stockValue'), dataIndex: 'stock_value', align: 'right', render: money },
        ]} />
      {!!detail.data?.bills.length && (
        <Table rowKey="bill_id" size="small" title={() => t('check.billsDiffer')} pagination={false} dataSource={detail.data.bills}
          columns={[
            { title: t('col.billDate'), dataIndex: 'bill_date', width: 120 },
            { title: t('col.billSn'), dataIndex: 'bill_sn', render: (sn: string, r) => <BillLink type={r.bill_type} id={r.bill_id} sn={sn} /> },
            { title: t('col.stockValue'), dataIndex: 'stock_value', align: 'right', render: money },
            { title: t('col.glValue'), dataIndex: 'gl_value', align: 'right', render: money },
            { title: t('col.difference'), dataIndex: 'difference', align: 'right', render: money },
          ]} />
      )}
    </Space>
  );
}
