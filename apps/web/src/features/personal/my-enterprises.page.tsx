import { BankOutlined } from '@ant-design/icons';
import type { MyEnterprise, MyEnterprises } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { applyUser } from '../../app/session/session-actions.ts';
import type { SessionUser } from '../../app/stores/session.store.ts';
import { useTags } from '../../app/stores/tags.store.ts';
import { api } from '../../request/index.ts';

/**
 * Employed companies (route getMyEnterprises, "workplace"): switch the enterprise the session acts in, or ask to
 * join another by its code. Switching reloads the app so menus, tabs and cached data belong to the new enterprise.
 */
export default function MyEnterprisesPage() {
  const { t } = useTranslation('personal');
  const { message } = App.useApp();
  const [joinForm] = Form.useForm<{ code: string }>();
  const [busy, setBusy] = useState<number | 'join' | null>(null);
  const mine = useQuery({
    queryKey: ['/user/enterprises'],
    queryFn: () => api.get<MyEnterprises>('/user/enterprises'),
    staleTime: 0,
  });

  const switchTo = async (id: number) => {
    setBusy(id);
    try {
      await api.post('/enterprises/select', { enterprise_id: id });
      applyUser(await api.get<SessionUser>('/user/info'));
      // The open tabs belong to the old enterprise's menu: start the new one with only the fixed tabs.
      useTags.getState().reset([]);
      window.location.assign('/');
    } catch {
      setBusy(null);
    }
  };

  const join = async ({ code }: { code: string }) => {
    setBusy('join');
    try {
      await api.post('/enterprises/join', { code: code.trim() }, { quiet: [4220] });
      message.success(t('enterprises.joinSent'));
      joinForm.resetFields();
      await mine.refetch();
    } catch (e) {
      applyFieldErrors(joinForm, e);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('enterprises.title')} variant="borderless">
        <Table<MyEnterprise>
          rowKey="enterprise_id"
          loading={mine.isLoading}
          dataSource={mine.data?.list ?? []}
          pagination={false}
          columns={[
            {
              title: t('enterprises.name'),
              render: (_, e) => (
                <Space>
                  <BankOutlined />
                  {e.display_name || e.name}
                  {e.is_current ? <Tag color="blue">{t('enterprises.current')}</Tag> : null}
                </Space>
              ),
            },
            { title: t('enterprises.role'), width: 140, render: (_, e) => (e.is_admin ? t('enterprises.admin') : t('enterprises.member')) },
            {
              title: t('enterprises.action'),
              width: 140,
              render: (_, e) =>
                e.is_current ? null : (
                  <Button type="link" loading={busy === e.enterprise_id} onClick={() => void switchTo(e.enterprise_id)} data-testid={`switch-${e.enterprise_id}`}>
                    {t('enterprises.switch')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <Card title={t('enterprises.joinTitle')} variant="borderless">
        <Form form={joinForm} layout="inline" onFinish={join}>
          <Form.Item name="code" rules={[{ required: true, whitespace: true, message: t('enterprises.codeRequired') }]}>
            <Input placeholder={t('enterprises.code')} maxLength={20} style={{ width: 220 }} />
          </Form.Item>
          <Button htmlType="submit" loading={busy === 'join'}>
            {t('enterprises.join')}
          </Button>
        </Form>
        {mine.data?.pending?.length ? (
          <div style={{ marginTop: 12 }}>
            {t('enterprises.pending')}{' '}
            {mine.data.pending.map((p) => (
              <Tag key={p.enterprise_id} color="orange">
                {p.name}
              </Tag>
            ))}
          </div>
        ) : null}
      </Card>
    </Space>
  );
}
