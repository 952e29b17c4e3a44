import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, PartnerType } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ResourcePage, type ResourceRecord } from '../../engines/resource/index.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api } from '../../request/index.ts';

/** Customer accounts (customerAccount): logins customers will order with; the partner is a customer. */
export default function CustomerAccountPage() {
  const { t } = useTranslation('partner');
  const [resetting, setResetting] = useState<ResourceRecord | null>(null);
  return (
    <>
      <ResourcePage
        name="customer-accounts"
        refParams={{ partner_id: { type: PartnerType.customer } }}
        rowActions={(rec) => (
          <Auth code="customer_account_reset_password">
            <Typography.Link onClick={() => setResetting(rec)}>{t('account.reset')}</Typography.Link>
          </Auth>
        )}
      />
      {resetting && <ResetPassword account={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}

/** POST /customer-accounts/:id/reset-password with a new password (SPEC §5 password rule, checked before sending). */
function ResetPassword({ account, onClose }: { account: ResourceRecord; onClose(): void }) {
  const { t } = useTranslation('partner');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await api.post(`/customer-accounts/${account.id}/reset-password`, { password });
      message.success(t('account.resetDone'));
      onClose();
    } catch {
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={`${t('account.reset')} · ${String(account.name)}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} maskClosable={false}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="password"
          label={t('account.newPassword')}
          extra={t('account.passwordHint')}
          rules={[{ validator: (_, v: string = '') => { const k = checkPassword(v); return k ? Promise.reject(new Error(validationMessage(k))) : Promise.resolve(); } }]}
        >
          <Input.Password autoComplete="new-password" maxLength={32} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
