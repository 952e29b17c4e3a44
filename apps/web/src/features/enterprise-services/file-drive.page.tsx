import { FileOutlined, FolderAddOutlined, FolderOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Breadcrumb, Button, Card, Form, Input, Modal, Popconfirm, Progress, Space, Table, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { postFile } from '../../engines/resource/upload.ts';
import { api, ApiError, useApiQuery } from '../../request/index.ts';
import type { DriveBrowse } from '@zf/shared';
import { downloadFile, readableSize } from './drive-api.ts';

interface Entry { key: string; kind: 'folder' | 'file'; id: number; name: string; size?: number; uploader?: string; update_time: number }

/** 企业网盘 (fileDrive): folders and files of the enterprise, upload within the quota, download, rename, delete. */
export default function FileDrivePage() {
  const { t } = useTranslation('enterprise-services');
  const { message } = App.useApp();
  const can = useCan('fileDrive');
  const [folder, setFolder] = useState(0);
  const [naming, setNaming] = useState<{ entry?: Entry } | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const view = useApiQuery<DriveBrowse>('/drive', { folder_id: folder });
  const d = view.data;
  const refresh = () => view.refetch();

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      message.success(done);
      await refresh();
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      return false;
    } finally {
      setBusy(false);
    }
  };
  const saveName = async () => {
    const { name } = await form.validateFields();
    const entry = naming?.entry;
    const ok = await act(() => (entry
      ? api.put(`/drive/${entry.kind === 'folder' ? 'folders' : 'files'}/${entry.id}`, { name })
      : api.post('/drive/folders', { parent_id: folder, name })), t('drive.saved'));
    if (ok) setNaming(null);
  };
  const entries: Entry[] = [
    ...(d?.folders ?? []).map((f) => ({ key: `d${f.id}`, kind: 'folder' as const, ...f })),
    ...(d?.files ?? []).map((f) => ({ key: `f${f.id}`, kind: 'file' as const, ...f })),
  ];
  const used = d ? Math.round((d.quota.used_bytes / d.quota.quota_bytes) * 1000) / 10 : 0;

  return (
    <PageRights page="fileDrive">
      <Card variant="borderless" title={t('drive.title')} extra={d && (
        <Space>
          <span>{t('drive.quota', { used: readableSize(d.quota.used_bytes), total: readableSize(d.quota.quota_bytes) })}</span>
          <Progress percent={used} size="small" style={{ width: 140 }} showInfo={false} />
        </Space>
      )}>
        <Space style={{ marginBottom: 12 }} wrap>
          <Breadcrumb data-testid="drive-path" items={[{ key: 0, name: t('drive.root') }, ...(d?.path ?? []).map((p) => ({ key: p.id, name: p.name }))].map((p) => ({
            key: p.key, title: <a onClick={() => setFolder(p.key)}>{p.name}</a>,
          }))} />
        </Space>
        <Space style={{ marginBottom: 12, display: 'flex' }}>
          <Auth code="file_drive_upload" page="fileDrive">
            <Upload showUploadList={false} customRequest={({ file }) => void act(() => postFile(`/drive/files?folder_id=${folder}`, file as File, (file as File).name), t('drive.uploaded'))}>
              <Button type="primary" icon={<UploadOutlined />} loading={busy} data-testid="drive-upload">{t('drive.upload')}</Button>
            </Upload>
            <Button icon={<FolderAddOutlined />} onClick={() => { form.resetFields(); setNaming({}); }} data-testid="drive-new-folder">{t('drive.newFolder')}</Button>
          </Auth>
        </Space>
        <Table<Entry>
          rowKey="key"
          size="small"
          loading={view.isFetching}
          dataSource={entries}
          pagination={false}
          locale={{ emptyText: t('drive.empty') }}
          columns={[
            {
              title: t('drive.name'), dataIndex: 'name', ellipsis: true,
              render: (v: string, e) => (e.kind === 'folder'
                ? <a onClick={() => setFolder(e.id)}><FolderOutlined /> {v}</a>
                : <span><FileOutlined /> {v}</span>),
            },
            { title: t('drive.size'), dataIndex: 'size', width: 110, align: 'right', render: (v?: number) => (v === undefined ? '—' : readableSize(v)) },
            { title: t('drive.uploader'), dataIndex: 'uploader', width: 120, render: (v?: string) => v || '—' },
            { title: t('drive.time'), dataIndex: 'update_time', width: 160, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
            {
              title: t('drive.actions'), key: 'a', width: 200,
              render: (_, e) => (
                <Space size={0}>
                  {e.kind === 'file' && can('file_drive_download') && <Button type="link" size="small" onClick={() => void downloadFile(`/drive/files/${e.id}/download`, e.name)}>{t('drive.download')}</Button>}
                  {can('file_drive_rename') && <Button type="link" size="small" onClick={() => { form.setFieldsValue({ name: e.name }); setNaming({ entry: e }); }}>{t('drive.rename')}</Button>}
                  {can('file_drive_del') && (
                    <Popconfirm title={t('drive.deleteConfirm', { name: e.name })} onConfirm={() => void act(() => api.delete(`/drive/${e.kind === 'folder' ? 'folders' : 'files'}/${e.id}`), t('drive.deleted'))}>
                      <Button type="link" size="small" danger>{t('drive.delete')}</Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
        <Modal open={naming !== null} title={naming?.entry ? t('drive.rename') : t('drive.newFolder')} onCancel={() => setNaming(null)} onOk={() => void saveName()} confirmLoading={busy} destroyOnHidden>
          <Form form={form} layout="vertical">
            <Form.Item name="name" label={t('drive.name')} rules={[{ required: true, whitespace: true, max: 200 }]}><Input maxLength={200} autoFocus /></Form.Item>
          </Form>
        </Modal>
      </Card>
    </PageRights>
  );
}
