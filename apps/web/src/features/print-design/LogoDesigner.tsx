import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { logoSizeMm, printLogoMaxBytes, type PrintLayout, type PrintLogoAnswer } from '@zf/shared';
import { App, Button, Checkbox, InputNumber, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageName, postFile } from '../../engines/resource/upload.ts';
import { ApiError } from '../../request/index.ts';

/**
 * The logo element: an image uploaded here (POST /print-templates/logo, PNG or JPG up to 512 KB — checked here for a
 * quick answer and by the server on the bytes), printed at the width × height in mm set beside it.
 */
export function LogoDesigner({ logo, onChange }: { logo: PrintLayout['logo']; onChange: (logo: PrintLayout['logo']) => void }) {
  const { t } = useTranslation('print-design');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const size = logoSizeMm(logo);
  const upload = (file: File) => {
    if (!isImageName(file.name)) return void message.error(t('logoType'));
    if (file.size > printLogoMaxBytes) return void message.error(t('logoTooLarge'));
    setBusy(true);
    postFile<PrintLogoAnswer>('/print-templates/logo', file, file.name, [4220])
      .then((done) => onChange({ ...logo, show: true, url: done.url, ...size }))
      .catch((e: unknown) => { if (e instanceof ApiError && !e.handled) message.error(e.fields.file ?? e.message); })
      .finally(() => setBusy(false));
  };
  return (
    <Space wrap size={[8, 6]} align="center">
      <Checkbox checked={logo.show} onChange={(e) => onChange({ ...logo, show: e.target.checked })} data-testid="pd-logo">{t('logo')}</Checkbox>
      <Upload accept=".png,.jpg,.jpeg" showUploadList={false} beforeUpload={(f) => { upload(f); return false; }}>
        <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid="pd-logo-upload">{logo.url ? t('logoReplace') : t('logoUpload')}</Button>
      </Upload>
      {logo.url ? <img src={logo.url} alt={t('logo')} className="zf-pd-logo-thumb" data-testid="pd-logo-image" /> : <span className="zf-pd-hint">{t('logoHint')}</span>}
      <InputNumber size="small" min={5} max={120} precision={0} value={size.width} addonBefore={t('logoWidth')} addonAfter="mm" style={{ width: 100 }}
        data-testid="pd-logo-width" onChange={(v) => onChange({ ...logo, ...size, width: v ?? size.width })} />
      <InputNumber size="small" min={5} max={60} precision={0} value={size.height} addonBefore={t('logoHeight')} addonAfter="mm" style={{ width: 100 }}
        data-testid="pd-logo-height" onChange={(v) => onChange({ ...logo, ...size, height: v ?? size.height })} />
      {logo.url ? <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('logoRemove')} onClick={() => onChange({ ...logo, url: '' })} /> : null}
    </Space>
  );
}
