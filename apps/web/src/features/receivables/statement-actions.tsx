import { DownloadOutlined, PrinterOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { ShareCreated as Shared } from '@zf/shared';
import { App, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, downloadXlsx } from '../../request/index.ts';
import { openPrint, type PrintDocument } from '../print/print-document.ts';

type Query = { partner_id: number; side: 'receivable' | 'payable'; date_from: string; date_to: string };

/**
 * What an accountant does with a statement: print it (the server's document, the one a share shows), export it to
 * Excel, or share a link the partner opens without an account (POST /shares; revocable from the same dialog).
 */
export function StatementActions({ query, name }: { query: Query; name: string }) {
  const { t } = useTranslation('receivables');
  const { message } = App.useApp();
  const [shared, setShared] = useState<Shared | null>(null);
  const link = shared ? `${window.location.origin}${shared.url}` : '';
  const print = async () => openPrint(await api.get<PrintDocument>('/receivables/statement/print', query));
  const exportFile = () => downloadXlsx('/receivables/statement/export', query, `${name}-${query.date_from}-${query.date_to}`);
  const share = async () => setShared(await api.post<Shared>('/shares', { kind: 'statement', ...query }));
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    void message.success(t('copied'));
  };
  const revoke = async () => {
    await api.delete(`/shares/${shared!.id}`);
    setShared(null);
    void message.success(t('revoked'));
  };
  return (
    <Space wrap>
      <Button icon={<PrinterOutlined />} onClick={() => void print().catch(() => undefined)} data-testid="statement-print">{t('print')}</Button>
      <Button icon={<DownloadOutlined />} onClick={() => void exportFile().catch(() => undefined)} data-testid="statement-export">{t('export')}</Button>
      <Button icon={<ShareAltOutlined />} onClick={() => void share().catch(() => undefined)} data-testid="statement-share">{t('share')}</Button>
      <Modal open={!!shared} title={t('shareTitle')} onCancel={() => setShared(null)} destroyOnHidden
        footer={[
          <Button key="revoke" danger onClick={() => void revoke().catch(() => undefined)}>{t('revoke')}</Button>,
          <Button key="copy" type="primary" onClick={() => void copy()}>{t('copy')}</Button>,
        ]}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('shareHint')}</Typography.Text>
          <Input readOnly value={link} data-testid="statement-share-link" onFocus={(e) => e.target.select()} />
        </Space>
      </Modal>
    </Space>
  );
}
