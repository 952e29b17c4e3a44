import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { signIn } from '../../app/session/session-actions.ts';
import { ApiError } from '../../request/index.ts';
import { authApi } from './api.ts';
import { AuthShell } from './components/AuthShell.tsx';
import { loginPasswordRules, phoneRules } from './form-rules.ts';
import { readRemembered, saveRemembered } from './remember.ts';

interface LoginForm {
  phone: string;
  password: string;
  captcha?: string;
  remember: boolean;
}

/**
 * /login and /phonePasswordLogin: phone + password. After three failures the server answers need_captcha and the
 * captcha of GET /auth/captcha is shown. A successful login stores the session; the route guard then continues to
 * the redirect target (or the enterprise step).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginForm>();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const r = readRemembered();
    return { phone: params.get('phone') ?? r.phone, password: r.remember ? r.password : '', remember: r.remember };
  });
  const [captcha, setCaptcha] = useState<{ captcha_id: string; svg: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const loadCaptcha = async () => {
    try {
      setCaptcha(await authApi.captcha());
      form.setFieldValue('captcha', '');
    } catch {}
  };

  const submit = async (values: LoginForm) => {
    setBusy(true);
    try {
      const result = await authApi.login({
        phone: values.phone.trim(),
        password: values.password,
        ...(captcha ? { captcha_id: captcha.captcha_id, captcha: values.captcha ?? '' } : {}),
      });
      saveRemembered(values.phone.trim(), values.password, values.remember);
      signIn(result);
    } catch (e) {
      if (e instanceof ApiError && e.code === 4220) {
        applyFieldErrors(form, e);
        // The server asks for a captcha after three failures; a used captcha is spent, so a new one is fetched.
        if ((e.data as { need_captcha?: boolean } | null)?.need_captcha || captcha) await loadCaptcha();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')} <Link to={`/registered${search}`}>{t('login.toRegister')}</Link>
        </>
      }
    >
      <Form form={form} size="large" initialValues={initial} onFinish={submit} autoComplete="on" requiredMark={false}>
        <Form.Item name="phone" rules={phoneRules()} validateTrigger="onBlur">
          <Input prefix={<MobileOutlined />} placeholder={t('field.phone')} maxLength={11} autoComplete="username" inputMode="numeric" />
        </Form.Item>
        <Form.Item name="password" rules={loginPasswordRules()}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('field.password')} maxLength={32} autoComplete="current-password" />
        </Form.Item>
        {captcha ? (
          <Form.Item required>
            <div className="zf-captcha">
              <Form.Item name="captcha" noStyle rules={[{ required: true, message: t('captcha.required') }]}>
                <Input prefix={<SafetyOutlined />} placeholder={t('captcha.placeholder')} maxLength={6} />
              </Form.Item>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
                alt={t('captcha.alt')}
                title={t('captcha.refresh')}
                onClick={loadCaptcha}
                data-testid="captcha-image"
              />
            </div>
          </Form.Item>
        ) : null}
        <div className="zf-auth-row" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Link to="/forgetPassword">{t('login.forgot')}</Link>
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form.Item>
        <div className="zf-auth-links">
          <Link to={`/phoneLogin${search}`}>{t('login.toSms')}</Link>
          <Link to="/shop-login" data-testid="login-to-shop">{t('login.toShop')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
