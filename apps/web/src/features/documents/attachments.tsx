import { Form, Image, Input, Space } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../engines/resource/index.ts';
import type { Draft } from './bill-api.ts';

const urlsOf = (v?: string) => (v ? v.split(',').filter(Boolean) : []);

/** A bill's attachments (scans of the supplier's delivery note, photos of damaged goods): up to 9 images. */
export function AttachmentsInput({ value, onChange }: { value?: string; onChange: (v: string) => void }) {
  return <ImageUpload multiple max={9} value={urlsOf(value)} onChange={(v) => onChange((Array.isArray(v) ? v : [v]).join(','))} id="bill-attachments" />;
}

/** The attachments on a bill's detail, as thumbnails that open full size. */
export function AttachmentsView({ value }: { value?: string }) {
  const urls = urlsOf(value);
  if (!urls.length) return null;
  return <Image.PreviewGroup><Space wrap>{urls.map((u) => <Image key={u} src={u} width={60} height={60} style={{ objectFit: 'cover' }} />)}</Space></Image.PreviewGroup>;
}

/** The remark and attachments every bill editor (goods or money) ends its header with. */
export function BillNoteFields({ bill, setBill }: { bill: Draft; setBill: Dispatch<SetStateAction<Draft>> }) {
  const { t } = useTranslation('documents');
  return (
    <>
      <Form.Item label={t('field.remark')}>
        <Input style={{ width: 260 }} maxLength={500} value={bill.remark} onChange={(e) => setBill((b) => ({ ...b, remark: e.target.value }))} />
      </Form.Item>
      <Form.Item label={t('field.attachments')}>
        <AttachmentsInput value={bill.attachments} onChange={(attachments) => setBill((b) => ({ ...b, attachments }))} />
      </Form.Item>
    </>
  );
}
