import { App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../app/form-errors.ts';
import { applyUser } from '../../app/session/session-actions.ts';
import { useSession, type SessionUser } from '../../app/stores/session.store.ts';
import { validationMessage } from '../../i18n/index.ts';
import { api } from '../../request/index.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import './personal.css';

/**
 * Personal information (route getPersonalInfo): who the user is, their name to edit and their picture to change
 * (PUT /user/info {name, head_img}; the top bar's avatar follows at once).
 */
export default function PersonalInfoPage() {
  const { t } = useTranslation('personal');
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<{ name: string }>();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  const save = async ({ name }: { name: string }) => {
    setBusy(true);
    try {
      applyUser(await api.put<SessionUser>('/user/info', { name: name.trim() }, { quiet: [4220] }));
      message.success(t('saved'));
      setEditing(false);
    } catch (e) {
      applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };

  const saveAvatar = async (url: string) => {
    applyUser(await api.put<SessionUser>('/user/info', { name: user?.name ?? '', head_img: url }));
  };

  return (
    <Card title={t('info.title')} variant="borderless" extra={editing ? null : <Button onClick={() => setEditing(true)}>{t('info.edit')}</Button>}>
      <Space align="start" size={32} wrap>
        <AvatarUpload src={user?.head_img} onUploaded={saveAvatar} />
        <div style={{ minWidth: 280 }}>
          {editing ? (
            <Form form={form} layout="vertical" initialValues={{ name: user?.name }} onFinish={save} style={{ maxWidth: 360 }}>
              <Form.Item name="name" label={t('info.name')} rules={[{ required: true, whitespace: true, message: validationMessage('name.required') }, { max: 50 }]}>
                <Input maxLength={50} autoFocus />
              </Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" loading={busy}>
                  {t('save')}
                </Button>
                <Button onClick={() => setEditing(false)}>{t('cancel')}</Button>
              </Space>
            </Form>
          ) : (
            <Descriptions column={1} size="middle">
              <Descriptions.Item label={t('info.name')}>{user?.name}</Descriptions.Item>
              <Descriptions.Item label={t('info.code')}>{user?.code}</Descriptions.Item>
              <Descriptions.Item label={t('info.phone')}>{user?.phone}</Descriptions.Item>
            </Descriptions>
          )}
        </div>
      </Space>
    </Card>
  );
}
