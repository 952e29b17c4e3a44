import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { authApi } from './api.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { phoneRules } from './form-rules.ts';

/** /phoneLogin: verification-code login, step 1: the phone number; sending the code opens /phoneCodeLogin. */
export default function PhoneLoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ phone: string }>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);

  const submit = async ({ phone }: { phone: string }) => {
    setBusy(true);
    try {
      await authApi.sendSmsCode(phone.trim(), 'login');
      const next = new URLSearchParams(search);
      next.set('phone', phone.trim());
      next.set('sent', String(Date.now()));
      navigate(`/phoneCodeLogin?${next.toString()}`);
    } catch {
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('sms.title')}
      subtitle={t('sms.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to={`/phoneRegistered${search}`}>{t('login.toRegister')}</Link>
        </>
      }
    >
      <Form form={form} size="large" onFinish={submit} requiredMark={false}>
        <Form.Item name="phone" rules={phoneRules()} validateTrigger="onBlur">
          <Input prefix={<MobileOutlined />} placeholder={t('field.phone')} maxLength={11} inputMode="numeric" autoComplete="username" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="sms-next">
            {t('sms.getCode')}
          </Button>
        </Form.Item>
        <div className="zf-auth-links">
          <Link to={`/login${search}`}>{t('sms.toPassword')}</Link>
          <Link to={`/phonePasswordLogin${search}`}>{t('sms.toPhonePassword')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
