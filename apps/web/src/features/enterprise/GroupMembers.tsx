import type { PermissionGroupEmployee as Member, PermissionGroupEmployeeList } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { useDebounced } from '../../engines/resource/index.ts';
import { api, queryClient } from '../../request/index.ts';
import { staffApi } from './staff-api.ts';

/** Staff in a group; adding someone moves them here from their old group (one group per employee). */
export function GroupMembers({ groupId }: { groupId: number }) {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed);
  const [adding, setAdding] = useState<number[]>([]);
  const members = useQuery({ queryKey: ['/permission-groups', groupId, 'employees'], queryFn: () => api.get<PermissionGroupEmployeeList>(`/permission-groups/${groupId}/employees`) });
  const candidates = useQuery({ queryKey: ['/employees', 'pick', keyword], queryFn: ({ signal }) => staffApi.list({ page: 1, page_size: 50, keyword: keyword || undefined }, signal) });
  const changed = async () => {
    await Promise.all([members.refetch(), queryClient.invalidateQueries({ queryKey: ['/permission-groups'] }), queryClient.invalidateQueries({ queryKey: ['/employees'] })]);
  };
  const add = async () => {
    try {
      await api.post(`/permission-groups/${groupId}/employees`, { employee_ids: adding });
      message.success(t('groups.saved'));
      setAdding([]);
      await changed();
    } catch {}
  };
  const remove = async (m: Member) => {
    try {
      await api.delete(`/permission-groups/${groupId}/employees`, { employee_ids: [m.id] });
      message.success(t('groups.saved'));
      await changed();
    } catch {}
  };
  const inGroup = new Set((members.data?.list ?? []).map((m) => m.id));
  return (
    <div>
      <Auth code="permission_group_edit">
        <Space.Compact style={{ width: '100%', maxWidth: 560, marginBottom: 12 }}>
          <Select mode="multiple" style={{ flex: 1 }} value={adding} onChange={setAdding} placeholder={t('groups.pickStaff')}
            showSearch={{ filterOption: false, onSearch: setTyped }} loading={candidates.isFetching}
            options={(candidates.data?.list ?? []).filter((s) => !inGroup.has(s.id)).map((s) => ({ value: s.id, label: `${s.name} ${s.phone ?? ''}` }))} />
          <Button type="primary" disabled={!adding.length} onClick={() => void add()}>{t('groups.addMembers')}</Button>
        </Space.Compact>
      </Auth>
      <Table<Member> rowKey="id" size="small" bordered loading={members.isFetching} dataSource={members.data?.list ?? []} pagination={false}
        columns={[
          { title: t('staff.name'), dataIndex: 'name', render: (v: string, m) => <Space size={4}>{v}{m.is_admin && <Tag color="gold">{t('staff.admin')}</Tag>}</Space> },
          { title: t('staff.phone'), dataIndex: 'phone', width: 140 },
          { title: t('staff.status'), dataIndex: 'status', width: 90, render: (v: number) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'staff.enabled' : 'staff.disabled')}</Tag> },
          { title: t('staff.actions'), key: 'a', width: 100, render: (_: unknown, m) => <Auth code="permission_group_edit"><Typography.Link type="danger" onClick={() => void remove(m)}>{t('groups.removeMember')}</Typography.Link></Auth> },
        ]} />
    </div>
  );
}
