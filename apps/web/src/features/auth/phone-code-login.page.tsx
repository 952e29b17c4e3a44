import { SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { signIn } from '../../app/session/session-actions.ts';
import { authApi } from './api.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { SmsCodeButton } from './components/SmsCodeButton.tsx';
import { smsCodeRules } from './form-rules.ts';

const masked = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/** /phoneCodeLogin: verification-code login, step 2: the code sent to the phone, with the 60 s resend countdown. */
export default function PhoneCodeLoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<{ code: string }>();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const phone = params.get('phone') ?? '';
  const sentAt = Number(params.get('sent')) || undefined;
  const [busy, setBusy] = useState(false);
  if (!phone) return <Navigate to={`/phoneLogin${search}`} replace />;

  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      signIn(await authApi.loginWithCode({ phone, code: code.trim() }));
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('sms.codeTitle')} subtitle={t('sms.sentTo', { phone: masked(phone) })}>
      <Form form={form} size="large" onFinish={submit} requiredMark={false}>
        <Form.Item required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={smsCodeRules()}>
              <Input prefix={<SafetyOutlined />} placeholder={t('field.code')} maxLength={6} inputMode="numeric" autoComplete="one-time-code" autoFocus />
            </Form.Item>
            <SmsCodeButton phone={async () => phone} scene="login" sentAt={sentAt} />
          </Space.Compact>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="sms-login-submit">
            {t('login.submit')}
          </Button>
        </Form.Item>
        <div className="zf-auth-links">
          <Link to={`/phoneLogin${search}`}>{t('sms.changePhone')}</Link>
          <Link to={`/login${search}`}>{t('sms.toPassword')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
