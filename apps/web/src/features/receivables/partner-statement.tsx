import { billMetaOf, formatAmount, type PartnerStatement as Statement } from '@zf/shared';
import { Descriptions, Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/index.ts';
import { StatementActions } from './statement-actions.tsx';
import type { BalanceRow } from './partner-balances.page.tsx';

type StatementRow = Statement['rows'][number];

/** 对账单: one partner's opening balance, every document in the range with the running balance, and the closing balance. */
export function PartnerStatement({ partner, side, dates, onClose }: {
  partner: BalanceRow; side: 'receivable' | 'payable'; dates: { date_from: string; date_to: string }; onClose: () => void;
}) {
  const { t } = useTranslation('receivables');
  const language = useLanguage();
  const statement = useApiQuery<Statement>('/receivables/statement', { partner_id: partner.partner_id, side, ...dates }, { staleTime: 0 });
  const s = statement.data;
  const money = (v: string) => formatAmount(v);
  return (
    <Drawer open width={920} title={t('statement', { name: partner.name })} onClose={onClose} destroyOnHidden
      extra={<StatementActions query={{ partner_id: partner.partner_id, side, ...dates }} name={t('statement', { name: partner.name })} />}>
      <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 16 }} items={[
        { key: 'range', label: t('range'), children: `${dates.date_from} ~ ${dates.date_to}` },
        { key: 'opening', label: t('opening'), children: s ? money(s.opening) : '' },
        { key: 'moves', label: `${t(`increase.${side}`)} / ${t(`decrease.${side}`)}`, children: s ? `${money(s.increase)} / ${money(s.decrease)}` : '' },
        { key: 'closing', label: t('closing'), children: <span data-testid="statement-closing">{s ? money(s.closing) : ''}</span> },
      ]} />
      <Table<StatementRow>
        rowKey="id"
        size="small"
        bordered
        loading={statement.isFetching && !s}
        dataSource={s?.rows ?? []}
        pagination={false}
        scroll={{ x: 820 }}
        columns={[
          { title: t('date'), dataIndex: 'entry_date', width: 110 },
          { title: t('billType'), dataIndex: 'bill_type', width: 130, render: (v: string, r) => <>{billMetaOf(v)?.label[language] ?? v}{r.reversal && <Tag color="red" style={{ marginLeft: 4 }}>{t('reversal')}</Tag>}</> },
          { title: t('billSn'), dataIndex: 'bill_sn', width: 190, render: (v: string, r) => <BillLink type={r.bill_type} id={r.bill_id} sn={v} /> },
          { title: t(`increase.${side}`), dataIndex: 'increase', width: 120, align: 'right', render: money },
          { title: t(`decrease.${side}`), dataIndex: 'decrease', width: 120, align: 'right', render: money },
          { title: t('balance'), dataIndex: 'balance', width: 130, align: 'right', render: money },
        ]}
      />
    </Drawer>
  );
}
