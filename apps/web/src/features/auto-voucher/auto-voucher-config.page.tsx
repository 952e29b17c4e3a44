import { useQueryClient } from '@tanstack/react-query';
import type { AutoVoucherConfig, AutoVoucherConfigBody } from '@zf/shared';
import { App, Button, Card, Radio, Select, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { useLanguage } from '../../engines/resource/index.ts';
import { api, useApiQuery } from '../../request/index.ts';
import { useLeafSubjects } from './subject-options.ts';

type Mapped = AutoVoucherConfig['warehouses'][number];
type Template = AutoVoucherConfig['templates'][number];

const page = 'autoVoucherConfig';

/**
 * Auto voucher configuration (自动凭证配置): when bill vouchers are made (on approval or in batches), which inventory
 * account each warehouse books on, the cash account of each settlement account, the account of each income or
 * expense category, and per bill type the accounts of its amounts (AR/AP, VAT, revenue, cost of goods…).
 */
export default function AutoVoucherConfigPage() {
  const config = useApiQuery<AutoVoucherConfig>('/auto-voucher/config', undefined, { staleTime: 0 });
  // A fresh editor per loaded configuration (after a save the server's answer replaces the draft).
  return config.data ? <ConfigEditor key={config.dataUpdatedAt} initial={config.data} /> : <Card loading variant="borderless" />;
}

function ConfigEditor({ initial }: { initial: AutoVoucherConfig }) {
  const { t } = useTranslation('auto-voucher');
  const language = useLanguage();
  const { message } = App.useApp();
  const can = useCan(page);
  const client = useQueryClient();
  const subjects = useLeafSubjects();
  const [draft, setDraft] = useState<AutoVoucherConfig>(() => structuredClone(initial));
  const [saving, setSaving] = useState(false);
  const editable = can('auto_voucher_config_edit');

  const update = (fn: (d: AutoVoucherConfig) => void) => setDraft((d) => { const next = structuredClone(d); fn(next); return next; });
  const subjectSelect = (value: string, onChange: (v: string) => void, label: string) => (
    <Select showSearch value={value || undefined} onChange={(v) => onChange(v ?? '')} options={subjects} disabled={!editable} style={{ width: 260 }}
      optionFilterProp="label" aria-label={label} data-testid={`subject-${label}`} />
  );
  const mappedTable = (key: 'warehouses' | 'settlement_accounts' | 'categories') => (
    <Table<Mapped> rowKey="id" size="small" bordered pagination={false} dataSource={draft[key]}
      columns={[
        { title: t(`col.${key}`), dataIndex: 'name' },
        { title: t('col.subject'), dataIndex: 'subject_code', width: 300, render: (v: string, r, i) => subjectSelect(v, (code) => update((d) => { d[key][i]!.subject_code = code; }), `${key}-${r.name}`) },
        { title: t('col.default'), dataIndex: 'default_code', width: 120 },
      ]} />
  );
  const save = async () => {
    setSaving(true);
    try {
      const body: AutoVoucherConfigBody = {
        voucher_mode: draft.voucher_mode,
        warehouses: draft.warehouses.map((w) => ({ id: w.id, subject_code: w.subject_code })),
        settlement_accounts: draft.settlement_accounts.map((a) => ({ id: a.id, subject_code: a.subject_code })),
        categories: draft.categories.map((c) => ({ id: c.id, subject_code: c.subject_code })),
        templates: draft.templates.flatMap((tp) => tp.slots.map((s) => ({ bill_type: tp.bill_type, slot: s.slot, subject_code: s.subject_code }))),
      };
      await api.put('/auto-voucher/config', body);
      void message.success(t('saved'));
      await client.invalidateQueries({ queryKey: ['/auto-voucher/config'] });
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('config.title')} variant="borderless"
      extra={editable && <Button type="primary" loading={saving} onClick={() => void save()} data-testid="save-config">{t('save')}</Button>}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>{t('config.mode')}</Typography.Text>
          <Radio.Group value={draft.voucher_mode} disabled={!editable} onChange={(e) => update((d) => { d.voucher_mode = e.target.value as AutoVoucherConfig['voucher_mode']; })}
            options={[{ value: 'on_approval', label: t('mode.on_approval') }, { value: 'batch', label: t('mode.batch') }]} />
        </Space>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{t('config.hint')}</Typography.Paragraph>
        <Tabs items={[
          {
            key: 'templates', label: t('tab.templates'),
            children: (
              <Table<Template> rowKey="bill_type" size="small" bordered pagination={false} dataSource={draft.templates}
                columns={[
                  { title: t('col.billType'), dataIndex: 'label', width: 160, render: (_: string, r) => (language === 'en-US' ? r.label_en : r.label) },
                  {
                    title: t('col.slots'), dataIndex: 'slots',
                    render: (_: unknown, r, i) => (
                      <Space wrap size={[16, 8]}>
                        {r.slots.map((s, j) => (
                          <Space key={s.slot} size={4}>
                            <span style={{ display: 'inline-block', minWidth: 84 }}>{t(`slot.${s.slot}`)}</span>
                            {subjectSelect(s.subject_code, (code) => update((d) => { d.templates[i]!.slots[j]!.subject_code = code || s.default_code; }), `${r.bill_type}-${s.slot}`)}
                          </Space>
                        ))}
                      </Space>
                    ),
                  },
                ]} />
            ),
          },
          { key: 'warehouses', label: t('tab.warehouses'), children: mappedTable('warehouses') },
          { key: 'settlement_accounts', label: t('tab.settlement_accounts'), children: mappedTable('settlement_accounts') },
          { key: 'categories', label: t('tab.categories'), children: mappedTable('categories') },
        ]} />
      </Space>
    </Card>
  );
}
