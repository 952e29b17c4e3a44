import { billMetaOf, findPage, formatAmount, routePath, type BillCreated, type ListOf } from '@zf/shared';
import { Alert, Button, Card, Modal, Select, Space, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';
import { BillList } from '../documents/bill-list.tsx';
import type { BillMode } from '../documents/bill-screen.tsx';
import { BillView } from '../documents/bill-view.tsx';
import { ItemResults } from './item-results.tsx';
import { PassRate } from './pass-rate.tsx';
import { inspected, type CheckType, type WaitingRow } from './quality-api.ts';
import { ResultsModal } from './results-modal.tsx';
import { SettingsModal } from './settings-modal.tsx';

/**
 * A check page (来料/工序/出货检验单): the checks' list and detail from the documents feature, a results form in place
 * of the generic line editor, the receipts waiting for inspection (incoming), a new check from a chosen document
 * (process, delivery), the quality settings and the pass rate. The server fills a new check with everything still
 * open, all qualified; the results form records what was rejected.
 */
export function CheckPage({ type }: { type: CheckType }) {
  const { t } = useTranslation('quality');
  const meta = billMetaOf(type)!;
  const can = useCan(meta.page);
  const [search] = useSearchParams();
  const linked = Number(search.get('id'));
  const [viewing, setViewing] = useState<number>(linked > 0 ? linked : 0);
  const [opened, setOpened] = useState(linked);
  if (linked !== opened) {
    setOpened(linked);
    if (linked > 0) setViewing(linked);
  }
  const [results, setResults] = useState(0);
  const [settings, setSettings] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [tab, setTab] = useState(type === 'incoming-checks' ? 'waiting' : 'bills');
  const go = (m: BillMode) => {
    if (m.mode === 'list') setViewing(0);
    else if (m.mode === 'view') setViewing(m.id);
    else if (m.draft?.id) setResults(m.draft.id);
    else setChoosing(true);
  };
  /** A new check of a document, filled by the server; its results open at once. */
  const start = async (sourceBillId: number) => {
    try {
      const made = await api.post<BillCreated>(`/bills/${type}`, { bill_date: dayjs().format('YYYY-MM-DD'), source_bill_id: sourceBillId, lines: [] });
      setChoosing(false);
      setViewing(made.id);
      setResults(made.id);
    } catch {
      // Shown by the request layer.
    }
  };
  const modals = (
    <>
      {results > 0 && <ResultsModal type={type} id={results} onClose={() => { setResults(0); setViewing((v) => v); }} />}
      {settings && <SettingsModal onClose={() => setSettings(false)} />}
      {choosing && <ChooseSource type={type} onCancel={() => setChoosing(false)} onChoose={(id) => void start(id)} />}
    </>
  );
  if (viewing) {
    return (
      <>
        {type === 'incoming-checks' && <ReturnNotice id={viewing} />}
        {/* Remounted after the results are saved, so it shows them. */}
        <BillView key={`${viewing}:${results}`} meta={meta} id={viewing} go={go} />
        <ItemResults key={`items-${viewing}:${results}`} type={type} id={viewing} />
        {modals}
      </>
    );
  }
  const toolbar = (
    <Space>
      {type !== 'incoming-checks' && can(`${meta.funPrefix}_add`) && <Button type="primary" onClick={() => setChoosing(true)}>{t('new')}</Button>}
      <Button onClick={() => setSettings(true)}>{t('settings.title')}</Button>
    </Space>
  );
  return (
    <Card variant="borderless">
      <Tabs activeKey={tab} onChange={setTab} items={[
        ...(type === 'incoming-checks' ? [{ key: 'waiting', label: t('tabs.waiting'), children: <Waiting canCheck={can(`${meta.funPrefix}_add`)} onCheck={(id) => void start(id)} extra={toolbar} /> }] : []),
        { key: 'bills', label: t('tabs.bills'), children: <BillList meta={meta} go={go} extra={toolbar} /> },
        { key: 'rate', label: t('tabs.passRate'), children: <PassRate kind={inspected[type].kind} /> },
      ]} />
      {modals}
    </Card>
  );
}

/** The receipt rows waiting in the inspection warehouse; checking one receipt checks all its waiting rows. */
function Waiting({ canCheck, onCheck, extra }: { canCheck: boolean; onCheck: (billId: number) => void; extra: React.ReactNode }) {
  const { t } = useTranslation('quality');
  const rows = useApiQuery<ListOf<WaitingRow>>('/quality/waiting', undefined, { staleTime: 0 });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {extra}
      <Table<WaitingRow> rowKey="line_id" size="small" bordered pagination={false} loading={rows.isLoading} dataSource={rows.data?.list ?? []} scroll={{ x: 900 }} columns={[
        { title: t('col.receipt'), dataIndex: 'bill_sn', width: 180 },
        { title: t('col.date'), dataIndex: 'bill_date', width: 110 },
        { title: t('col.supplier'), dataIndex: 'partner_name', width: 160, ellipsis: true },
        { title: t('col.product'), key: 'product', ellipsis: true, render: (_, r) => `${r.product_code} ${r.product_name}` },
        { title: t('col.received'), dataIndex: 'number', width: 100, align: 'right', render: (v: string) => formatAmount(v, 4) },
        { title: t('col.open'), dataIndex: 'open', width: 100, align: 'right', render: (v: string) => formatAmount(v, 4) },
        { title: t('col.waitingIn'), dataIndex: 'warehouse_name', width: 120 },
        ...(canCheck ? [{ title: '', key: 'action', width: 90, render: (_: unknown, r: WaitingRow) => <Button size="small" type="link" data-testid={`check-${r.bill_sn}`} onClick={() => onCheck(r.bill_id)}>{t('check')}</Button> }] : []),
      ]} />
    </Space>
  );
}

/** Choose the document to check: pending sales bills (delivery), approved work reports (process). */
function ChooseSource({ type, onCancel, onChoose }: { type: CheckType; onCancel: () => void; onChoose: (id: number) => void }) {
  const { t } = useTranslation('quality');
  const source = inspected[type];
  const [picked, setPicked] = useState<number>();
  const list = useApiQuery<{ list: Array<{ id: number; bill_sn: string; bill_date: string; partner_name?: string }> }>(`/bills/${source.type}`, { audit_status: source.audit_status, page: 1, page_size: 100 }, { staleTime: 0 });
  return (
    <Modal open title={t(`choose.${source.kind}`)} okText={t('choose.ok')} cancelText={t('cancel')} onCancel={onCancel} onOk={() => picked && onChoose(picked)} okButtonProps={{ disabled: !picked }}>
      <Select showSearch style={{ width: '100%' }} value={picked} onChange={setPicked} loading={list.isLoading} optionFilterProp="label" id="quality-source"
        options={(list.data?.list ?? []).map((b) => ({ value: b.id, label: [b.bill_sn, b.bill_date, b.partner_name].filter(Boolean).join('  ') }))} />
    </Modal>
  );
}

/** An approved incoming check with rejects names the purchase return draft it made. */
function ReturnNotice({ id }: { id: number }) {
  const { t } = useTranslation('quality');
  const navigate = useNavigate();
  const bill = useApiQuery<{ ext?: { return_bill_id?: number; return_bill_sn?: string } }>(`/bills/incoming-checks/${id}`, undefined, { staleTime: 0 });
  const made = bill.data?.ext;
  if (!made?.return_bill_id) return null;
  return (
    <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="return-notice" message={t('returnDraft', { sn: made.return_bill_sn })}
      action={<Button size="small" onClick={() => navigate(`${routePath(findPage('purchaseReturn')!)}?id=${made.return_bill_id}`)}>{t('openReturn')}</Button>} />
  );
}
