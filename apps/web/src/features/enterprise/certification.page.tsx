import { CertificationStatus, type CertificationAnswer } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights, useCan } from '../../engines/permission/Auth.tsx';
import { ImageUpload } from '../../engines/resource/ImageUpload.tsx';
import { api, ApiError } from '../../request/index.ts';

/** GET /enterprise/certification, as the server answers it (shared contract). */
type Certification = CertificationAnswer;
type CertificationForm = Pick<Certification, 'company_name' | 'license_number' | 'license_image' | 'legal_person'>;
const alertType: Record<number, 'info' | 'warning' | 'success' | 'error'> = { 0: 'info', 1: 'warning', 2: 'success', 3: 'error' };

/**
 * Enterprise certification (enterpriseCertification): the business licence (company name, unified social credit
 * code, licence photo, legal person) submitted for the operator's review; a rejected one can be corrected and sent
 * again, an approved one stays.
 */
export default function CertificationPage() {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const can = useCan('enterpriseCertification');
  const [form] = Form.useForm<CertificationForm>();
  const [busy, setBusy] = useState(false);
  const cert = useQuery({ queryKey: ['/enterprise/certification'], queryFn: () => api.get<Certification>('/enterprise/certification') });
  const submit = async (values: CertificationForm) => {
    setBusy(true);
    try {
      await api.post('/enterprise/certification', values, { quiet: [4220] });
      message.success(t('cert.submitted'));
      await cert.refetch();
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) form.setFields(Object.entries(e.fields).map(([name, text]) => ({ name: name as keyof CertificationForm, errors: [text] })));
    } finally {
      setBusy(false);
    }
  };
  const c = cert.data;
  const editable = c && (c.status === CertificationStatus.none || c.status === CertificationStatus.rejected) && can('enterprise_certification_submit');
  return (
    <PageRights page="enterpriseCertification">
      <Card title={t('cert.title')} variant="borderless" loading={cert.isLoading}>
        {c && (
          <div style={{ maxWidth: 720 }}>
            <Alert type={alertType[c.status]} showIcon title={t(`cert.status.${c.status}`)} style={{ marginBottom: 16 }}
              description={c.status === CertificationStatus.rejected && c.review_remark ? t('cert.reason', { reason: c.review_remark }) : c.submit_time ? t('cert.submittedAt', { time: dayjs.unix(c.submit_time).format('YYYY-MM-DD HH:mm') }) : undefined} />
            {editable ? (
              <Form form={form} layout="vertical" initialValues={{ company_name: c.company_name, license_number: c.license_number, license_image: c.license_image, legal_person: c.legal_person }} onFinish={(v) => void submit(v)}>
                <Form.Item name="company_name" label={t('cert.company')} rules={[{ required: true, whitespace: true, message: t('cert.required') }]}><Input maxLength={100} /></Form.Item>
                <Form.Item name="license_number" label={t('cert.license')} rules={[{ required: true, whitespace: true, message: t('cert.required') }]} extra={t('cert.licenseHint')}><Input maxLength={18} /></Form.Item>
                <Form.Item name="license_image" label={t('cert.image')} rules={[{ required: true, message: t('cert.imageRequired') }]}><ImageUpload multiple={false} /></Form.Item>
                <Form.Item name="legal_person" label={t('cert.legalPerson')}><Input maxLength={50} /></Form.Item>
                <Auth code="enterprise_certification_submit"><Button type="primary" htmlType="submit" loading={busy}>{t('cert.submit')}</Button></Auth>
              </Form>
            ) : (
              <Descriptions bordered column={1} items={[
                { key: 'c', label: t('cert.company'), children: c.company_name || '-' },
                { key: 'l', label: t('cert.license'), children: c.license_number || '-' },
                { key: 'p', label: t('cert.legalPerson'), children: c.legal_person || '-' },
                { key: 'i', label: t('cert.image'), children: c.license_image ? <img src={c.license_image} alt="" style={{ maxWidth: 240, maxHeight: 160 }} /> : '-' },
              ]} />
            )}
          </div>
        )}
      </Card>
    </PageRights>
  );
}
