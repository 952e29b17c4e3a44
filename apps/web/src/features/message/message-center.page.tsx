import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Card, Space, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem as MessageRow, MessageReadAll, PageOf } from '@zf/shared';
import { api, queryClient } from '../../request/index.ts';

type Filter = 'all' | 'unread' | 'read';

/**
 * Message centre (/message/messageCenter): the user's messages in this enterprise, filtered by read state; opening
 * a message or "mark all read" updates the top bar badge (GET /messages/count is refetched).
 */
export default function MessageCenterPage() {
  const { t } = useTranslation('message');
  const { message } = App.useApp();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const [selected, setSelected] = useState<number[]>([]);
  const params = { ...page, ...(filter === 'all' ? {} : { is_read: filter === 'read' ? '1' : '0' }) };
  const list = useQuery({
    queryKey: ['/messages', params],
    queryFn: () => api.get<PageOf<MessageRow>>('/messages', params),
    placeholderData: (previous) => previous,
  });

  const refresh = async () => {
    setSelected([]);
    await Promise.all([queryClient.invalidateQueries({ queryKey: ['/messages'] }), queryClient.invalidateQueries({ queryKey: ['/messages/count'] })]);
  };
  /**
   * Marks messages read where they are shown: the rows stay (an opened message must not vanish from the "unread"
   * list while it is being read); other lists are refetched when next shown, the badge at once.
   */
  const markRead = async (ids: number[]) => {
    if (ids.length === 0) return;
    try {
      await api.post('/messages/read', { ids });
      queryClient.setQueryData<PageOf<MessageRow>>(['/messages', params], (old) =>
        old ? { ...old, list: old.list.map((m) => (ids.includes(m.id) ? { ...m, is_read: 1 } : m)) } : old);
      setSelected((keys) => keys.filter((k) => !ids.includes(k)));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/messages'], refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: ['/messages/count'] }),
      ]);
    } catch {}
  };
  const markAll = async () => {
    try {
      const { updated } = await api.post<MessageReadAll>('/messages/read-all');
      message.success(t('markedAll', { count: updated }));
      await refresh();
    } catch {}
  };

  return (
    <Card title={t('title')} variant="borderless">
      <Tabs
        activeKey={filter}
        onChange={(k) => {
          setFilter(k as Filter);
          setPage((p) => ({ ...p, page: 1 }));
          setSelected([]);
        }}
        items={(['all', 'unread', 'read'] as const).map((key) => ({ key, label: t(`filter.${key}`) }))}
        tabBarExtraContent={
          <Space>
            <Button disabled={selected.length === 0} onClick={() => void markRead(selected)}>
              {t('markRead')}
            </Button>
            <Button type="primary" onClick={() => void markAll()} data-testid="mark-all-read">
              {t('markAllRead')}
            </Button>
          </Space>
        }
      />
      <Table<MessageRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (m) => ({ disabled: !!m.is_read }) }}
        pagination={{ current: page.page, pageSize: page.page_size, total: list.data?.total ?? 0, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        expandable={{
          expandedRowRender: (m) => <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.content || t('noContent')}</Typography.Paragraph>,
          onExpand: (open, m) => {
            if (open && !m.is_read) void markRead([m.id]);
          },
        }}
        columns={[
          {
            title: t('col.title'),
            dataIndex: 'title',
            render: (v: string, m) => (
              <Space>
                <Badge status={m.is_read ? 'default' : 'processing'} />
                <Typography.Text strong={!m.is_read}>{v}</Typography.Text>
              </Space>
            ),
          },
          { title: t('col.time'), dataIndex: 'create_time', width: 170, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
          { title: t('col.state'), dataIndex: 'is_read', width: 100, render: (v: number) => (v ? t('read') : t('unread')) },
        ]}
      />
    </Card>
  );
}
