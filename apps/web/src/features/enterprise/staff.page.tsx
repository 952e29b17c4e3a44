import { PlusOutlined } from '@ant-design/icons';
import { EmployeeStatus } from '@zf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights, useCan, usePagePermission } from '../../engines/permission/Auth.tsx';
import { RefSelect } from '../../engines/resource/index.ts';
import { queryClient } from '../../request/index.ts';
import { staffApi, staffKey, type StaffRow } from './staff-api.ts';
import { StaffDialog } from './StaffDialog.tsx';
import { Invitations, JoinRequests } from './staff-requests.tsx';
import { useGroupName } from './group-name.ts';

const page = 'staffList';

/**
 * Staff (staffList, API.md `employees`): members with department, job, account type and permission group;
 * invite by phone, edit, enable/disable; pending invitations; join requests (administrator).
 */
export default function StaffPage() {
  const { t } = useTranslation('enterprise');
  const joinRequests = useQuery({ queryKey: ['/enterprise/join-requests'], queryFn: staffApi.joinRequests, retry: false });
  return (
    <PageRights page={page}>
      <Card variant="borderless">
        <Tabs items={[
          { key: 'staff', label: t('staff.title'), children: <StaffList /> },
          { key: 'invitations', label: t('staff.invitations'), children: <Invitations /> },
          ...(joinRequests.isSuccess ? [{ key: 'join', label: t('staff.joinRequests', { count: joinRequests.data.total }), children: <JoinRequests /> }] : []),
        ]} />
      </Card>
    </PageRights>
  );
}

function StaffList() {
  const { t } = useTranslation('enterprise');
  const groupName = useGroupName();
  const { modal, message } = App.useApp();
  const can = useCan();
  const perm = usePagePermission();
  const [keyword, setKeyword] = useState('');
  const [filters, setFilters] = useState<{ department_id?: number; position_id?: number; status?: number }>({});
  const [paging, setPaging] = useState({ page: 1, page_size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<StaffRow | null | undefined>(undefined);
  const params = { ...paging, ...filters, keyword: keyword || undefined };
  const list = useQuery({ queryKey: [staffKey, params], queryFn: ({ signal }) => staffApi.list(params, signal), placeholderData: keepPreviousData });
  const refresh = async () => {
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: [staffKey] });
  };
  const filter = (next: typeof filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const setStatus = (ids: number[], status: 0 | 1) => modal.confirm({
    title: t(status ? 'staff.enable' : 'staff.disable'),
    content: t(status ? 'staff.enableConfirm' : 'staff.disableConfirm', { count: ids.length }),
    okButtonProps: { danger: status === EmployeeStatus.disabled },
    onOk: async () => {
      try {
        await staffApi.setStatus(ids, status);
        message.success(t('staff.saved'));
        await refresh();
      } catch {}
    },
  });

  // Column rights (SPEC §6): a column the page lists but the user may not see is not shown (the server left it out).
  const hidden = (key: string) => !!perm && perm.all_col.includes(key) && !perm.cols.includes(key);
  const columns: TableColumnsType<StaffRow> = [
    { title: t('staff.name'), dataIndex: 'name', width: 200, render: (v: string, r: StaffRow) => <Space size={4} wrap={false}>{v}{r.is_admin && <Tag color="gold">{t('staff.admin')}</Tag>}</Space> },
    { key: 'phone', title: t('staff.phone'), dataIndex: 'phone', width: 130 },
    { key: 'sex', title: t('staff.sex'), dataIndex: 'sex', width: 70, render: (v: number) => t(`staff.sexes.${v === 1 ? 1 : v ? 2 : 0}`) },
    { key: 'department_name', title: t('staff.department'), dataIndex: 'department_name', width: 140 },
    { key: 'job_name', title: t('staff.job'), dataIndex: 'job_name', width: 120 },
    { key: 'account_type', title: t('staff.accountType'), dataIndex: 'account_type', width: 100, render: (v: number) => t(`staff.accountTypes.${v === 1 ? 1 : 2}`) },
    { key: 'permission_group_name', title: t('staff.group'), dataIndex: 'permission_group_name', width: 140, render: (v: string) => groupName(v) },
    { key: 'status', title: t('staff.status'), dataIndex: 'status', width: 90, render: (v: number) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'staff.enabled' : 'staff.disabled')}</Tag> },
    {
      key: 'actions', title: t('staff.actions'), fixed: 'right', width: 130,
      render: (_: unknown, r: StaffRow) => (
        <Space size={4}>
          <Auth code="staff_edit"><Typography.Link onClick={() => setEditing(r)}>{t('staff.edit')}</Typography.Link></Auth>
          {!r.is_admin && <Auth code="staff_enable"><Typography.Link type={r.status ? 'danger' : undefined} onClick={() => setStatus([r.id], r.status ? EmployeeStatus.disabled : EmployeeStatus.active)}>{t(r.status ? 'staff.disable' : 'staff.enable')}</Typography.Link></Auth>}
        </Space>
      ),
    },
  ].filter((c) => !hidden(String(c.key ?? ''))) as TableColumnsType<StaffRow>;

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <Space wrap>
          <Input.Search allowClear placeholder={t('staff.keyword')} style={{ width: 220 }} onSearch={(v) => { setKeyword(v.trim()); setPaging((p) => ({ ...p, page: 1 })); }} />
          <RefSelect resource="departments" placeholder={t('staff.department')} style={{ width: 170 }} value={filters.department_id} onChange={(v) => filter({ ...filters, department_id: v })} />
          <RefSelect resource="positions" placeholder={t('staff.job')} style={{ width: 150 }} value={filters.position_id} onChange={(v) => filter({ ...filters, position_id: v })} />
          <Select allowClear placeholder={t('staff.status')} style={{ width: 120 }} value={filters.status} onChange={(v) => filter({ ...filters, status: v })}
            options={[{ value: 1, label: t('staff.enabled') }, { value: 0, label: t('staff.disabled') }]} />
        </Space>
        <Space wrap>
          <Auth code="staff_add"><Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>{t('staff.invite')}</Button></Auth>
          {/* One Auth per button: a Space spaces its children, and a fragment would be one child. */}
          <Auth code="staff_enable"><Button disabled={!selected.length} onClick={() => setStatus(selected, EmployeeStatus.active)}>{t('staff.enable')}</Button></Auth>
          <Auth code="staff_enable"><Button danger disabled={!selected.length} onClick={() => setStatus(selected, EmployeeStatus.disabled)}>{t('staff.disable')}</Button></Auth>
        </Space>
      </div>
      <Table<StaffRow>
        rowKey="id"
        size="small"
        bordered
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={{ x: 1100 }}
        rowSelection={can('staff_enable') ? { selectedRowKeys: selected, onChange: (k) => setSelected(k as number[]), getCheckboxProps: (r) => ({ disabled: !!r.is_admin }) } : undefined}
        pagination={{ current: paging.page, pageSize: paging.page_size, total: list.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPaging({ page: p, page_size: s }) }}
      />
      {editing !== undefined && <StaffDialog staff={editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void refresh(); void queryClient.invalidateQueries({ queryKey: ['/employees/invitations'] }); }} />}
    </>
  );
}
