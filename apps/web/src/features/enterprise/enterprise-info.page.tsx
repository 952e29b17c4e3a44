import type { EnterpriseInfo } from '@zf/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, PageRights } from '../../engines/permission/Auth.tsx';
import { saveQuiet, useConflictHandler } from '../../engines/resource/index.ts';
import { api, ApiError, queryClient } from '../../request/index.ts';

type Names = Pick<EnterpriseInfo, 'name' | 'org_name' | 'alias_name'>;

/**
 * Enterprise information (enterpriseInfo): the code others join or share by, the names (a type-1 enterprise shows
 * its organisation name, a type-2 its alias, SPEC §3), the version and its expiry. Names are editable.
 */
export default function EnterpriseInfoPage() {
  const { t } = useTranslation('enterprise');
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Names>();
  const info = useQuery({ queryKey: ['/enterprise/info'], queryFn: () => api.get<EnterpriseInfo>('/enterprise/info') });
  const onConflict = useConflictHandler();
  // The version the form was opened on (what the user saw), not whatever the query refetched since.
  const [openedVersion, setOpenedVersion] = useState<number>();
  const open = (d: EnterpriseInfo) => {
    form.setFieldsValue({ name: d.name, org_name: d.org_name, alias_name: d.alias_name });
    setOpenedVersion(d.version);
    setEditing(true);
  };
  const reload = async () => {
    const fresh = await api.get<EnterpriseInfo>('/enterprise/info');
    queryClient.setQueryData(['/enterprise/info'], fresh);
    open(fresh);
  };
  const save = async (values: Names) => {
    setBusy(true);
    try {
      await api.put('/enterprise/info', { ...values, version: openedVersion }, { quiet: saveQuiet });
      message.success(t('info.saved'));
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: ['/enterprise/info'] });
    } catch (e) {
      if (onConflict(e, reload)) return;
      if (e instanceof ApiError && e.code === 4220) form.setFields(Object.entries(e.fields).map(([name, text]) => ({ name: name as keyof Names, errors: [text] })));
    } finally {
      setBusy(false);
    }
  };
  const d = info.data;
  return (
    <PageRights page="enterpriseInfo">
      <Card title={t('info.title')} variant="borderless" loading={info.isLoading}
        extra={d && !editing && <Auth code="enterprise_info_edit"><Button onClick={() => open(d)}>{t('info.edit')}</Button></Auth>}>
        {d && !editing && (
          <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle" items={[
            { key: 'display', label: t('info.displayName'), children: d.display_name },
            { key: 'code', label: t('info.code'), children: d.code },
            { key: 'name', label: t('info.name'), children: d.name },
            { key: 'type', label: t('info.type'), children: t(`info.types.${d.type === 2 ? 2 : 1}`) },
            { key: 'org', label: t('info.orgName'), children: d.org_name },
            { key: 'alias', label: t('info.aliasName'), children: d.alias_name },
            { key: 'version', label: t('info.version'), children: d.version_info.name },
            { key: 'expires', label: t('info.expires'), children: d.version_info.expired_time ? dayjs.unix(d.version_info.expired_time).format('YYYY-MM-DD') : t('info.never') },
          ]} />
        )}
        {d && editing && (
          <Form form={form} layout="vertical" style={{ maxWidth: 520 }} onFinish={(v) => void save(v)}>
            <Form.Item name="name" label={t('info.name')} rules={[{ required: true, whitespace: true, message: t('info.nameRequired') }]}><Input maxLength={100} /></Form.Item>
            <Form.Item name="org_name" label={t('info.orgName')}><Input maxLength={100} /></Form.Item>
            <Form.Item name="alias_name" label={t('info.aliasName')}><Input maxLength={100} /></Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy}>{t('info.save')}</Button>
              <Button onClick={() => setEditing(false)}>{t('info.cancel')}</Button>
            </Space>
          </Form>
        )}
      </Card>
    </PageRights>
  );
}
