import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Progress, Result, Space, Steps, Table, Typography, Upload } from 'antd';
import type { ResourceTask } from '@zf/shared';
import { useState } from 'react';
import { downloadXlsx } from '../../request/index.ts';
import { useResourceText } from './labels.ts';
import { downloadTaskFile, importResultOf, isFinished, useTask, type Task } from './task-api.ts';
import { postFile } from './upload.ts';

export interface ImportTarget {
  /** GET: the template workbook (the export's header row). */
  templatePath: string;
  /** POST multipart `file`: answers `{task_id}`. */
  importPath: string;
  /** Saved template's file name. */
  templateName: string;
}

/**
 * One import: template, upload, progress (the task polled every second), then the result with per-row errors and
 * the error workbook. `onTask` tells the owner a task started (its list will change).
 */
export function ImportPanel({ target, onTask }: { target: ImportTarget; onTask?(taskId: number): void }) {
  const t = useResourceText();
  const { message } = App.useApp();
  const [taskId, setTaskId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const task = useTask(taskId);

  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      message.error(t('excel.xlsxOnly'));
      return;
    }
    setSending(true);
    try {
      const { task_id } = await postFile<ResourceTask>(target.importPath, file, file.name);
      setTaskId(task_id);
      onTask?.(task_id);
    } catch {
    } finally {
      setSending(false);
    }
  };

  if (taskId !== null && isFinished(task.data)) return <ImportOutcome task={task.data!} onAgain={() => setTaskId(null)} />;
  if (taskId !== null) {
    return (
      <div style={{ padding: '24px 0' }} data-testid="import-progress">
        <Typography.Paragraph>{t('excel.processing')}</Typography.Paragraph>
        {/* SPEC §9: a progress bar without spinner. */}
        <Progress percent={Math.round(task.data?.progress ?? 0)} status="active" />
      </div>
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Steps
        orientation="vertical"
        size="small"
        current={-1}
        items={[
          { title: t('excel.step1'), content: <Button icon={<DownloadOutlined />} onClick={() => void downloadXlsx(target.templatePath, {}, target.templateName).catch(() => undefined)}>{t('excel.template')}</Button> },
          { title: t('excel.step2') },
        ]}
      />
      <Upload.Dragger accept=".xlsx" showUploadList={false} disabled={sending} beforeUpload={(file) => { void upload(file); return false; }}>
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p className="ant-upload-text">{t('excel.choose')}</p>
        <p className="ant-upload-hint">{t('excel.xlsxOnly')}</p>
      </Upload.Dragger>
    </Space>
  );
}

function ImportOutcome({ task, onAgain }: { task: Task; onAgain(): void }) {
  const t = useResourceText();
  const result = importResultOf(task);
  if (task.status === 'failed' || !result) return <Result status="error" title={t('excel.failed')} extra={<Button onClick={onAgain}>{t('excel.again')}</Button>} />;
  const clean = result.failed === 0;
  return (
    <div data-testid="import-result">
      <Alert
        type={clean ? 'success' : 'warning'}
        showIcon
        title={clean ? t('excel.success') : t('excel.partly')}
        description={
          <>
            <div>{t('excel.result', { success: result.success, failed: result.failed })}</div>
            <Space wrap style={{ marginTop: 8 }}>
              {task.has_file && <Button size="small" icon={<DownloadOutlined />} onClick={() => void downloadTaskFile(task).catch(() => undefined)}>{t('excel.errorFile')}</Button>}
              <Button size="small" onClick={onAgain}>{t('excel.again')}</Button>
            </Space>
          </>
        }
      />
      {result.errors.length > 0 && (
        <Table
          style={{ marginTop: 12 }}
          size="small"
          rowKey={(e) => `${e.row}:${e.message}`}
          dataSource={result.errors}
          pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { title: t('excel.row'), dataIndex: 'row', width: 90 },
            { title: t('excel.message'), dataIndex: 'message' },
          ]}
        />
      )}
    </div>
  );
}
