import type { PayrollSettings as Settings } from '@zf/shared';
import { App, Button, Card, Descriptions, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';

type Bracket = Settings['brackets'][number];
const rates = ['employer_pension_rate', 'employer_medical_rate', 'employer_unemployment_rate', 'employer_injury_rate', 'employer_housing_rate'] as const;

/** 个税税率设置 (taxRateSetting): the annual IIT table of the cumulative method, the monthly basic deduction, employer rates. */
export default function TaxRatePage() {
  const { t } = useTranslation('payroll');
  const { message } = App.useApp();
  const can = useCan('taxRateSetting');
  const saved = useApiQuery<Settings>('/payroll/settings');
  const [edited, setDraft] = useState<Settings | null>(null);
  const draft = edited ?? saved.data ?? null;
  const [busy, setBusy] = useState(false);
  const editable = can('tax_rate_setting_edit');

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      const answer = await api.put<Settings>('/payroll/settings', { ...draft, brackets: draft.brackets.map(({ level: _l, ...b }) => b) });
      queryClient.setQueryData(['/payroll/settings'], answer);
      setDraft(null);
      message.success(t('tax.saved'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const setBracket = (level: number, patch: Partial<Bracket>) => draft && setDraft({ ...draft, brackets: draft.brackets.map((b) => (b.level === level ? { ...b, ...patch } : b)) });
  const input = (value: string, onChange: (v: string) => void, testid: string) => (editable
    ? <Input size="small" value={value} style={{ width: 140, textAlign: 'right' }} onChange={(e) => onChange(e.target.value)} data-testid={testid} /> : value);

  return (
    <PageRights page="taxRateSetting">
      <Card variant="borderless" title={t('tax.title')} loading={!draft}>
        {draft && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} items={[
              { key: 'basic', label: t('tax.basic_deduction'), children: input(draft.basic_deduction, (v) => setDraft({ ...draft, basic_deduction: v }), 'tax-basic') },
              ...rates.map((k) => ({ key: k, label: t(`tax.${k}`), children: input(draft[k], (v) => setDraft({ ...draft, [k]: v }), `tax-${k}`) })),
            ]} />
            <Table<Bracket> rowKey="level" size="small" bordered pagination={false} dataSource={draft.brackets} data-testid="tax-brackets" columns={[
              { title: t('tax.level'), dataIndex: 'level', width: 70 },
              { title: t('tax.upper'), key: 'upper', align: 'right', render: (_, b) => (b.upper === null ? t('tax.noLimit') : input(b.upper, (v) => setBracket(b.level, { upper: v }), `tax-upper-${b.level}`)) },
              { title: t('tax.rate'), key: 'rate', align: 'right', render: (_, b) => input(b.rate, (v) => setBracket(b.level, { rate: v }), `tax-rate-${b.level}`) },
              { title: t('tax.quick_deduction'), key: 'quick', align: 'right', render: (_, b) => input(b.quick_deduction, (v) => setBracket(b.level, { quick_deduction: v }), `tax-quick-${b.level}`) },
            ]} />
            {editable && <Button type="primary" loading={busy} onClick={() => void save()} data-testid="tax-save">{t('tax.save')}</Button>}
          </Space>
        )}
      </Card>
    </PageRights>
  );
}
