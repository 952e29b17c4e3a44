import { DeleteOutlined, DownloadOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { EquipmentFileKind, type ListOf } from '@zf/shared';
import { App, Button, Card, Empty, Image, Popconfirm, Space, Table, Typography, Upload } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../engines/permission/Auth.tsx';
import { postFile } from '../../engines/resource/upload.ts';
import { send } from '../../request/client.ts';
import { api, ApiError, useApiQuery } from '../../request/index.ts';
import { downloadFile, readableSize } from '../enterprise-services/drive-api.ts';
import type { EquipmentFile } from './equipment-api.ts';

const downloadPath = (f: EquipmentFile) => `/equipment-files/${f.id}/download`;

/**
 * A photo's bytes as an object URL: the download is a signed call (the token is not in the URL), so an <img> cannot
 * fetch it itself. Undefined while loading or when the answer is not an image.
 */
function usePhotoUrl(file: EquipmentFile): string | undefined {
  const [url, setUrl] = useState<string>();
  const path = downloadPath(file);
  useEffect(() => {
    let made: string | undefined;
    let live = true;
    void send('GET', path).then(async (r) => {
      if (!live || !r.ok || !(r.headers.get('content-type') ?? '').startsWith('image/')) return;
      const blob = await r.blob();
      if (!live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    }).catch(() => undefined);
    return () => { live = false; if (made) URL.revokeObjectURL(made); };
  }, [path]);
  return url;
}

function Photo({ file, size, testId }: { file: EquipmentFile; size: number; testId?: string }) {
  const url = usePhotoUrl(file);
  return url
    ? <Image src={url} width={size} height={size} alt={file.name} style={{ objectFit: 'cover', borderRadius: 4 }} data-testid={testId} />
    : <div style={{ width: size, height: size, background: '#f5f5f5', borderRadius: 4 }} />;
}

/** The machine's first photo, beside its record on the card (nothing when it has none). */
export function FirstPhoto({ files }: { files: EquipmentFile[] | undefined }) {
  const first = files?.find((f) => f.kind === EquipmentFileKind.photo);
  return first ? <Photo key={first.id} file={first} size={120} testId="equipment-first-photo" /> : null;
}

/** The machine's files, loaded once for the card (the first photo and the attachments section share the answer). */
export const useEquipmentFiles = (id: number) => useApiQuery<ListOf<EquipmentFile>>(`/equipment/${id}/files`, undefined, { staleTime: 0 });

/**
 * 资料与照片: the machine's documents and photos, kept in the enterprise drive (设备资料/<code> <name>). Photos as
 * thumbnails (click to enlarge), other files as a list; upload one or several at once, download, remove. Changing
 * them needs the machine's edit right (ledger or card page); removing one deletes it from the drive.
 */
export function EquipmentFiles({ id }: { id: number }) {
  const { t } = useTranslation('equipment');
  const { message } = App.useApp();
  const canCard = useCan('equipmentCard');
  const canLedger = useCan('equipmentLedger');
  const canEdit = canCard('equipment_card_edit') || canLedger('equipment_edit');
  const files = useEquipmentFiles(id);
  const [uploading, setUploading] = useState(0);
  const list = files.data?.list ?? [];
  const photos = list.filter((f) => f.kind === EquipmentFileKind.photo);
  const documents = list.filter((f) => f.kind !== EquipmentFileKind.photo);

  const upload = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      await postFile(`/equipment/${id}/files`, file, file.name);
      message.success(t('files.uploaded', { name: file.name }));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setUploading((n) => n - 1);
      void files.refetch();
    }
  };
  const remove = async (f: EquipmentFile) => {
    try {
      await api.delete(`/equipment-files/${f.id}`);
      message.success(t('files.removed'));
      void files.refetch();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const download = (f: EquipmentFile) => void downloadFile(downloadPath(f), f.name).catch(() => undefined);
  const removeButton = (f: EquipmentFile, withText: boolean) => canEdit && (
    <Popconfirm title={t('files.removeConfirm', { name: f.name })} description={t('files.removeHint')} onConfirm={() => remove(f)}>
      <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('files.remove')} data-testid={`equipment-file-remove-${f.id}`}>{withText && t('files.remove')}</Button>
    </Popconfirm>
  );
  const about = (f: EquipmentFile) => `${f.name} · ${readableSize(f.size)} · ${f.uploader || '—'} · ${dayjs.unix(f.create_time).format('YYYY-MM-DD HH:mm')}`;

  return (
    <Card size="small" title={t('files.title')} loading={files.isLoading} data-testid="equipment-files" extra={canEdit && (
      <Upload multiple showUploadList={false} customRequest={({ file, onSuccess }) => { void upload(file as File).then(() => onSuccess?.({})); }}>
        <Button icon={<UploadOutlined />} loading={uploading > 0} data-testid="equipment-files-upload">{t('files.upload')}</Button>
      </Upload>
    )}>
      {!list.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.empty')} />}
      {photos.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap size={12} style={{ marginBottom: documents.length ? 12 : 0 }}>
            {photos.map((f) => (
              <Space key={f.id} direction="vertical" size={2} align="center" title={about(f)} data-testid={`equipment-photo-${f.name}`}>
                <Photo file={f} size={96} testId="equipment-photo" />
                <Typography.Text ellipsis style={{ maxWidth: 96, fontSize: 12 }}>{f.name}</Typography.Text>
                <Space size={0}>
                  <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => download(f)} aria-label={t('files.download')} data-testid={`equipment-file-download-${f.id}`} />
                  {removeButton(f, false)}
                </Space>
              </Space>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {documents.length > 0 && (
        <Table<EquipmentFile> size="small" rowKey="id" pagination={false} dataSource={documents} data-testid="equipment-documents" columns={[
          { title: t('files.name'), dataIndex: 'name', ellipsis: true, render: (v: string, f) => <a onClick={() => download(f)}><FileOutlined /> {v}</a> },
          { title: t('files.size'), dataIndex: 'size', width: 100, align: 'right', render: (v: number) => readableSize(v) },
          { title: t('files.uploader'), dataIndex: 'uploader', width: 110, render: (v: string) => v || '—' },
          { title: t('files.time'), dataIndex: 'create_time', width: 150, render: (v: number) => dayjs.unix(v).format('YYYY-MM-DD HH:mm') },
          { title: t('files.actions'), key: 'actions', width: 210, render: (_, f) => (
            <Space size={0}>
              <Button type="link" size="small" icon={<DownloadOutlined />} onClick={() => download(f)} data-testid={`equipment-file-download-${f.id}`}>{t('files.download')}</Button>
              {removeButton(f, true)}
            </Space>
          ) },
        ]} />
      )}
    </Card>
  );
}
