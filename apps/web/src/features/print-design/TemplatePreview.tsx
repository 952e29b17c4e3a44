import { billMetaOf, paperMm, templateDocument, type PrintJob, type PrintTemplate } from '@zf/shared';
import { Empty, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../engines/resource/index.ts';
import { useApiQuery } from '../../request/index.ts';
import { DocumentView } from '../print/DocumentView.tsx';

/** The template as it prints the latest bill (or voucher) of its kind, in Chinese or English labels, on its paper's width. */
export function TemplatePreview({ template }: { template: PrintTemplate }) {
  const { t } = useTranslation('print-design');
  const [language, setLanguage] = useState(useLanguage());
  const voucher = template.kind === 'voucher';
  const isBill = Boolean(billMetaOf(template.kind)) || voucher;
  const latest = useApiQuery<{ list: Array<{ id: number }> }>(voucher ? '/vouchers' : `/bills/${template.kind}`, { page: 1, page_size: 1 }, { enabled: isBill, quiet: [4003] });
  const id = latest.data?.list[0]?.id;
  const job = useApiQuery<PrintJob>(`/print/${template.kind}/${id ?? 0}`, undefined, { enabled: Boolean(id), quiet: [4003, 4004] });
  const [w] = paperMm(template.paper);
  const m = template.paper.margins;
  return (
    <div>
      <Radio.Group size="small" value={language} onChange={(e) => setLanguage(e.target.value)} optionType="button" style={{ marginBottom: 8 }}
        options={[{ value: 'zh-CN', label: '中文' }, { value: 'en-US', label: 'English' }]} />
      {job.data ? (
        <div className="zf-pd-preview" data-testid="pd-preview">
          <DocumentView doc={templateDocument(template, job.data.data, language)}
            style={{ maxWidth: `${w}mm`, padding: `${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm`, margin: 0 }} />
        </div>
      ) : <Empty description={t('noBill')} />}
    </div>
  );
}
