import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../request/index.ts';
import { useResourceText } from './labels.ts';
import { isVideoName, uploadVideo } from './upload.ts';

interface VideoUploadProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * Video field editor (SPEC §3 video_url): uploads an mp4 or webm to POST /common/upload-video and keeps its URL,
 * shown as a small player. The server judges the bytes too and answers 4220 on `file`, shown as a message here.
 */
export function VideoUpload({ value, onChange, id }: VideoUploadProps) {
  const t = useResourceText();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start" wrap id={id}>
      {value ? <video src={value} controls preload="metadata" width={200} height={112} style={{ background: '#000', borderRadius: 4 }} data-testid="video-preview" /> : null}
      <Space orientation="vertical">
        <Upload
          accept=".mp4,.webm"
          showUploadList={false}
          beforeUpload={(file) => {
            if (isVideoName(file.name)) return true;
            message.error(t('form.videoOnly'));
            return Upload.LIST_IGNORE;
          }}
          customRequest={({ file }) => {
            setBusy(true);
            uploadVideo(file as File, [4220])
              .then((done) => onChange?.(done.url))
              .catch((e: unknown) => {
                if (e instanceof ApiError && !e.handled) message.error(e.fields.file ?? e.message);
              })
              .finally(() => setBusy(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>{t(value ? 'form.replaceVideo' : 'form.uploadVideo')}</Button>
        </Upload>
        {value ? <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>{t('form.removeVideo')}</Button> : null}
      </Space>
    </Space>
  );
}
