import { billMetaOf, formatAmount, settlementSide, type BillMeta, type DecimalInput, type OpenItemList } from '@zf/shared';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { useApiQuery } from '../../request/index.ts';
import { autoAllocate, clearedOn, type OpenItem } from './settlement-allocation.ts';

/** Up to 10 integer digits and 2 decimals (SPEC §5 amount editor). */
const cleanAmount = (v: string) => v.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1').replace(/^(\d{0,10})\d*/, '$1').replace(/(\.\d{2})\d+$/, '$1');

/**
 * 核销: the partner's open documents this money document may clear, oldest first, with what is open on each and an
 * input for what this document takes; "auto" fills the oldest first (a receipt with its own amount, a verification
 * bill as much as both sides have). The server checks every amount again under lock when the document is approved.
 */
export function SettlementTable({ meta, partnerId, billId, moneyTotal, cleared, onChange }: {
  meta: BillMeta; partnerId?: number; billId?: number; moneyTotal: DecimalInput | null;
  cleared: Record<number, string>; onChange: (cleared: Record<number, string>) => void;
}) {
  const { t } = useTranslation('documents');
  const language = useLanguage();
  const sides = [...new Set((meta.money?.settles ?? []).map(settlementSide))];
  const params = (side: string | undefined) => ({ partner_id: partnerId ?? 0, side: side ?? 'receivable', except_bill_id: billId ?? 0 });
  const enabled = { enabled: !!partnerId, staleTime: 0 };
  const first = useApiQuery<OpenItemList>('/receivables/open-items', params(sides[0]), enabled);
  const second = useApiQuery<OpenItemList>('/receivables/open-items', params(sides[1]), { ...enabled, enabled: !!partnerId && sides.length > 1 });
  const items = [...(first.data?.list ?? []), ...(sides.length > 1 ? second.data?.list ?? [] : [])];
  if (!partnerId) return <Typography.Text type="secondary">{t('money.pickPartner')}</Typography.Text>;

  const verification = sides.length > 1;
  const sum = clearedOn(items, cleared);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text strong>{t('money.settlements')}</Typography.Text>
        <Button size="small" onClick={() => onChange(autoAllocate(items, moneyTotal))} disabled={!items.length} data-testid="settle-auto">{t('money.auto')}</Button>
        <Button size="small" onClick={() => onChange({})}>{t('money.clear')}</Button>
        {verification
          ? <Typography.Text data-testid="settle-sides">{t('money.sides', { receivable: formatAmount(clearedOn(items, cleared, 'receivable')), payable: formatAmount(clearedOn(items, cleared, 'payable')) })}</Typography.Text>
          : <Typography.Text data-testid="settle-sum">{t('money.clearedSum', { sum: formatAmount(sum), total: formatAmount(moneyTotal ?? 0) })}</Typography.Text>}
      </Space>
      <Table<OpenItem>
        rowKey="id"
        size="small"
        bordered
        pagination={false}
        loading={first.isFetching && !first.data}
        dataSource={items}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('money.nothingOpen') }}
        columns={[
          ...(verification ? [{ title: t('money.side'), key: 'side', width: 90, render: (_: unknown, r: OpenItem) => <Tag color={settlementSide(r.type) === 'receivable' ? 'blue' : 'orange'}>{t(`money.side_${settlementSide(r.type)}`)}</Tag> }] : []),
          { title: t('money.billType'), dataIndex: 'type', width: 120, render: (v: string) => billMetaOf(v)?.label[language] ?? v },
          { title: t('field.bill_sn'), dataIndex: 'bill_sn', width: 190 },
          { title: t('field.bill_date'), dataIndex: 'bill_date', width: 110 },
          { title: t('money.amount'), dataIndex: 'amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
          { title: t('money.open'), dataIndex: 'open_amount', width: 120, align: 'right', render: (v: string) => formatAmount(v) },
          {
            title: t('money.thisTime'), key: 'take', width: 150,
            render: (_: unknown, r: OpenItem) => (
              <Input aria-label={`${t('money.thisTime')} ${r.bill_sn}`} inputMode="decimal" value={cleared[r.id] ?? ''}
                onChange={(e) => {
                  const v = cleanAmount(e.target.value);
                  const next = { ...cleared };
                  if (v) next[r.id] = v; else delete next[r.id];
                  onChange(next);
                }} />
            ),
          },
        ]}
      />
    </Space>
  );
}
