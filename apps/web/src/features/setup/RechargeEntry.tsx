import type { OperatorEnterprise as Found, OperatorEnterpriseList, RechargeMade, RechargeRecords, RechargeRow } from '@zf/shared';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';

interface RechargeForm { version_name: string; months: number; amount: number; pay_method?: string; serial_number?: string }
const day = (v: number) => (v ? dayjs.unix(v).format('YYYY-MM-DD') : '—');

/**
 * 充值录入 (system maintenance, the platform operator of enterprise 91): find the enterprise by code or name, record what
 * it bought (edition, months, amount, payment); its expiry moves on and its history shows below — the same rows the
 * enterprise reads on 充值记录.
 */
export function RechargeEntry() {
  const { t } = useTranslation('setup');
  const { message } = App.useApp();
  const [form] = Form.useForm<RechargeForm>();
  const [found, setFound] = useState<Found[]>([]);
  const [chosen, setChosen] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const history = useApiQuery<RechargeRecords>('/setup/recharges', { enterprise_id: chosen?.id }, { enabled: !!chosen });

  const search = async (keyword: string) => {
    if (!keyword.trim()) return;
    try {
      setFound((await api.get<OperatorEnterpriseList>('/setup/enterprises', { keyword: keyword.trim() })).list);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const submit = async (v: RechargeForm) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const made = await api.post<RechargeMade>('/setup/recharges', { enterprise_id: chosen.id, ...v, amount: new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 2 }).format(v.amount) });
      message.success(t('operator.recharge.done', { name: chosen.name, date: day(made.expired_after) }));
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: ['/setup/recharges'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Input.Search style={{ width: 320, marginBottom: 12 }} placeholder={t('operator.recharge.search')} enterButton={t('operator.recharge.find')} onSearch={(v) => void search(v)} data-testid="recharge-search" />
      {found.length > 0 && (
        <Select style={{ width: 420, marginLeft: 12 }} placeholder={t('operator.recharge.pick')} value={chosen?.id} data-testid="recharge-enterprise"
          onChange={(id: number) => setChosen(found.find((f) => f.id === id) ?? null)} options={found.map((f) => ({ value: f.id, label: `${f.code} ${f.name}` }))} />
      )}
      {chosen && (
        <Card size="small" variant="borderless" style={{ marginTop: 8 }}>
          <Descriptions size="small" column={3} bordered items={[
            { key: 'n', label: t('operator.recharge.enterprise'), children: `${chosen.code} ${chosen.name}` },
            { key: 'v', label: t('operator.recharge.version'), children: history.data?.version_name ?? chosen.version_name },
            { key: 'e', label: t('operator.recharge.expires'), children: day(history.data?.expired_time ?? chosen.expired_time) },
          ]} />
          <Form<RechargeForm> form={form} layout="inline" style={{ margin: '12px 0', rowGap: 8 }} onFinish={(v) => void submit(v)}>
            <Form.Item name="version_name" label={t('operator.recharge.version')} rules={[{ required: true, whitespace: true, message: t('operator.required') }]}><Input maxLength={30} style={{ width: 120 }} /></Form.Item>
            <Form.Item name="months" label={t('operator.recharge.months')} rules={[{ required: true, message: t('operator.required') }]}><InputNumber min={1} max={120} precision={0} style={{ width: 90 }} /></Form.Item>
            <Form.Item name="amount" label={t('operator.recharge.amount')} rules={[{ required: true, message: t('operator.required') }]}><InputNumber min={0} precision={2} style={{ width: 130 }} /></Form.Item>
            <Form.Item name="pay_method" label={t('operator.recharge.payMethod')}><Input maxLength={30} style={{ width: 120 }} /></Form.Item>
            <Form.Item name="serial_number" label={t('operator.recharge.serial')}><Input maxLength={60} style={{ width: 150 }} /></Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="recharge-submit">{t('operator.recharge.submit')}</Button>
          </Form>
          <Table<RechargeRow> rowKey="id" size="small" pagination={false} loading={history.isFetching} dataSource={history.data?.list ?? []} data-testid="recharge-history"
            columns={[
              { title: t('operator.recharge.time'), dataIndex: 'create_time', width: 150, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
              { title: t('operator.recharge.version'), dataIndex: 'version_name', width: 110 },
              { title: t('operator.recharge.months'), dataIndex: 'months', width: 80, align: 'right' },
              { title: t('operator.recharge.amount'), dataIndex: 'amount', width: 110, align: 'right' },
              { title: t('operator.recharge.payMethod'), dataIndex: 'pay_method', width: 110 },
              { title: t('operator.recharge.serial'), dataIndex: 'serial_number', width: 140 },
              { title: t('operator.recharge.expiry'), key: 'expiry', render: (_, r) => `${day(r.expired_before)} → ${day(r.expired_after)}` },
            ]} />
        </Card>
      )}
    </>
  );
}
