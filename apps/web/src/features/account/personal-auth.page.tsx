import { CertificationStatus, type PersonalCertAnswer } from '@zf/shared';
import { Alert, App, Button, Card, Descriptions, Form, Input, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../engines/resource/ImageUpload.tsx';
import { api, ApiError, useApiQuery } from '../../request/index.ts';

const statusColors: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'green', 3: 'red' };

/** 个人认证 (personalAuth): the user's real-name record (name, ID number, both sides of the ID card), reviewed by the platform. */
export default function PersonalAuthPage() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const cert = useApiQuery<PersonalCertAnswer>('/user/certification');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const c = cert.data;
  const showForm = c && (c.status === CertificationStatus.none || editing);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await api.post('/user/certification', values, { quiet: [4220] });
      message.success(t('cert.submitted'));
      setEditing(false);
      await cert.refetch();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const fields = (e.data as { fields?: Record<string, string> } | null)?.fields ?? {};
      form.setFields(Object.entries(fields).map(([name, err]) => ({ name, errors: [err] })));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="borderless" title={t('cert.title')} loading={cert.isLoading} extra={c && <Tag color={statusColors[c.status]} data-testid="cert-status">{t(`cert.status.${c.status}`)}</Tag>}>
      {c?.status === CertificationStatus.rejected && <Alert type="error" showIcon message={t('cert.rejected', { remark: c.review_remark || '—' })} style={{ marginBottom: 16 }} />}
      {showForm ? (
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item name="real_name" label={t('cert.realName')} rules={[{ required: true, min: 2 }]}><Input maxLength={30} /></Form.Item>
          <Form.Item name="id_number" label={t('cert.idNumber')} rules={[{ required: true, pattern: /^(\d{15}|\d{17}[\dXx])$/, message: t('cert.idRule') }]}><Input maxLength={18} /></Form.Item>
          <Form.Item name="id_front_image" label={t('cert.front')} rules={[{ required: true }]}><ImageUpload multiple={false} /></Form.Item>
          <Form.Item name="id_back_image" label={t('cert.back')} rules={[{ required: true }]}><ImageUpload multiple={false} /></Form.Item>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="cert-submit">{t('cert.submit')}</Button>
        </Form>
      ) : c && (
        <>
          <Descriptions column={1} bordered size="small" items={[
            { key: 'n', label: t('cert.realName'), children: c.real_name },
            { key: 'i', label: t('cert.idNumber'), children: c.id_number },
            { key: 's', label: t('cert.submitTime'), children: dayjs.unix(c.submit_time).format('YYYY-MM-DD HH:mm') },
            { key: 'r', label: t('cert.reviewTime'), children: c.review_time ? dayjs.unix(c.review_time).format('YYYY-MM-DD HH:mm') : '—' },
          ]} />
          {c.status === CertificationStatus.rejected && <Button style={{ marginTop: 16 }} onClick={() => { form.setFieldsValue({ real_name: c.real_name }); setEditing(true); }}>{t('cert.resubmit')}</Button>}
        </>
      )}
    </Card>
  );
}
