import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Resource } from '@zf/shared';
import { useMenuRoutesByName } from '../../app/menu/use-menu-route.ts';
import { useLanguage, useResourceText } from './labels.ts';
import { resourceApi } from './resource-api.ts';

/** The personal-centre page of the menu tree that lists download tasks. */
export const downloadTaskPage = 'downloadTask';

/**
 * Export of the list as filtered: the xlsx downloads at once, or (more than 2,000 rows) the server makes it a
 * download task and the user is pointed to the task centre.
 */
export function ExportButton({ resource, params }: { resource: Resource; params: Record<string, unknown> }) {
  const t = useResourceText();
  const language = useLanguage();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const routes = useMenuRoutesByName();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const task = await resourceApi(resource.name).export(params, resource.label[language]);
      if (task?.task_id) {
        const path = routes.get(downloadTaskPage)?.path ?? `/center/${downloadTaskPage}`;
        const key = `export-task-${task.task_id}`;
        notification.info({
          key,
          title: t('excel.exportTask'),
          description: t('excel.exportTaskHint'),
          actions: <Button type="primary" size="small" onClick={() => { notification.destroy(key); void navigate(path); }}>{t('excel.openTasks')}</Button>,
          duration: 8,
        });
      }
    } catch {
    } finally {
      setBusy(false);
    }
  };
  return <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>{t('actions.export')}</Button>;
}
