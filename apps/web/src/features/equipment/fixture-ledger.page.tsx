import type { FixtureLedgerList as FixtureList, FixtureLedgerRow as FixtureRow } from '@zf/shared';
import { App, Button, Card, Form, Input, InputNumber, Modal, Progress, Space, Switch, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { api, useApiQuery } from '../../request/index.ts';

type Action = { kind: 'usage' | 'life'; row: FixtureRow };

/**
 * 工装台账: the production fixtures with how often each was used, its life in uses and what is left — a worn fixture
 * (at or past its life) is marked, and `worn only` lists just those. Recording uses and setting the life need the
 * page's edit right; the fixtures themselves are kept on the production centre's fixtures page.
 */
export default function FixtureLedgerPage() {
  const { t } = useTranslation('equipment');
  const { message } = App.useApp();
  const can = useCan('fixtureLedger');
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [worn, setWorn] = useState(false);
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ count?: number; life_count?: number }>();
  const list = useApiQuery<FixtureList>('/fixture-ledger', { keyword: keyword || undefined, worn: worn ? 1 : undefined, page, page_size: 20 });
  const open = (kind: Action['kind'], row: FixtureRow) => {
    form.resetFields();
    form.setFieldsValue(kind === 'life' ? { life_count: row.life_count } : { count: 1 });
    setAction({ kind, row });
  };
  const submit = async () => {
    if (!action) return;
    const v = await form.validateFields();
    setBusy(true);
    try {
      if (action.kind === 'usage') await api.post(`/fixture-ledger/${action.row.id}/usage`, { count: v.count });
      else await api.put(`/fixture-ledger/${action.row.id}`, { life_count: v.life_count ?? 0 });
      void message.success(t('fixture.saved'));
      setAction(null);
      await queryClient.invalidateQueries({ queryKey: ['/fixture-ledger'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title={t('fixture.title')}>
      <Space style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={t('fixture.search')} onSearch={(v) => { setKeyword(v.trim()); setPage(1); }} style={{ width: 240 }} />
        <Space><Switch checked={worn} onChange={(v) => { setWorn(v); setPage(1); }} data-testid="fixture-worn" /><Typography.Text>{t('fixture.wornOnly')}</Typography.Text></Space>
      </Space>
      <Table size="small" rowKey="id" loading={list.isLoading} dataSource={list.data?.list ?? []} data-testid="fixture-ledger"
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage, showTotal: (n) => t('fixture.total', { n }) }}
        columns={[
          { title: t('fixture.code'), dataIndex: 'code', width: 110 },
          { title: t('fixture.name'), dataIndex: 'name' },
          { title: t('fixture.spec'), dataIndex: 'spec' },
          { title: t('fixture.quantity'), dataIndex: 'quantity', align: 'right', render: (v: string) => Number(v) },
          { title: t('fixture.location'), dataIndex: 'location' },
          { title: t('fixture.status'), dataIndex: 'status', render: (v: number) => t(`status.${v}`) },
          { title: t('fixture.usage'), dataIndex: 'usage_count', align: 'right' },
          { title: t('fixture.life'), dataIndex: 'life_count', align: 'right', render: (v: number) => v || t('fixture.noLife') },
          {
            title: t('fixture.remaining'), key: 'remaining', width: 190, render: (_, r) => (r.remaining === null ? '—' : (
              <Space>
                <Progress percent={Math.min(100, Math.round((r.usage_count / r.life_count) * 100))} size="small" style={{ width: 90 }} status={r.remaining <= 0 ? 'exception' : 'normal'} showInfo={false} />
                {r.remaining <= 0 ? <Tag color="red">{t('fixture.worn')}</Tag> : <span>{r.remaining}</span>}
              </Space>
            )),
          },
          ...(can('fixture_ledger_edit') ? [{
            title: t('fixture.actions'), key: 'actions', width: 170, render: (_: unknown, r: FixtureRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => open('usage', r)} data-testid={`fixture-usage-${r.id}`}>{t('fixture.recordUse')}</Button>
                <Button type="link" size="small" onClick={() => open('life', r)}>{t('fixture.setLife')}</Button>
              </Space>
            ),
          }] : []),
        ]} />
      <Modal open={action !== null} title={action ? `${t(action.kind === 'usage' ? 'fixture.recordUse' : 'fixture.setLife')} · ${action.row.name}` : ''}
        onCancel={() => setAction(null)} onOk={() => void submit()} confirmLoading={busy} okText={t('save')} cancelText={t('cancel')} destroyOnHidden forceRender>
        <Form form={form} layout="vertical">
          {action?.kind === 'usage'
            ? <Form.Item name="count" label={t('fixture.count')} rules={[{ required: true, type: 'integer', min: 1, message: t('fixture.countRule') }]}><InputNumber min={1} precision={0} style={{ width: '100%' }} id="fixture-count" /></Form.Item>
            : <Form.Item name="life_count" label={t('fixture.life')} extra={t('fixture.lifeHint')} rules={[{ type: 'integer', min: 0, message: t('fixture.countRule') }]}><InputNumber min={0} precision={0} style={{ width: '100%' }} /></Form.Item>}
        </Form>
      </Modal>
    </Card>
  );
}
