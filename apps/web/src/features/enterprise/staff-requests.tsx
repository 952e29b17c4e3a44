import { useQuery } from '@tanstack/react-query';
import { App, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Auth } from '../../engines/permission/Auth.tsx';
import { queryClient } from '../../request/index.ts';
import { staffApi, staffKey, type Invitation, type JoinRequest } from './staff-api.ts';

const time = (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss');

/** Invitations waiting for the phone's owner to register; cancelling one needs staff_del. */
export function Invitations() {
  const { t } = useTranslation('enterprise');
  const { modal, message } = App.useApp();
  const list = useQuery({ queryKey: ['/employees/invitations'], queryFn: staffApi.invitations });
  const cancel = (i: Invitation) => modal.confirm({
    title: t('staff.cancelInvitation'),
    content: t('staff.cancelConfirm', { name: i.name, phone: i.phone }),
    okButtonProps: { danger: true },
    onOk: async () => {
      try {
        await staffApi.cancelInvitation(i.id);
        message.success(t('staff.saved'));
        await list.refetch();
      } catch {}
    },
  });
  return (
    <Table<Invitation> rowKey="id" size="small" bordered loading={list.isFetching} dataSource={list.data?.list ?? []} pagination={false}
      columns={[
        { title: t('staff.name'), dataIndex: 'name' },
        { title: t('staff.phone'), dataIndex: 'phone', width: 140 },
        { title: t('staff.invitedBy'), dataIndex: 'invited_by_name', width: 140 },
        { title: t('staff.invitedAt'), dataIndex: 'create_time', width: 170, render: time },
        { title: t('staff.actions'), key: 'a', width: 110, render: (_: unknown, i) => <Auth code="staff_del"><Typography.Link type="danger" onClick={() => cancel(i)}>{t('staff.cancelInvitation')}</Typography.Link></Auth> },
      ]} />
  );
}

/** People asking to join by the enterprise code; the administrator approves (they become staff) or declines. */
export function JoinRequests() {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const list = useQuery({ queryKey: ['/enterprise/join-requests'], queryFn: staffApi.joinRequests });
  const decide = async (r: JoinRequest, approve: boolean) => {
    try {
      await staffApi.decide(r.id, approve);
      message.success(t(approve ? 'staff.approved' : 'staff.declined'));
      await Promise.all([list.refetch(), queryClient.invalidateQueries({ queryKey: [staffKey] })]);
    } catch {}
  };
  return (
    <Table<JoinRequest> rowKey="id" size="small" bordered loading={list.isFetching} dataSource={list.data?.list ?? []} pagination={false}
      columns={[
        { title: t('staff.name'), dataIndex: 'name' },
        { title: t('staff.phone'), dataIndex: 'phone', width: 140 },
        { title: t('staff.userCode'), dataIndex: 'code', width: 140 },
        { title: t('staff.askedAt'), dataIndex: 'create_time', width: 170, render: time },
        {
          title: t('staff.actions'), key: 'a', width: 140,
          render: (_: unknown, r) => (
            <Space>
              <Typography.Link onClick={() => void decide(r, true)}>{t('staff.approve')}</Typography.Link>
              <Typography.Link type="danger" onClick={() => void decide(r, false)}>{t('staff.decline')}</Typography.Link>
            </Space>
          ),
        },
      ]} />
  );
}
