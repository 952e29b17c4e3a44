import { EquipmentStatus, formatAmount, type EquipmentCardList } from '@zf/shared';
import { Card, DatePicker, Descriptions, Empty, Image, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../request/index.ts';
import { BillLink } from '../bills/index.ts';
import { DowntimeByMachine } from './downtime-chart.tsx';
import type { CostAnswer, EquipmentCard } from './equipment-api.ts';
import { EquipmentFiles, FirstPhoto, useEquipmentFiles } from './equipment-files.tsx';

const statusColors: Record<number, string> = { [EquipmentStatus.inUse]: 'green', [EquipmentStatus.idle]: 'default', [EquipmentStatus.repair]: 'orange', [EquipmentStatus.scrapped]: 'red' };
const hours = (v: string) => `${Number(v)} h`;

/** One machine: its record (with its first photo), its documents and photos (drive files), its maintenance plans and the history of its bills with totals. */
function MachineCard({ id }: { id: number }) {
  const { t } = useTranslation('equipment');
  const card = useApiQuery<EquipmentCard>(`/equipment-cards/${id}`, undefined, { staleTime: 0 });
  const files = useEquipmentFiles(id);
  if (!card.data) return <Card loading />;
  const { equipment: e, plans, history, totals } = card.data;
  const photos = e.img_urls.split(',').filter(Boolean);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" title={`${e.code} ${e.name}`} extra={<Tag color={statusColors[e.status]}>{t(`status.${e.status}`)}</Tag>} data-testid="equipment-card">
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <FirstPhoto files={files.data?.list} />
          <Descriptions size="small" column={3} style={{ flex: 1, minWidth: 0 }}>
            <Descriptions.Item label={t('card.model')}>{e.model || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.category')}>{e.category || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.department')}>{e.department_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.location')}>{e.location || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.supplier')}>{e.supplier_name || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.purchaseDate')}>{e.purchase_date ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.value')}>{formatAmount(e.value)}</Descriptions.Item>
            <Descriptions.Item label={t('card.asset')}>{e.asset_code || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('card.runningHours')}>{hours(e.running_hours)}</Descriptions.Item>
            {e.documents && <Descriptions.Item label={t('card.documents')} span={3}><Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{e.documents}</Typography.Paragraph></Descriptions.Item>}
          </Descriptions>
        </div>
        {photos.length > 0 && <Image.PreviewGroup><Space>{photos.map((src) => <Image key={src} src={src} width={96} height={96} style={{ objectFit: 'cover' }} />)}</Space></Image.PreviewGroup>}
      </Card>
      <EquipmentFiles id={id} />
      <Card size="small" title={t('card.plans')}>
        <Table size="small" rowKey="id" pagination={false} dataSource={plans} locale={{ emptyText: t('card.noPlans') }} columns={[
          { title: t('card.planName'), dataIndex: 'name' },
          { title: t('card.project'), dataIndex: 'project_name' },
          { title: t('card.cycle'), key: 'cycle', render: (_, p) => t(p.cycle_kind === 2 ? 'card.everyHours' : 'card.everyDays', { n: p.cycle_value }) },
          { title: t('card.nextDate'), dataIndex: 'next_date', render: (v: string | null, p) => (p.cycle_kind === 2 ? '—' : v ?? '—') },
          { title: t('card.responsible'), dataIndex: 'responsible_name' },
          { title: t('card.active'), dataIndex: 'status', render: (v: number) => (v ? t('yes') : t('no')) },
        ]} />
      </Card>
      <Card size="small" title={t('card.history')} extra={<Typography.Text type="secondary" data-testid="card-totals">
        {t('card.totals', { downtime: Number(totals.downtime_hours), cost: formatAmount(totals.total_cost) })}</Typography.Text>}>
        <Table size="small" rowKey="id" pagination={{ pageSize: 10 }} dataSource={history} locale={{ emptyText: t('card.noHistory') }} data-testid="card-history" columns={[
          { title: t('card.billDate'), dataIndex: 'bill_date', width: 110 },
          { title: t('card.billType'), dataIndex: 'type', width: 100, render: (v: string) => t(`type.${v}`) },
          { title: t('card.billSn'), dataIndex: 'bill_sn', render: (v: string, h) => <BillLink type={h.type} id={h.id} sn={v} /> },
          { title: t('card.content'), key: 'content', render: (_, h) => h.fault || h.work_done },
          { title: t('card.downtime'), dataIndex: 'downtime_hours', align: 'right', render: hours },
          { title: t('card.spareCost'), dataIndex: 'spare_cost', align: 'right', render: (v: string) => formatAmount(v) },
          { title: t('card.labourCost'), dataIndex: 'labour_cost', align: 'right', render: (v: string) => formatAmount(v) },
          { title: t('card.state'), dataIndex: 'audit_status', width: 90, render: (v: number) => t(`audit.${v}`) },
        ]} />
      </Card>
    </Space>
  );
}

/** Downtime and maintenance cost per month of approved maintenance and repair bills (one machine, or all). */
function MonthlyCosts({ equipmentId }: { equipmentId?: number }) {
  const { t } = useTranslation('equipment');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const params = { equipment_id: equipmentId, date_from: range?.[0].format('YYYY-MM-DD'), date_to: range?.[1].format('YYYY-MM-DD') };
  const costs = useApiQuery<CostAnswer>('/equipment-costs', params);
  const money = (v: string) => formatAmount(v);
  return (
    <Card size="small" title={t(equipmentId ? 'costs.titleOne' : 'costs.titleAll')} extra={<DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs, Dayjs] | null)} />}>
      <Table size="small" rowKey="month" pagination={false} loading={costs.isLoading} dataSource={costs.data?.list ?? []} data-testid="equipment-costs"
        locale={{ emptyText: t('costs.empty') }} columns={[
          { title: t('costs.month'), dataIndex: 'month' },
          { title: t('costs.bills'), dataIndex: 'bills', align: 'right' },
          { title: t('costs.repairs'), dataIndex: 'repairs', align: 'right' },
          { title: t('costs.downtime'), dataIndex: 'downtime_hours', align: 'right', render: hours },
          { title: t('costs.spareCost'), dataIndex: 'spare_cost', align: 'right', render: money },
          { title: t('costs.labourCost'), dataIndex: 'labour_cost', align: 'right', render: money },
          { title: t('costs.totalCost'), dataIndex: 'total_cost', align: 'right', render: money },
        ]}
        summary={() => costs.data && costs.data.list.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('costs.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">{costs.data.total.bills}</Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">{costs.data.total.repairs}</Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">{hours(costs.data.total.downtime_hours)}</Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">{money(costs.data.total.spare_cost)}</Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">{money(costs.data.total.labour_cost)}</Table.Summary.Cell>
            <Table.Summary.Cell index={6} align="right">{money(costs.data.total.total_cost)}</Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null} />
    </Card>
  );
}

/** The machines to open a card of, searched by code, name or model (the card page's own list, no ledger right needed). */
function EquipmentPicker({ value, onChange }: { value?: number; onChange: (id?: number) => void }) {
  const { t } = useTranslation('equipment');
  const [keyword, setKeyword] = useState('');
  const machines = useApiQuery<EquipmentCardList>('/equipment-cards', { keyword: keyword || undefined, page_size: 50 });
  const options = (machines.data?.list ?? []).map((m) => ({ value: m.id, label: [m.code, m.name, m.model].filter(Boolean).join(' ') }));
  return (
    <Select id="card-equipment" showSearch allowClear value={value} style={{ width: 320 }} placeholder={t('card.pickPlaceholder')} filterOption={false}
      onSearch={setKeyword} onChange={(v?: number) => { setKeyword(''); onChange(v); }} options={options} loading={machines.isLoading} />
  );
}

/**
 * 设备卡片: pick a machine (or open one with ?id=) to see its card, plans and bill history; below, the downtime and
 * maintenance cost per month — of that machine, or of all machines while none is picked.
 */
export default function EquipmentCardPage() {
  const { t } = useTranslation('equipment');
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Space>
          <Typography.Text>{t('card.pick')}</Typography.Text>
          <EquipmentPicker value={id} onChange={(v) => setSearch(v ? { id: String(v) } : {})} />
        </Space>
      </Card>
      {id ? <MachineCard key={id} id={id} /> : <Card size="small"><Empty description={t('card.none')} /></Card>}
      {!id && <DowntimeByMachine />}
      <MonthlyCosts equipmentId={id} />
    </Space>
  );
}
