import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { AgreementCheck } from './components/AgreementCheck.tsx';
import { AuthShell } from './components/AuthShell.tsx';
import { PhoneCodeFields } from './components/PhoneCodeFields.tsx';
import { confirmPasswordRules, nameRules, newPasswordRules } from './form-rules.ts';
import { registerWith, type RegisterForm } from './register.page.tsx';

/**
 * /phoneRegistered: registration in two steps for small screens: first the phone and its SMS code, then name and
 * password. Both steps are one form, so a refused code sends the user back to step 1 with the message on the field.
 */
export default function PhoneRegisterPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<RegisterForm>();
  const { search } = useLocation();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);

  const next = async () => {
    try {
      await form.validateFields(['phone', 'code']);
      setStep(1);
    } catch {}
  };

  const submit = async () => {
    setBusy(true);
    try {
      await form.validateFields();
      await registerWith(form.getFieldsValue(true) as RegisterForm);
    } catch (e) {
      if (applyFieldErrors(form, e) && form.getFieldsError(['phone', 'code']).some((f) => f.errors.length > 0)) setStep(0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('register.phoneTitle')}
      footer={
        <>
          {t('register.haveAccount')} <Link to={`/phoneLogin${search}`}>{t('register.toLogin')}</Link>
        </>
      }
    >
      <Steps size="small" current={step} style={{ margin: '16px 0 24px' }} items={[{ title: t('register.stepPhone') }, { title: t('register.stepAccount') }]} />
      <Form form={form} size="large" requiredMark={false} preserve>
        <div style={{ display: step === 0 ? 'block' : 'none' }}>
          <PhoneCodeFields form={form} scene="register" />
          <Button type="primary" block onClick={next} data-testid="register-next">
            {t('register.next')}
          </Button>
        </div>
        {step === 1 ? (
          <>
            <Form.Item name="name" rules={nameRules()}>
              <Input prefix={<UserOutlined />} placeholder={t('field.name')} maxLength={50} autoComplete="name" />
            </Form.Item>
            <Form.Item name="password" rules={newPasswordRules()} extra={t('field.passwordHint')}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('field.password')} maxLength={32} autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules('password')}>
              <Input.Password prefix={<LockOutlined />} placeholder={t('field.confirmPassword')} maxLength={32} autoComplete="new-password" />
            </Form.Item>
            <AgreementCheck />
            <div className="zf-auth-row" style={{ gap: 12 }}>
              <Button block onClick={() => setStep(0)}>
                {t('register.back')}
              </Button>
              <Button type="primary" block loading={busy} onClick={submit} data-testid="register-submit">
                {t('register.submit')}
              </Button>
            </div>
          </>
        ) : null}
      </Form>
    </AuthShell>
  );
}
