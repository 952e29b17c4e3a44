import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postFile, type UploadedFile } from '../../engines/resource/upload.ts';
import { ApiError } from '../../request/index.ts';
import { checkAvatarFile } from './avatar-file.ts';

/**
 * The user's picture with "change" on hover: the chosen file is checked here (jpg/jpeg/png, ≤ 5 MB, SPEC §9) and
 * again by the server (it judges the bytes), uploaded to POST /common/upload, and its URL handed to `onUploaded`.
 */
export function AvatarUpload({ src, onUploaded }: { src: string | undefined; onUploaded: (url: string) => Promise<void> }) {
  const { t } = useTranslation('personal');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  return (
    <Upload
      accept=".jpg,.jpeg,.png"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = checkAvatarFile(file);
        if (!problem) return true;
        message.error(t(`avatar.${problem}`));
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file }) => {
        const f = file as File;
        setBusy(true);
        postFile<UploadedFile>('/common/upload', f, f.name, [4220])
          .then((done) => onUploaded(done.url))
          .then(() => message.success(t('avatar.changed')))
          .catch((e: unknown) => {
            if (e instanceof ApiError && !e.handled) message.error(e.fields.file ?? e.message);
          })
          .finally(() => setBusy(false));
      }}
    >
      <button type="button" className="zf-avatar-upload" aria-label={t('avatar.change')} data-testid="avatar-upload">
        <Spin spinning={busy}>
          <Avatar size={96} src={src || undefined} icon={<UserOutlined />} />
        </Spin>
        <span className="zf-avatar-upload-hint">
          <CameraOutlined /> {t('avatar.change')}
        </span>
      </button>
    </Upload>
  );
}
