import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { RefMultiSelect } from '../../engines/resource/index.ts';
import type { AuditFlow as Flow, AuditFlowList } from '@zf/shared';
import { api, useApiQuery } from '../../request/index.ts';

interface DraftStep { employee_ids: number[]; group_ids: number[]; known: Record<number, string>; knownGroups: Record<number, string> }

/**
 * 审批流设置: per document type, the approval steps (none = one approval posts it). Each step names staff and/or
 * permission groups; the document posts on the last step's approval. The server checks every approver again.
 */
export function AuditFlowPage({ page, funPrefix }: { page: 'auditFlow' | 'approvalProcess'; funPrefix: string }) {
  const { t } = useTranslation('approval');
  const { message } = App.useApp();
  const client = useQueryClient();
  const can = useCan(page);
  const flows = useApiQuery<AuditFlowList>('/audit-flows', undefined, { staleTime: 0 });
  const [editing, setEditing] = useState<{ flow: Flow; steps: DraftStep[] }>();
  const [saving, setSaving] = useState(false);
  const edit = (flow: Flow) => setEditing({
    flow,
    steps: flow.steps.map((s) => ({
      employee_ids: s.employee_ids, group_ids: s.group_ids,
      known: Object.fromEntries(s.employees.map((e) => [e.id, e.name])), knownGroups: Object.fromEntries(s.groups.map((g) => [g.id, g.name])),
    })),
  });
  const setStep = (i: number, patch: Partial<DraftStep>) => setEditing((e) => e && ({ ...e, steps: e.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) }));
  const save = async () => {
    if (!editing) return;
    const empty = editing.steps.findIndex((s) => !s.employee_ids.length && !s.group_ids.length);
    if (empty >= 0) return void message.error(t('stepEmpty', { step: empty + 1 }));
    setSaving(true);
    try {
      await api.put(`/audit-flows/${editing.flow.bill_type}`, { steps: editing.steps.map((s) => ({ employee_ids: s.employee_ids, group_ids: s.group_ids })) });
      void message.success(t('saved'));
      setEditing(undefined);
      await client.invalidateQueries({ queryKey: ['/audit-flows'] });
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" title={t('flow.title')}>
      <Typography.Paragraph type="secondary">{t('flow.hint')}</Typography.Paragraph>
      <Table<Flow>
        rowKey="bill_type" size="small" bordered pagination={false} loading={flows.isFetching && !flows.data} dataSource={flows.data?.list ?? []}
        columns={[
          { title: t('flow.billType'), dataIndex: 'name', width: 180 },
          {
            title: t('flow.steps'), key: 'steps',
            render: (_: unknown, f: Flow) => (f.steps.length
              ? <Space wrap size={4}>{f.steps.map((s) => <Tag key={s.step}>{t('flow.step', { step: s.step })}: {[...s.employees, ...s.groups].map((x) => x.name).join('、')}</Tag>)}</Space>
              : <Typography.Text type="secondary">{t('flow.none')}</Typography.Text>),
          },
          { title: '', key: 'edit', width: 90, render: (_: unknown, f: Flow) => (can([`${funPrefix}_add`, `${funPrefix}_edit`]) ? <Button size="small" onClick={() => edit(f)}>{t('edit')}</Button> : null) },
        ]}
      />
      <Drawer open={!!editing} width={640} title={editing ? t('flow.editTitle', { name: editing.flow.name }) : ''} onClose={() => setEditing(undefined)} destroyOnHidden
        extra={<Button type="primary" loading={saving} onClick={() => void save()} data-testid="flow-save">{t('save')}</Button>}>
        {editing && (
          <Space direction="vertical" style={{ width: '100%' }}>
            {!editing.steps.length && <Typography.Text type="secondary">{t('flow.none')}</Typography.Text>}
            {editing.steps.map((s, i) => (
              <Card key={i} size="small" title={t('flow.step', { step: i + 1 })}
                extra={<Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('flow.removeStep')} onClick={() => setEditing((e) => e && ({ ...e, steps: e.steps.filter((_, j) => j !== i) }))} />}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  <RefMultiSelect resource="employees" value={s.employee_ids} known={s.known} placeholder={t('flow.employees')} onChange={(ids) => setStep(i, { employee_ids: ids })} id={`flow-step-${i}-employees`} />
                  <RefMultiSelect resource="permission-groups" value={s.group_ids} known={s.knownGroups} placeholder={t('flow.groups')} onChange={(ids) => setStep(i, { group_ids: ids })} id={`flow-step-${i}-groups`} />
                </Space>
              </Card>
            ))}
            {editing.steps.length < 10 && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => setEditing((e) => e && ({ ...e, steps: [...e.steps, { employee_ids: [], group_ids: [], known: {}, knownGroups: {} }] }))}>{t('flow.addStep')}</Button>
            )}
          </Space>
        )}
      </Drawer>
    </Card>
  );
}

/** The setup centre's page and the organisation's approval process page open the same flows with their own rights. */
export const AuditFlowSetupPage = () => <AuditFlowPage page="auditFlow" funPrefix="audit_flow" />;
export const ApprovalProcessPage = () => <AuditFlowPage page="approvalProcess" funPrefix="approval_process" />;
