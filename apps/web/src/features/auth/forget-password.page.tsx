import { LockOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { authApi } from './api.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { PhoneCodeFields } from './components/PhoneCodeFields.tsx';
import { confirmPasswordRules, newPasswordRules } from './form-rules.ts';

interface ResetForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** /forgetPassword: a new password with an SMS code; every session of the account ends (docs/decisions.md). */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetForm>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: ResetForm) => {
    setBusy(true);
    try {
      await authApi.resetPassword({ phone: values.phone.trim(), code: values.code.trim(), password: values.password });
      message.success(t('reset.done'));
      navigate(`/login?phone=${encodeURIComponent(values.phone.trim())}`, { replace: true });
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')} footer={<Link to="/login">{t('common.backToLogin')}</Link>}>
      <Form form={form} size="large" onFinish={submit} requiredMark={false}>
        <PhoneCodeFields form={form} scene="reset" />
        <Form.Item name="password" rules={newPasswordRules()} extra={t('field.passwordHint')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('field.newPassword')} maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules('password')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('field.confirmPassword')} maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthShell>
  );
}
