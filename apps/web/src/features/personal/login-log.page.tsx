import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginLogRow, PageOf } from '@zf/shared';
import { api } from '../../request/index.ts';

/** Login log (route loginLog): the user's own logins, newest first (GET /user/login-log). */
export default function LoginLogPage() {
  const { t } = useTranslation('personal');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const log = useQuery({
    queryKey: ['/user/login-log', page],
    queryFn: () => api.get<PageOf<LoginLogRow>>('/user/login-log', page),
    placeholderData: (previous) => previous,
  });
  const methods = ['password', 'sms', 'register'];

  return (
    <Card title={t('log.title')} variant="borderless">
      <Table<LoginLogRow>
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        pagination={{ current: page.page, pageSize: page.page_size, total: log.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        scroll={{ x: 800 }}
        tableLayout="fixed"
        columns={[
          { title: t('log.time'), dataIndex: 'create_time', width: 170, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('log.method'), dataIndex: 'method', width: 130, render: (v: string) => (methods.includes(v) ? t(`log.methods.${v}`) : v) },
          { title: t('log.result'), dataIndex: 'success', width: 100, render: (ok: boolean) => <Tag color={ok ? 'green' : 'red'}>{ok ? t('log.ok') : t('log.failed')}</Tag> },
          { title: t('log.ip'), dataIndex: 'ip', width: 140 },
          { title: t('log.device'), dataIndex: 'user_agent', ellipsis: { showTitle: true } },
        ]}
      />
    </Card>
  );
}
