import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { PermissionGroupCreated } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Form, Input, List, Modal, Row, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { saveQuiet, useConflictHandler } from '../../engines/resource/index.ts';
import { api, ApiError } from '../../request/index.ts';
import { GroupMembers } from './GroupMembers.tsx';
import { GroupRights } from './GroupRights.tsx';
import { useGroupName } from './group-name.ts';
import { groupsKey, staffApi, type PermissionGroup } from './staff-api.ts';

/**
 * Permission settings (permissionGroup): groups on the left; the chosen group's page, function and column rights
 * and its members on the right. Built-in groups cannot be deleted; a group with staff in it neither (4090).
 */
export default function PermissionGroupPage() {
  const { t } = useTranslation('enterprise');
  const { modal, message } = App.useApp();
  const groupName = useGroupName();
  const [chosen, setChosen] = useState<number | null>(null);
  const [naming, setNaming] = useState<PermissionGroup | null | undefined>(undefined);
  const groups = useQuery({ queryKey: [groupsKey, 'all'], queryFn: staffApi.groups });
  const list = groups.data?.list ?? [];
  const current = list.find((g) => g.id === chosen) ?? list[0];
  const remove = (g: PermissionGroup) => modal.confirm({
    title: t('groups.delete'),
    content: t('groups.deleteConfirm', { name: groupName(g.name) }),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await api.delete(`${groupsKey}/${g.id}`);
        message.success(t('groups.deleted'));
        setChosen(null);
        await groups.refetch();
      } catch {}
    },
  });
  return (
    <PageRights page="permissionGroup">
      <Row gutter={16}>
        <Col xs={24} lg={7}>
          <Card title={t('groups.title')} variant="borderless" extra={<Auth code="permission_group_add"><Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setNaming(null)}>{t('groups.add')}</Button></Auth>}>
            <List<PermissionGroup>
              loading={groups.isFetching}
              dataSource={list}
              renderItem={(g) => (
                <List.Item
                  onClick={() => setChosen(g.id)}
                  style={{ cursor: 'pointer', paddingInline: 8, background: current?.id === g.id ? '#e6f4ff' : undefined }}
                  actions={[
                    <Auth key="e" code="permission_group_edit"><Button type="text" size="small" icon={<EditOutlined />} aria-label={t('groups.rename')} onClick={(e) => { e.stopPropagation(); setNaming(g); }} /></Auth>,
                    ...(g.is_system ? [] : [<Auth key="d" code="permission_group_del"><Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('groups.delete')} onClick={(e) => { e.stopPropagation(); remove(g); }} /></Auth>]),
                  ]}
                >
                  <List.Item.Meta
                    title={<Space size={4}>{groupName(g.name)}{g.is_system ? <Tag>{t('groups.builtIn')}</Tag> : null}</Space>}
                    description={<Typography.Text type="secondary">{t('groups.members', { count: g.employee_count })}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          <Card title={groupName(current?.name)} variant="borderless">
            {current ? (
              <Tabs key={current.id} items={[
                { key: 'rights', label: t('groups.rights'), children: current.grants_all ? <Alert type="info" showIcon title={t('groups.grantsAll')} /> : <GroupRights groupId={current.id} /> },
                { key: 'members', label: t('groups.memberList'), children: <GroupMembers groupId={current.id} /> },
              ]} />
            ) : <Empty />}
          </Card>
        </Col>
      </Row>
      {naming !== undefined && <GroupNameDialog group={naming} onClose={() => setNaming(undefined)} onSaved={(id) => { setNaming(undefined); setChosen(id); void groups.refetch(); }} />}
    </PageRights>
  );
}

function GroupNameDialog({ group, onClose, onSaved }: { group: PermissionGroup | null; onClose(): void; onSaved(id: number): void }) {
  const { t } = useTranslation('enterprise');
  const [form] = Form.useForm<{ name: string; remark: string }>();
  const [busy, setBusy] = useState(false);
  const onConflict = useConflictHandler();
  // The version the dialog was opened on; "reload" after a stale save replaces it and the typed values.
  const [version, setVersion] = useState(group?.version);
  const reload = async (id: number) => {
    const fresh = (await staffApi.groups()).list.find((g) => g.id === id);
    if (!fresh) return;
    setVersion(fresh.version);
    form.setFieldsValue({ name: fresh.name, remark: fresh.remark });
  };
  const save = async (v: { name: string; remark: string }) => {
    setBusy(true);
    try {
      if (group) await api.put(`${groupsKey}/${group.id}`, { ...v, version }, { quiet: saveQuiet });
      const id = group ? group.id : (await api.post<PermissionGroupCreated>(groupsKey, v, { quiet: [4220] })).id;
      onSaved(id);
    } catch (e) {
      if (group && onConflict(e, () => reload(group.id))) return;
      if (e instanceof ApiError && e.code === 4220) form.setFields([{ name: 'name', errors: [e.fields.name ?? e.message] }]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={group ? t('groups.rename') : t('groups.add')} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false}>
      <Form form={form} layout="vertical" initialValues={{ name: group?.name ?? '', remark: group?.remark ?? '' }} onFinish={(v) => void save(v)}>
        <Form.Item name="name" label={t('groups.name')} rules={[{ required: true, whitespace: true, message: t('groups.nameRequired') }]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="remark" label={t('groups.remark')}><Input.TextArea rows={2} maxLength={200} /></Form.Item>
      </Form>
    </Modal>
  );
}
