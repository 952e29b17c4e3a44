import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shopPasswordPattern } from '@zf/shared';
import { Auth } from '../../engines/permission/Auth.tsx';
import { ResourcePage, type ResourceRecord } from '../../engines/resource/index.ts';
import { api, ApiError } from '../../request/index.ts';

/** A new 6-character password for one shop account (its sessions end). */
function ResetPassword({ record }: { record: ResourceRecord }) {
  const { t } = useTranslation('shop');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const submit = async () => {
    const { password } = await form.validateFields();
    setBusy(true);
    try {
      await api.post(`/shop-accounts/${String(record.id)}/reset-password`, { password });
      message.success(t('account.resetDone'));
      setOpen(false);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Auth code="shop_account_reset_password" page="shopAccount">
      <Button type="link" size="small" onClick={() => { form.resetFields(); setOpen(true); }}>{t('account.reset')}</Button>
      <Modal open={open} title={`${t('account.reset')} · ${String(record.account)}`} onCancel={() => setOpen(false)} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="password" label={t('account.newPassword')} rules={[{ required: true, pattern: shopPasswordPattern, message: t('account.passwordRule') }]}>
            <Input.Password maxLength={6} autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
    </Auth>
  );
}

/** 门店账号 (shopAccount): master and sub accounts of the shops, with a password reset. */
export default function ShopAccountPage() {
  return <ResourcePage name="shop-accounts" rowActions={(r) => <ResetPassword record={r} />} />;
}
