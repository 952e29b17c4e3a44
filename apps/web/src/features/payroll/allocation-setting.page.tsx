import type { PayrollSubjectOptions, WageAllocation as Allocation } from '@zf/shared';
import { App, Button, Card, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { api, ApiError, queryClient, useApiQuery } from '../../request/index.ts';

type Row = Allocation['list'][number];

/**
 * 分配设置 (wageAllocationSetting): each department's wage expense account, per earning item an account of its own
 * (piece wages to 4001 …; blank follows the department), and the default for departments without one.
 */
export default function AllocationSettingPage() {
  const { t } = useTranslation('payroll');
  const { message } = App.useApp();
  const can = useCan('wageAllocationSetting');
  const saved = useApiQuery<Allocation>('/payroll/allocation-settings');
  const subjects = useApiQuery<PayrollSubjectOptions>('/payroll/expense-subjects');
  const [edited, setDraft] = useState<Allocation | null>(null);
  const draft = edited ?? saved.data ?? null;
  const [busy, setBusy] = useState(false);
  const editable = can('wage_allocation_setting_edit');
  const options = (subjects.data?.list ?? []).map((s) => ({ value: s.code, label: `${s.code} ${s.name}` }));

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    try {
      const answer = await api.put<Allocation>('/payroll/allocation-settings', { default_subject: draft.default_subject, list: draft.list.map((l) => ({ department_id: l.department_id, subject_code: l.subject_code, items: l.items })) });
      queryClient.setQueryData(['/payroll/allocation-settings'], answer);
      setDraft(null);
      message.success(t('allocation.saved'));
      await queryClient.invalidateQueries({ queryKey: ['/payroll/allocation'] });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  const pick = (value: string, onChange: (v: string) => void, testid: string, allowClear = false, placeholder = t('allocation.useDefault'), width = 260) => (
    <Select showSearch={{ optionFilterProp: 'label' }} allowClear={allowClear} disabled={!editable} style={{ width }} value={value || undefined} options={options}
      placeholder={placeholder} onChange={(v) => onChange(v ?? '')} data-testid={testid} popupMatchSelectWidth={false} />
  );
  const change = (id: number, f: (r: Row) => Row) => draft && setDraft({ ...draft, list: draft.list.map((x) => (x.department_id === id ? f(x) : x)) });
  const setItem = (r: Row, code: string, v: string) => {
    const items = { ...r.items };
    if (v) items[code] = v;
    else delete items[code];
    return { ...r, items };
  };
  return (
    <PageRights page="wageAllocationSetting">
      <Card variant="borderless" title={t('allocation.title')} loading={!draft}>
        {draft && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Paragraph type="secondary">{t('allocation.hint')}</Typography.Paragraph>
            <Space>
              <span>{t('allocation.default')}</span>
              {pick(draft.default_subject, (v) => setDraft({ ...draft, default_subject: v }), 'allocation-default')}
            </Space>
            <Table<Row> rowKey="department_id" size="small" bordered pagination={false} dataSource={draft.list} data-testid="allocation-list" scroll={{ x: 'max-content' }} columns={[
              { title: t('col.department'), dataIndex: 'department_name', fixed: 'left' },
              { title: t('allocation.subject'), key: 'subject', render: (_, r) => pick(r.subject_code, (v) => change(r.department_id, (x) => ({ ...x, subject_code: v })), `allocation-${r.department_name}`, true) },
              ...(draft.items.length ? [{
                title: t('allocation.byItem'),
                children: draft.items.map((i) => ({
                  title: i.name, key: `item-${i.code}`,
                  render: (_: unknown, r: Row) => pick(r.items[i.code] ?? '', (v) => change(r.department_id, (x) => setItem(x, i.code, v)), `allocation-${r.department_name}-${i.code}`, true, t('allocation.sameAsDepartment'), 200),
                })),
              }] : []),
            ]} />
            {editable && <Button type="primary" loading={busy} onClick={() => void save()} data-testid="allocation-save">{t('allocation.save')}</Button>}
          </Space>
        )}
      </Card>
    </PageRights>
  );
}
