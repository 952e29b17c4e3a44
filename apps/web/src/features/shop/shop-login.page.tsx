import { ShopOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../app/components/LanguageSwitch.tsx';
import { api } from '../../request/index.ts';
import type { ShopViewSession } from '@zf/shared';
import { saveShopSession, shopViewPath } from './shop-view-session.ts';

interface LoginForm { enterprise_code: string; account: string; password: string }

/**
 * /shop-login: a shop (its own login or a shop account) logs in to its ordering view with the enterprise code, its
 * account and its 6-character password (issue 19 item 4). Outside the back office shell; keeps only the shop token.
 */
export default function ShopLoginPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const submit = async (v: LoginForm) => {
    setBusy(true);
    try {
      saveShopSession(await api.post<ShopViewSession>('/shop-view/login', v, { token: null }));
      void navigate(shopViewPath, { replace: true });
    } catch {
      // The request layer showed the server's message (wrong account or password, shop offline).
    } finally {
      setBusy(false);
    }
  };
  const required = [{ required: true, message: t('view.required') }];
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <LanguageSwitch />
      </div>
      <Card style={{ maxWidth: 400, margin: '64px auto 0' }} title={<span><ShopOutlined /> {t('view.loginTitle')}</span>}>
        <Form<LoginForm> layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item name="enterprise_code" label={t('view.enterpriseCode')} rules={required}>
            <Input maxLength={30} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="account" label={t('view.account')} rules={required}>
            <Input maxLength={30} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label={t('view.password')} rules={required}>
            <Input.Password maxLength={32} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="shop-login-submit">{t('view.login')}</Button>
          <div style={{ marginTop: 12, textAlign: 'center' }}><Link to="/login">{t('view.backOffice')}</Link></div>
        </Form>
      </Card>
    </div>
  );
}
