import type { PageOf } from '@zf/shared';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Progress, Table, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadTaskFile, importResultOf, type Task } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';

const statusColor: Record<Task['status'], string> = { queued: 'default', running: 'processing', done: 'success', failed: 'error' };
const time = (v: number | null) => (v ? dayjs.unix(v).format('YYYY-MM-DD HH:mm:ss') : '');

/**
 * Download tasks (API.md GET /tasks?mine=1): the user's exports and imports in this enterprise, newest first, with
 * progress while they run (refreshed every 2 s then) and the file once there is one.
 */
export default function DownloadTaskPage() {
  const { t } = useTranslation('tasks');
  const [page, setPage] = useState({ page: 1, page_size: 20 });
  const tasks = useQuery({
    queryKey: ['/tasks', 'mine', page],
    queryFn: ({ signal }) => api.get<PageOf<Task>>('/tasks', { mine: 1, ...page }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((x) => x.status === 'queued' || x.status === 'running') ? 2000 : false),
    staleTime: 0,
  });
  const kindOf = (type: string) => (type.endsWith('import') ? t('kind.import') : type.endsWith('export') ? t('kind.export') : t(`kind.${type}`, { defaultValue: type }));
  // A failed run that will run again says so, with when and why; a final failure keeps its reason in a tooltip.
  const statusOf = (task: Task) => {
    if (task.next_try_time !== null) {
      return (
        <Tooltip title={t('retryAt', { time: time(task.next_try_time), error: task.last_error ?? '' })}>
          <Tag color="warning" data-testid="task-retry">{t('retry', { attempt: task.attempts, max: task.max_attempts })}</Tag>
        </Tooltip>
      );
    }
    const tag = <Tag color={statusColor[task.status]}>{t(`status.${task.status}`)}</Tag>;
    const why = [task.max_attempts > 1 ? t('attempts', { attempt: task.attempts, max: task.max_attempts }) : '', task.status === 'failed' ? task.last_error ?? '' : ''].filter(Boolean).join(' · ');
    return why ? <Tooltip title={why}>{tag}</Tooltip> : tag;
  };
  const summary = (task: Task) => {
    if (task.status === 'failed') return t('summary.failed');
    if (task.status !== 'done') return '';
    const imported = importResultOf(task);
    if (imported) return t('summary.import', { success: imported.success, failed: imported.failed });
    const rows = (task.result as { rows?: number } | null)?.rows;
    return typeof rows === 'number' ? t('summary.export', { rows }) : '';
  };

  return (
    <Card
      title={t('title')}
      variant="borderless"
      extra={<Tooltip title={t('refresh')}><Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={() => void tasks.refetch()} /></Tooltip>}
    >
      <Table<Task>
        rowKey="id"
        size="small"
        bordered
        loading={tasks.isFetching && !tasks.data}
        dataSource={tasks.data?.list ?? []}
        scroll={{ x: 980 }}
        pagination={{ current: page.page, pageSize: page.page_size, total: tasks.data?.total ?? 0, showSizeChanger: true, onChange: (p, s) => setPage({ page: p, page_size: s }) }}
        columns={[
          { title: t('col.title'), dataIndex: 'title', width: 200 },
          { title: t('col.kind'), dataIndex: 'type', width: 90, render: kindOf },
          { title: t('col.status'), dataIndex: 'status', width: 150, render: (_: Task['status'], task) => statusOf(task) },
          { title: t('col.progress'), dataIndex: 'progress', width: 180, render: (p: number, task) => <Progress size="small" percent={Math.round(p)} status={task.status === 'failed' ? 'exception' : undefined} /> },
          { title: t('col.result'), key: 'result', width: 200, render: (_: unknown, task) => summary(task) },
          { title: t('col.created'), dataIndex: 'create_time', width: 170, render: time },
          { title: t('col.finished'), dataIndex: 'finish_time', width: 170, render: time },
          {
            title: t('col.file'), key: 'file', width: 120, fixed: 'right',
            render: (_: unknown, task) => task.has_file && (
              <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => void downloadTaskFile(task).catch(() => undefined)}>{t('download')}</Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
