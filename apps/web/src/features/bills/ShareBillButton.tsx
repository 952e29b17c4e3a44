import { ShareAltOutlined } from '@ant-design/icons';
import type { BillMeta, ShareCreated as Shared } from '@zf/shared';
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../request/index.ts';


/**
 * Shares the bill as a read-only link (POST /shares kind "bill"): the partner opens its print at /share without an
 * account, for 7 days; the dialog copies the link or ends it at once.
 */
export function ShareBillButton({ meta, billId }: { meta: BillMeta; billId: number }) {
  const { t } = useTranslation('bills');
  const { message } = App.useApp();
  const [shared, setShared] = useState<Shared | null>(null);
  const link = shared ? `${window.location.origin}${shared.url}` : '';
  const share = async () => setShared(await api.post<Shared>('/shares', { kind: 'bill', bill_type: meta.type, bill_id: billId }));
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    void message.success(t('share.copied'));
  };
  const revoke = async () => {
    await api.delete(`/shares/${shared!.id}`);
    setShared(null);
    void message.success(t('share.revoked'));
  };
  return (
    <>
      <Button icon={<ShareAltOutlined />} data-testid="bill-share" onClick={() => void share().catch(() => undefined)}>{t('share.button')}</Button>
      <Modal open={!!shared} title={t('share.title')} onCancel={() => setShared(null)} destroyOnHidden
        footer={[
          <Button key="revoke" danger onClick={() => void revoke().catch(() => undefined)}>{t('share.revoke')}</Button>,
          <Button key="copy" type="primary" onClick={() => void copy()}>{t('share.copy')}</Button>,
        ]}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('share.hint')}</Typography.Text>
          <Input readOnly value={link} data-testid="bill-share-link" onFocus={(e) => e.target.select()} />
        </Space>
      </Modal>
    </>
  );
}
