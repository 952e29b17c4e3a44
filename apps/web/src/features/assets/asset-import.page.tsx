import type { AssetImportOutcome as Outcome } from '@zf/shared';
import { Alert, App, Button, Card, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { postFile } from '../../engines/resource/upload.ts';
import { downloadXlsx, ApiError } from '../../request/index.ts';
import { assetsChanged } from './assets-api.ts';

/** 资产导入 (assetImport): the card template, then an all-or-nothing import whose refused rows are listed by row. */
export default function AssetImportPage() {
  const { t } = useTranslation('assets');
  const { message } = App.useApp();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) { message.error(t('import.xlsxOnly')); return; }
    setBusy(true);
    try {
      const answer = await postFile<Outcome>('/fixed-assets/import-all', file, file.name);
      setOutcome(answer);
      if (answer.success) await assetsChanged();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageRights page="assetImport">
      <Card variant="borderless" title={t('import.title')} data-testid="asset-import">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph>{t('import.hint')}</Typography.Paragraph>
          <Space>
            <Button onClick={() => void downloadXlsx('/fixed-assets/import-template', {}, t('import.templateName'))} data-testid="import-template">{t('import.template')}</Button>
            <Auth code="asset_import_run">
              <Upload accept=".xlsx" showUploadList={false} beforeUpload={(f) => { void upload(f); return false; }}>
                <Button type="primary" loading={busy} data-testid="import-upload">{t('import.upload')}</Button>
              </Upload>
            </Auth>
          </Space>
          {outcome && outcome.failed === 0 && <Alert type="success" showIcon title={t('import.success', { count: outcome.success })} data-testid="import-success" />}
          {outcome && outcome.failed > 0 && (
            <>
              <Alert type="error" showIcon title={t('import.failed', { count: outcome.failed })} data-testid="import-failed" />
              <Table rowKey="row" size="small" bordered pagination={false} dataSource={outcome.errors}
                columns={[{ title: t('import.row'), dataIndex: 'row', width: 100 }, { title: t('import.message'), dataIndex: 'message' }]} />
            </>
          )}
        </Space>
      </Card>
    </PageRights>
  );
}
