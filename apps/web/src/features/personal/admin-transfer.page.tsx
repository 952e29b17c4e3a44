import { SafetyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { MyEnterprises, TransferCandidates } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Form, Input, Result, Select, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { useSession } from '../../app/stores/session.store.ts';
import { api, queryClient } from '../../request/index.ts';
import { SmsCodeButton } from '../auth/components/SmsCodeButton.tsx';
import { smsCodeRules } from '../auth/form-rules.ts';

interface TransferForm {
  employee_id?: number;
  code: string;
}

const masked = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);

/**
 * Admin transfer (route adminTransfer): the administrator picks another active employee and confirms with an SMS
 * code sent to their own phone (scene 'transfer'); POST /enterprise/transfer-admin. Afterwards the old admin stays
 * in the administrators' group, so their menu does not change (docs/decisions.md).
 */
export default function AdminTransferPage() {
  const { t } = useTranslation('personal');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<TransferForm>();
  const phone = useSession((s) => s.user?.phone ?? '');
  const enterpriseId = useSession((s) => s.enterprise_id);
  const [busy, setBusy] = useState(false);
  const mine = useQuery({
    queryKey: ['/user/enterprises'],
    queryFn: () => api.get<MyEnterprises>('/user/enterprises'),
    staleTime: 0,
  });
  const current = mine.data?.list.find((e) => e.is_current || e.enterprise_id === enterpriseId);
  const isAdmin = !!current?.is_admin;
  const candidates = useQuery({
    queryKey: ['/enterprise/employees'],
    queryFn: () => api.get<TransferCandidates>('/enterprise/employees'),
    enabled: isAdmin,
    staleTime: 0,
  });

  const transfer = async (values: TransferForm) => {
    const heir = candidates.data?.list.find((c) => c.employee_id === values.employee_id);
    if (!heir) return;
    const confirmed = await modal.confirm({
      title: t('transfer.confirmTitle'),
      content: t('transfer.confirm', { name: heir.name, enterprise: current?.display_name || current?.name || '' }),
      okText: t('transfer.submit'),
      okButtonProps: { danger: true },
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await api.post('/enterprise/transfer-admin', { employee_id: heir.employee_id, code: values.code.trim() }, { quiet: [4220] });
      message.success(t('transfer.done', { name: heir.name }));
      form.resetFields();
      await Promise.all([mine.refetch(), queryClient.invalidateQueries({ queryKey: ['/messages/count'] })]);
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  if (mine.isLoading) {
    return (
      <Card variant="borderless">
        <Spin />
      </Card>
    );
  }
  if (!isAdmin) {
    return (
      <Card title={t('transfer.title')} variant="borderless">
        <Result status="info" title={t('transfer.notAdmin')} data-testid="transfer-not-admin" />
      </Card>
    );
  }

  const list = candidates.data?.list ?? [];
  return (
    <Card title={t('transfer.title')} variant="borderless">
      <Alert type="warning" showIcon title={t('transfer.explain')} style={{ marginBottom: 24, maxWidth: 640 }} />
      {candidates.isSuccess && list.length === 0 ? (
        <Empty description={t('transfer.noStaff')} />
      ) : (
        <Form form={form} layout="vertical" onFinish={transfer} style={{ maxWidth: 420 }} requiredMark={false} initialValues={{ code: '' }}>
          <Form.Item name="employee_id" label={t('transfer.heir')} rules={[{ required: true, message: t('transfer.heirRequired') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={candidates.isLoading}
              placeholder={t('transfer.heirPlaceholder')}
              options={list.map((c) => ({ value: c.employee_id, label: `${c.name} (${masked(c.phone)})` }))}
              data-testid="transfer-heir"
            />
          </Form.Item>
          <Form.Item label={t('transfer.code', { phone: masked(phone) })} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={smsCodeRules()}>
                <Input prefix={<SafetyOutlined />} maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="transfer-code" />
              </Form.Item>
              <SmsCodeButton phone={async () => phone} scene="transfer" size="middle" />
            </Space.Compact>
          </Form.Item>
          <Button type="primary" danger htmlType="submit" icon={<UserSwitchOutlined />} loading={busy} data-testid="transfer-submit">
            {t('transfer.submit')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
