import { PlusOutlined } from '@ant-design/icons';
import { App, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../request/index.ts';
import { useResourceText } from './labels.ts';
import { isImageName, uploadImage } from './upload.ts';

interface ImageUploadProps {
  /** One image (a URL) or several (a list of URLs, stored comma-separated as img_urls). */
  multiple: boolean;
  value?: string | string[];
  onChange?: (value: string | string[]) => void;
  id?: string;
  max?: number;
}

const urlsOf = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v ? [v] : []);

/**
 * Image field editor: uploads to POST /common/upload and keeps the returned URLs. Only jpg, jpeg and png are
 * accepted (SPEC §9); the server judges the bytes as well and answers 4220 on `file`, shown as a message here.
 */
export function ImageUpload({ multiple, value, onChange, id, max = 9 }: ImageUploadProps) {
  const t = useResourceText();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<UploadFile[]>([]);
  const urls = urlsOf(value);
  // Several files upload at once: each finished one adds to the latest list, not to the list its upload started with.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urlsOf(value);
  }, [value]);
  const files: UploadFile[] = [...urls.map((url) => ({ uid: url, name: url.split('/').pop() ?? url, status: 'done' as const, url })), ...uploading];
  const limit = multiple ? max : 1;
  const emit = (next: string[]) => onChange?.(multiple ? next : (next[0] ?? ''));

  return (
    <Upload
      id={id}
      accept=".jpg,.jpeg,.png"
      listType="picture-card"
      fileList={files}
      multiple={multiple}
      beforeUpload={(file) => {
        if (isImageName(file.name)) return true;
        message.error(t('form.imageOnly'));
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file }) => {
        const f = file as File & { uid: string };
        setUploading((u) => [...u, { uid: f.uid, name: f.name, status: 'uploading' }]);
        uploadImage(f, [4220])
          .then((done) => {
            latest.current = multiple ? [...latest.current, done.url] : [done.url];
            emit(latest.current);
          })
          .catch((e: unknown) => {
            if (e instanceof ApiError && !e.handled) message.error(e.fields.file ?? e.message);
          })
          .finally(() => setUploading((u) => u.filter((x) => x.uid !== f.uid)));
      }}
      onRemove={(file) => {
        emit(urls.filter((u) => u !== file.url));
        return true;
      }}
    >
      {files.length >= limit ? null : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t('form.upload')}</div>
        </div>
      )}
    </Upload>
  );
}
