import { PrinterOutlined } from '@ant-design/icons';
import type { PrintJob } from '@zf/shared';
import { Button, Empty, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../engines/resource/index.ts';
import { api } from '../../request/index.ts';
import { DocumentView } from './DocumentView.tsx';
import { readPrintDocument } from './print-document.ts';
import { jobDocument, paperCss } from './print-job.ts';

type Job = { status: 'loading' } | { status: 'failed' } | { status: 'ok'; job: PrintJob };

/**
 * /print: a print job `?bill_type=…&id=…&template_id=…` (GET /print/… with the user's session: the bill on its
 * template, on the template's paper, in as many copies as the print settings say), or else the document another page
 * handed over (openPrint: vouchers, statements, books). The print button is the browser's print (and PDF).
 */
export default function PrintPage() {
  const { t } = useTranslation('print');
  const [params] = useSearchParams();
  const billType = params.get('bill_type');
  const id = params.get('id');
  const templateId = params.get('template_id');
  const [job, setJob] = useState<Job | null>(billType && id ? { status: 'loading' } : null);
  const [handed] = useState(readPrintDocument);
  const language = useLanguage();

  useEffect(() => {
    if (!billType || !id) return;
    let live = true;
    api.get<PrintJob>(`/print/${encodeURIComponent(billType)}/${encodeURIComponent(id)}`, templateId ? { template_id: templateId } : undefined)
      .then((j) => live && setJob({ status: 'ok', job: j }))
      .catch(() => live && setJob({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [billType, id, templateId]);

  const doc = job ? (job.status === 'ok' ? jobDocument(job.job, language) : null) : handed;
  const copies = job?.status === 'ok' ? Math.max(1, job.job.settings.copies) : 1;
  return (
    <div className="zf-print-page">
      {job?.status === 'ok' ? <style>{paperCss(job.job)}</style> : null}
      <div className="zf-print-bar">
        <strong>{t('title')}</strong>
        <Space>
          <Button type="primary" icon={<PrinterOutlined />} disabled={!doc} onClick={() => window.print()} data-testid="print-now">
            {t('print')}
          </Button>
          <Button onClick={() => window.close()}>{t('close')}</Button>
        </Space>
      </div>
      {job?.status === 'loading' ? (
        <div className="zf-doc"><Spin /></div>
      ) : doc ? (
        Array.from({ length: copies }, (_, i) => (
          <DocumentView key={i} doc={doc} className={[job ? 'zf-doc-job' : '', i ? 'zf-doc-copy' : ''].filter(Boolean).join(' ')} />
        ))
      ) : (
        <div className="zf-doc">
          <Empty description={t(job?.status === 'failed' ? 'failed' : 'empty')} />
        </div>
      )}
    </div>
  );
}
