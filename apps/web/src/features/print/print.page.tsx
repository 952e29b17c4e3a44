import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentView } from './DocumentView.tsx';
import { readPrintDocument } from './print-document.ts';

/** /print: the document another page handed over (openPrint), on paper-sized sheet, with print and close. */
export default function PrintPage() {
  const { t } = useTranslation('print');
  const [doc] = useState(readPrintDocument);
  return (
    <div className="zf-print-page">
      <div className="zf-print-bar">
        <strong>{t('title')}</strong>
        <Space>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!doc} onClick={() => window.print()} data-testid="print-now">
            {t('print')}
          </Button>
          <Button onClick={() => window.close()}>{t('close')}</Button>
        </Space>
      </div>
      {doc ? (
        <DocumentView doc={doc} />
      ) : (
        <div className="zf-doc">
          <Empty description={t('empty')} />
        </div>
      )}
    </div>
  );
}
