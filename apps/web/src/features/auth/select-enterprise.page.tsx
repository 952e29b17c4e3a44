import { BankOutlined, CheckCircleFilled, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, List, Radio, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { safeRedirect } from '../../app/router/guard.ts';
import { applyUser, logout } from '../../app/session/session-actions.ts';
import { authApi, enterpriseApi, type MyEnterprise } from './api.ts';
import { AuthShell } from './components/AuthShell.tsx';

interface CreateForm {
  name: string;
  type: 1 | 2;
}

/**
 * /selectEnterprise, after login (SPEC §2 "select enterprise"): with no enterprise the user creates their first one
 * (or asks to join one by its code); with several and none current they choose one. Then on to the redirect target.
 */
export default function SelectEnterprisePage() {
  const { t } = useTranslation('auth');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { search } = useLocation();
  const mine = useQuery({ queryKey: ['/user/enterprises'], queryFn: enterpriseApi.mine, staleTime: 0 });
  const list: MyEnterprise[] | null = mine.data?.list ?? (mine.isError ? [] : null);
  const pending = mine.data?.pending ?? [];
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState<number | 'create' | 'join' | null>(null);
  const [createForm] = Form.useForm<CreateForm>();
  const [joinForm] = Form.useForm<{ code: string }>();

  const enter = async () => {
    applyUser(await authApi.userInfo());
    navigate(safeRedirect(search), { replace: true });
  };

  const choose = async (id: number) => {
    setBusy(id);
    try {
      await enterpriseApi.select(id);
      await enter();
    } catch {
    } finally {
      setBusy(null);
    }
  };

  const create = async (values: CreateForm) => {
    setBusy('create');
    try {
      const { enterprise_id } = await enterpriseApi.create({ name: values.name.trim(), type: values.type });
      await enterpriseApi.select(enterprise_id);
      message.success(t('enterprise.created'));
      await enter();
    } catch (e) {
      applyFieldErrors(createForm, e);
    } finally {
      setBusy(null);
    }
  };

  const join = async ({ code }: { code: string }) => {
    setBusy('join');
    try {
      await enterpriseApi.join(code.trim());
      message.success(t('enterprise.joinSent'));
      joinForm.resetFields();
      await mine.refetch();
    } catch (e) {
      applyFieldErrors(joinForm, e);
    } finally {
      setBusy(null);
    }
  };

  const footer = (
    <Button type="link" onClick={() => void logout()}>
      {t('common.logout')}
    </Button>
  );

  if (list === null) {
    return (
      <AuthShell title={t('enterprise.chooseTitle')}>
        <Spin />
      </AuthShell>
    );
  }

  const createTab = (
    <Form form={createForm} layout="vertical" size="large" initialValues={{ type: 1 }} onFinish={create} requiredMark={false}>
      <Form.Item name="name" label={t('enterprise.name')} rules={[{ required: true, whitespace: true, message: t('enterprise.nameRequired') }, { max: 100 }]}>
        <Input prefix={<BankOutlined />} placeholder={t('enterprise.namePlaceholder')} maxLength={100} />
      </Form.Item>
      <Form.Item name="type" label={t('enterprise.type')}>
        <Radio.Group optionType="button" buttonStyle="solid" options={[{ value: 1, label: t('enterprise.type1') }, { value: 2, label: t('enterprise.type2') }]} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy === 'create'} data-testid="enterprise-create">
        {t('enterprise.create')}
      </Button>
    </Form>
  );
  const joinTab = (
    <Form form={joinForm} layout="vertical" size="large" onFinish={join} requiredMark={false}>
      <Form.Item name="code" label={t('enterprise.code')} rules={[{ required: true, whitespace: true, message: t('enterprise.codeRequired') }]} extra={t('enterprise.codeHint')}>
        <Input prefix={<TeamOutlined />} placeholder="E123456" maxLength={20} />
      </Form.Item>
      <Button htmlType="submit" block loading={busy === 'join'}>
        {t('enterprise.join')}
      </Button>
      {pending.length > 0 ? (
        <List
          size="small"
          style={{ marginTop: 16 }}
          header={t('enterprise.pending')}
          dataSource={pending}
          renderItem={(p) => (
            <List.Item>
              {p.name} <Tag color="orange">{t('enterprise.waiting')}</Tag>
            </List.Item>
          )}
        />
      ) : null}
    </Form>
  );

  if (list.length === 0 || creating) {
    return (
      <AuthShell title={list.length === 0 ? t('enterprise.firstTitle') : t('enterprise.createTitle')} subtitle={list.length === 0 ? t('enterprise.firstSubtitle') : undefined} footer={footer}>
        {list.length === 0 ? (
          <Tabs items={[{ key: 'create', label: t('enterprise.createTab'), children: createTab }, { key: 'join', label: t('enterprise.joinTab'), children: joinTab }]} />
        ) : (
          <>
            {createTab}
            <Button type="link" block onClick={() => setCreating(false)}>
              {t('enterprise.backToList')}
            </Button>
          </>
        )}
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('enterprise.chooseTitle')} subtitle={t('enterprise.chooseSubtitle')} footer={footer}>
      <List
        dataSource={list}
        renderItem={(e) => (
          <List.Item
            actions={[
              <Button key="enter" type="primary" loading={busy === e.enterprise_id} onClick={() => void choose(e.enterprise_id)} data-testid={`enterprise-${e.enterprise_id}`}>
                {t('enterprise.enter')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<BankOutlined style={{ fontSize: 24, color: '#1890ff' }} />}
              title={
                <>
                  {e.display_name || e.name} {e.is_current ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : null}
                </>
              }
              description={e.is_admin ? t('enterprise.admin') : t('enterprise.member')}
            />
          </List.Item>
        )}
      />
      <Button icon={<PlusOutlined />} block style={{ marginTop: 12 }} onClick={() => setCreating(true)}>
        {t('enterprise.createAnother')}
      </Button>
    </AuthShell>
  );
}
