import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { signIn } from '../../app/session/session-actions.ts';
import { authApi } from './api.ts';
import { AgreementCheck } from './components/AgreementCheck.tsx';
import { AuthShell } from './components/AuthShell.tsx';
import { PhoneCodeFields } from './components/PhoneCodeFields.tsx';
import { confirmPasswordRules, nameRules, newPasswordRules } from './form-rules.ts';

export interface RegisterForm {
  name: string;
  phone: string;
  code: string;
  password: string;
  confirm: string;
  agree: boolean;
}

export async function registerWith(values: RegisterForm): Promise<void> {
  signIn(await authApi.register({ name: values.name.trim(), phone: values.phone.trim(), code: values.code.trim(), password: values.password }));
}

/** /registered: a new account in one form; afterwards the guard leads to "create your first enterprise". */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterForm>();
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);

  const submit = async (values: RegisterForm) => {
    setBusy(true);
    try {
      await registerWith(values);
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to={`/login${search}`}>{t('register.toLogin')}</Link>
        </>
      }
    >
      <Form form={form} size="large" onFinish={submit} requiredMark={false}>
        <Form.Item name="name" rules={nameRules()}>
          <Input prefix={<UserOutlined />} placeholder={t('field.name')} maxLength={50} autoComplete="name" />
        </Form.Item>
        <PhoneCodeFields form={form} scene="register" />
        <Form.Item name="password" rules={newPasswordRules()} extra={t('field.passwordHint')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('field.password')} maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules('password')}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('field.confirmPassword')} maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <AgreementCheck />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="register-submit">
            {t('register.submit')}
          </Button>
        </Form.Item>
        <div className="zf-auth-links">
          <Link to={`/phoneRegistered${search}`}>{t('register.toPhoneRegister')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
