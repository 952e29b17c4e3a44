import { App, Button, Card, Form, Input } from 'antd';
import { checkPasswordChange, type PasswordChange } from '@zf/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { navigateTo } from '../../app/navigation.ts';
import { forgetSession } from '../../app/session/session-actions.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api } from '../../request/index.ts';

/**
 * Change password (SPEC §5): the three fields checked with the shared rules and messages, again on the server.
 * The server ends every session afterwards (docs/decisions.md), so the user logs in again with the new password.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('personal');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const [busy, setBusy] = useState(false);

  const rule = (field: keyof PasswordChange) => ({
    validator: () => {
      const key = checkPasswordChange(form.getFieldsValue(true) as PasswordChange)[field];
      return key ? Promise.reject(new Error(validationMessage(key))) : Promise.resolve();
    },
  });

  const submit = async (values: PasswordChange) => {
    setBusy(true);
    try {
      await api.post('/user/password', values, { quiet: [4220] });
      message.success(t('password.changed'));
      forgetSession();
      // Without a token the guard first sends this page to /login?redirect=…; a new password starts afresh on the
      // plain login page (then home), so that redirect is replaced once the guard has acted.
      setTimeout(() => navigateTo('/login', { replace: true }), 0);
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('password.title')} variant="borderless">
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 420 }} initialValues={{ originPassword: '', newPassword1: '', newPassword: '' }}>
        <Form.Item name="originPassword" label={t('password.origin')} rules={[rule('originPassword')]} required>
          <Input.Password maxLength={32} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword1" label={t('password.new')} rules={[rule('newPassword1')]} extra={t('password.hint')} required>
          <Input.Password maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="newPassword" label={t('password.confirm')} dependencies={['newPassword1']} rules={[rule('newPassword')]} required>
          <Input.Password maxLength={32} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="password-submit">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
