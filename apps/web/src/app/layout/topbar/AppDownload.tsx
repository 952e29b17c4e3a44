import { MobileOutlined } from '@ant-design/icons';
import { Button, Popover, QRCode } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the QR code points: the app download page when configured, else this system (it works on a phone too). */
const downloadUrl = (): string => import.meta.env.VITE_ZF_APP_DOWNLOAD_URL ?? `${window.location.origin}/`;

/** The app-download QR popover of the top bar (SPEC §2). */
export function AppDownload() {
  const { t } = useTranslation('app');
  return (
    <Popover
      trigger="hover"
      placement="bottom"
      content={
        <div style={{ textAlign: 'center' }}>
          <QRCode value={downloadUrl()} size={140} bordered={false} />
          <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{t('topbar.scanToUse')}</div>
        </div>
      }
    >
      <Button type="text" icon={<MobileOutlined />} aria-label={t('topbar.app')} />
    </Popover>
  );
}
